CREATE TABLE "resource_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_reads" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"page" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_reads_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "cover_path" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "generated_cover_path" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_reads" ADD CONSTRAINT "resource_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_reads" ADD CONSTRAINT "resource_reads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_downloads_user_idx" ON "resource_downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "resource_downloads_resource_idx" ON "resource_downloads" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_reads_resource_idx" ON "resource_reads" USING btree ("resource_id");--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_status_check" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
-- Spanish search that ignores accents and case ("acido folico" finds "Ácido fólico", issue 19): unaccent
-- in a copy of the spanish configuration, and an IMMUTABLE wrapper so it can feed a stored column and an
-- index. The same SQL runs on PGlite and PostgreSQL (both ship unaccent and pg_trgm).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitalia_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION vitalia_es (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vitalia_es
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('vitalia_es'::regconfig, coalesce("title", '')), 'A')
  || setweight(to_tsvector('vitalia_es'::regconfig, coalesce("category", '')), 'B')
  || setweight(to_tsvector('vitalia_es'::regconfig, coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search");--> statement-breakpoint
-- Typos ("nutricon") fall back to trigram word similarity on the title.
CREATE INDEX "resources_title_trgm_idx" ON "resources" USING gin (vitalia_unaccent("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_status_title_idx" ON "resources" USING btree ("status", "title");
