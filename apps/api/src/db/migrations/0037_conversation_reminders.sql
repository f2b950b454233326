ALTER TABLE "conversations" ADD COLUMN "member_mailed_for" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "trainer_mailed_for" bigint DEFAULT 0 NOT NULL;