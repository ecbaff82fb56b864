ALTER TABLE "tick_runs" ADD COLUMN "hour_prices" jsonb;--> statement-breakpoint
CREATE INDEX "tick_runs_hour_owed_idx" ON "tick_runs" USING btree ("tick") WHERE "tick_runs"."hour_prices" IS NOT NULL;