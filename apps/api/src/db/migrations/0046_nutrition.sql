CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text DEFAULT 'solid' NOT NULL,
	"category" text NOT NULL,
	"energy_kcal" double precision DEFAULT 0 NOT NULL,
	"protein_g" double precision DEFAULT 0 NOT NULL,
	"fat_g" double precision DEFAULT 0 NOT NULL,
	"saturated_fat_g" double precision DEFAULT 0 NOT NULL,
	"carbohydrate_g" double precision DEFAULT 0 NOT NULL,
	"sugars_g" double precision DEFAULT 0 NOT NULL,
	"fiber_g" double precision DEFAULT 0 NOT NULL,
	"sodium_mg" double precision DEFAULT 0 NOT NULL,
	"measures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"source_id" text NOT NULL,
	"licence" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foods_figures_check" CHECK ("foods"."energy_kcal" >= 0 and "foods"."protein_g" >= 0 and "foods"."fat_g" >= 0
        and "foods"."saturated_fat_g" >= 0 and "foods"."carbohydrate_g" >= 0 and "foods"."sugars_g" >= 0
        and "foods"."fiber_g" >= 0 and "foods"."sodium_mg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"food_id" integer NOT NULL,
	"grams" double precision NOT NULL,
	"measure" text,
	"quantity" double precision,
	CONSTRAINT "recipe_ingredients_grams_check" CHECK ("recipe_ingredients"."grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"servings" integer NOT NULL,
	"state" text DEFAULT 'solid' NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"minutes" integer,
	"photo_path" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_servings_check" CHECK ("recipes"."servings" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "foods_source_idx" ON "foods" USING btree ("source_key","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_ingredients_position_idx" ON "recipe_ingredients" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_food_idx" ON "recipe_ingredients" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "recipes_trainer_idx" ON "recipes" USING btree ("trainer_id","id");--> statement-breakpoint
CREATE INDEX "recipes_status_title_idx" ON "recipes" USING btree ("status","title");--> statement-breakpoint
-- Food search (issue 47): the name and its Chilean synonyms, lowered and unaccented, in one stored column
-- that a trigram index serves for substrings ("palta" in "Palta hass") and one-letter typos ("plata").
CREATE OR REPLACE FUNCTION vitalia_food_names(text, text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.vitalia_unaccent($1 || ' ' || array_to_string($2, ' ')) $$;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "search_names" text GENERATED ALWAYS AS (vitalia_food_names("name", "synonyms")) STORED;--> statement-breakpoint
CREATE INDEX "foods_search_trgm_idx" ON "foods" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_state_check" CHECK ("state" IN ('solid', 'liquid'));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_status_check" CHECK ("status" IN ('draft', 'published'));
