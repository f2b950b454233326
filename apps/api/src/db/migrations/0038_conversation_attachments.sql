CREATE TABLE "conversation_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_id" bigint,
	"uploader_user_id" integer,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_attachments_key_idx" ON "conversation_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "conversation_attachments_message_idx" ON "conversation_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "conversation_attachments_unsent_idx" ON "conversation_attachments" USING btree ("created_at") WHERE "conversation_attachments"."message_id" is null;--> statement-breakpoint
CREATE INDEX "conversation_attachments_thread_idx" ON "conversation_attachments" USING btree ("conversation_id");