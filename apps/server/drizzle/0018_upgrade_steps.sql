CREATE TABLE "upgrade_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"after_id" uuid,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
-- The copy of achievements into achievement_unlocks (migration 0016) has run, or has nothing to copy,
-- when the table holds a row or there is no factory; otherwise it is left to do, once, beside serving.
INSERT INTO "upgrade_steps" ("name", "done_at")
SELECT 'copy_unlocks', CASE WHEN EXISTS (SELECT 1 FROM "achievement_unlocks") OR NOT EXISTS (SELECT 1 FROM "factories") THEN now() END;
