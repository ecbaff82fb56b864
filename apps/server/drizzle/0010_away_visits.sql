-- Each factory's last visit and its last away window (history/visits.ts), apart from the row the tick rewrites.
CREATE TABLE "factory_visits" (
	"factory_id" uuid PRIMARY KEY NOT NULL,
	"tick" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"cash" bigint NOT NULL,
	"debt" bigint NOT NULL,
	"net_worth" bigint NOT NULL,
	"counted" jsonb NOT NULL,
	"away" jsonb
);
--> statement-breakpoint
ALTER TABLE "factory_visits" ADD CONSTRAINT "factory_visits_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;