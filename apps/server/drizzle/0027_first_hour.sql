ALTER TABLE "name_reports" ADD COLUMN "reason" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "name_reports" ADD COLUMN "note" text;--> statement-breakpoint
-- Hand-written (issue 39): an exchange offer's fills were pushed under `exchange`, and have a kind of
-- their own now, `sale`; every device that asked for exchange offers keeps hearing of its sales.
UPDATE "push_subscriptions" SET "kinds" = array_append("kinds", 'sale') WHERE 'exchange' = ANY("kinds") AND NOT 'sale' = ANY("kinds");
