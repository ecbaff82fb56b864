-- The player's own happenings a stream tells that no other table records (events/own-events.ts).
CREATE TABLE "player_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factory_id" uuid NOT NULL,
	"tick" integer NOT NULL,
	"by_tick" boolean NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_events" ADD CONSTRAINT "player_events_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_events_tick_idx" ON "player_events" USING btree ("tick");