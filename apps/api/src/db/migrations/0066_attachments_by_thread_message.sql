DROP INDEX "conversation_attachments_thread_idx";--> statement-breakpoint
CREATE INDEX "conversation_attachments_thread_idx" ON "conversation_attachments" USING btree ("conversation_id","message_id");