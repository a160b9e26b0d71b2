-- Issue 24 item 7, decision 0240: the console's reports read a date range of the lender's own rows. Visits and
-- registrations by lender and time; the status history by time (its rows are joined to their application by key).
CREATE INDEX IF NOT EXISTS "telemetry_sessions_organization_created_idx" ON "telemetry_sessions" USING btree ("organization_code","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "identities_organization_created_idx" ON "identities" USING btree ("organization_code","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_status_history_at_idx" ON "application_status_history" USING btree ("at");
