CREATE TABLE "market" (
	"id" integer PRIMARY KEY NOT NULL,
	"tick" integer NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"tick" integer NOT NULL,
	"resource" text NOT NULL,
	"price" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_prices_tick_resource_pk" PRIMARY KEY("tick","resource")
);
--> statement-breakpoint
CREATE TABLE "tick_runs" (
	"tick" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"factories" integer DEFAULT 0 NOT NULL,
	"sold" jsonb DEFAULT '{}'::jsonb NOT NULL
);
