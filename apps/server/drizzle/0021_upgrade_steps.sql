CREATE TABLE "upgrade_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"after_id" uuid,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "factory_hours" DROP CONSTRAINT "factory_hours_factory_id_factories_id_fk";
--> statement-breakpoint
ALTER TABLE "player_events" DROP CONSTRAINT "player_events_factory_id_factories_id_fk";
--> statement-breakpoint
ALTER TABLE "factory_hours" ALTER COLUMN "ledger" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "factories" ADD COLUMN "closed_hour" "bytea";--> statement-breakpoint
ALTER TABLE "factory_hours" ADD COLUMN "ledger_bytes" "bytea";--> statement-breakpoint
-- NOT VALID: the rows before hold their JSON ledger and no bytes; checking them would read the whole table at start-up.
ALTER TABLE "factory_hours" ADD CONSTRAINT "factory_hours_one_ledger" CHECK (("factory_hours"."ledger_bytes" IS NULL) <> ("factory_hours"."ledger" IS NULL)) NOT VALID;--> statement-breakpoint
-- What the two foreign keys' cascades did: a deleted factory's roll-ups and happenings go with it.
CREATE FUNCTION "delete_factory_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "factory_hours" WHERE "factory_id" = OLD."id";
  DELETE FROM "player_events" WHERE "factory_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "factories_delete_history" AFTER DELETE ON "factories" FOR EACH ROW EXECUTE FUNCTION "delete_factory_history"();--> statement-breakpoint
-- A game with factories: the copy of achievements into achievement_unlocks (migration 0016) is done
-- when an older version's start-up copy left rows there, else left to do, once, beside serving. An
-- empty database gets no row (a restored backup brings its own; a new game's server makes it).
INSERT INTO "upgrade_steps" ("name", "done_at")
SELECT 'copy_unlocks', CASE WHEN EXISTS (SELECT 1 FROM "achievement_unlocks") THEN now() END
WHERE EXISTS (SELECT 1 FROM "factories");