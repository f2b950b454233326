CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD CONSTRAINT "catalogue_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Bumped once per transaction that changes anything the member catalogues show (ADR 0044). The trigger is
-- deferred, so the version row is locked only at commit, after every other row the transaction touches:
-- two writers can never wait on each other through it. `xmin` tells that this transaction already bumped it.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1
  WHERE "id" = 1 AND "xmin" <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_sections_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "course_sections"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_lessons_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "course_lessons"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "videos_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "videos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "resources_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "resources"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "trainers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
