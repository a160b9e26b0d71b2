-- Issue 25, decisions 0232-0235: Hearth's own chat service. Conversations of a lender's borrowers with its chat
-- agents or the chatbot, their messages (the order every process delivers them in: seq), attachments checked by
-- their bytes, the chatbot's feedback, and each lender's operating hours in its own time zone.
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"friendly_name" text NOT NULL,
	"email_address" text NOT NULL,
	"identity_uuid" uuid,
	"application_uuid" uuid,
	"agent_identity_uuid" uuid,
	"channel_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"initial_message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_mode_check" CHECK ("chat_conversations"."mode" in ('agent', 'chatbot')),
	CONSTRAINT "chat_conversations_status_check" CHECK ("chat_conversations"."status" in ('WAITING', 'ACTIVE', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"sender_identity_uuid" uuid,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"attachment_id" uuid,
	"client_message_id" text,
	"offers_agent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_type_check" CHECK ("chat_messages"."sender_type" in ('CUSTOMER', 'AGENT', 'BOT', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "chat_feedback" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"reason" text,
	"feedback_message" text DEFAULT '' NOT NULL,
	"sender_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_operating_hours" (
	"organization_code" text NOT NULL,
	"department" text NOT NULL,
	"time_zone" text NOT NULL,
	"weekday_value" integer NOT NULL,
	"is_open" boolean NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_operating_hours_organization_code_department_weekday_value_pk" PRIMARY KEY("organization_code","department","weekday_value"),
	CONSTRAINT "service_operating_hours_weekday_check" CHECK ("service_operating_hours"."weekday_value" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_identity_uuid_identities_uuid_fk" FOREIGN KEY ("agent_identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_question_id_chat_messages_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_channel_key" ON "chat_conversations" USING btree ("channel_id");
--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("organization_code","status","created_at");
--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_seq_idx" ON "chat_messages" USING btree ("conversation_id","seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_message_key" ON "chat_messages" USING btree ("conversation_id","sender_type","client_message_id");
--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_id");
