-- A course's or e-book's cart product is named after the item (catalogue/content-repository's soldItemName):
-- products named before that rule (the demo's "Curso: Diabetes tipo 2 sin miedo") take the item's title.
UPDATE "products" SET "name" = 'Curso: ' || "courses"."title"
FROM "courses" WHERE "products"."course_id" = "courses"."id" AND "products"."kind" = 'course';
--> statement-breakpoint
UPDATE "products" SET "name" = 'E-book: ' || "resources"."title"
FROM "resources" WHERE "products"."resource_id" = "resources"."id" AND "products"."kind" = 'ebook';
