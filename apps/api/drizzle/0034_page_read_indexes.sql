-- Decision 0203, issue 21 item 5: the reads behind the borrower's pages find an application's rows by index instead
-- of scanning tables that grow with every loan: the task list, the sealed files, the signing acts and the hard
-- pulls, each in the order the reads ask for.
CREATE INDEX "application_conditions_application" ON "application_conditions" USING btree ("application_uuid","created_at");
--> statement-breakpoint
CREATE INDEX "sealed_documents_application" ON "sealed_documents" USING btree ("application_uuid","created_at","id");
--> statement-breakpoint
CREATE INDEX "signing_acts_application" ON "signing_acts" USING btree ("application_uuid","signed_at","id");
--> statement-breakpoint
CREATE INDEX "hard_credit_pulls_application" ON "hard_credit_pulls" USING btree ("application_uuid","created_at");
