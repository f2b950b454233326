CREATE TABLE "consultation_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "consultation_credits_quantity_check" CHECK ("consultation_credits"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consultations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "credit_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_credits" ADD CONSTRAINT "consultation_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_credits" ADD CONSTRAINT "consultation_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_credits" ADD CONSTRAINT "consultation_credits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_credits_order_product_idx" ON "consultation_credits" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "consultation_credits_user_idx" ON "consultation_credits" USING btree ("user_id");--> statement-breakpoint
-- The demo store's packs say how many consultations they hold (an admin's own products default to 0).
UPDATE "products" SET "consultations" = 3 WHERE "slug" = 'pack-3-consultas';--> statement-breakpoint
UPDATE "products" SET "consultations" = 1 WHERE "slug" = 'consulta-individual';
