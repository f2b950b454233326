CREATE TABLE "analytics_rollup_state" (
	"granularity" text PRIMARY KEY NOT NULL,
	"rolled_from" text NOT NULL,
	"rolled_until" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"granularity" text NOT NULL,
	"period" text NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollups_granularity_period_pk" PRIMARY KEY("granularity","period")
);
