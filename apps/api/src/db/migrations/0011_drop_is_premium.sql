ALTER TABLE "courses" DROP COLUMN "is_premium";--> statement-breakpoint
ALTER TABLE "resources" DROP COLUMN "is_premium";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "is_premium";