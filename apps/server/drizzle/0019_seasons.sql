CREATE TABLE "season_entries" (
	"season" integer NOT NULL,
	"factory_id" uuid NOT NULL,
	"league" text NOT NULL,
	"start_net_worth" bigint NOT NULL,
	CONSTRAINT "season_entries_season_factory_id_pk" PRIMARY KEY("season","factory_id")
);
--> statement-breakpoint
CREATE TABLE "season_hall_of_fame" (
	"season" integer NOT NULL,
	"league" text NOT NULL,
	"place" integer NOT NULL,
	"factory_id" uuid,
	"name" text NOT NULL,
	"gain" bigint NOT NULL,
	"rival" boolean NOT NULL,
	CONSTRAINT "season_hall_of_fame_season_league_place_pk" PRIMARY KEY("season","league","place")
);
--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_hall_of_fame" ADD CONSTRAINT "season_hall_of_fame_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE set null ON UPDATE no action;