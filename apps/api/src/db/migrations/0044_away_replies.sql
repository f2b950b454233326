CREATE TABLE "away_replies" (
	"trainer_id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "away_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "away_replies" ADD CONSTRAINT "away_replies_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;