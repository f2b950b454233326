CREATE TABLE "video_progress" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"watched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "duration_seconds" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "embed_url" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_size" bigint;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hls_prefix" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "renditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "poster_path" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "captions_path" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_progress_video_idx" ON "video_progress" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_progress_user_updated_idx" ON "video_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "videos_status_published_idx" ON "videos" USING btree ("status","published_at","id");--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "thumbnail";--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_embed_free_check" CHECK (("videos"."embed_url" is null or ("videos"."required_plan" = 'free' and "videos"."source_path" is null)));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_status_check" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_processing_check" CHECK ("processing" IN ('none', 'queued', 'processing', 'ready', 'failed'));--> statement-breakpoint
-- The seeded durations described files that never existed: a video's length now comes from its file.
UPDATE "videos" SET "duration_seconds" = 0;--> statement-breakpoint
-- The same accent- and case-blind Spanish search as the e-books (migration 0012).
ALTER TABLE "videos" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('vitalia_es'::regconfig, coalesce("title", '')), 'A')
  || setweight(to_tsvector('vitalia_es'::regconfig, coalesce("category", '')), 'B')
  || setweight(to_tsvector('vitalia_es'::regconfig, coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search");--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin (vitalia_unaccent("title") gin_trgm_ops);
