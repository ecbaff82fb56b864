-- What every factory bought from the market in a tick, beside what it sold: the market takes both in at the tick.
ALTER TABLE "tick_runs" ADD COLUMN "bought" jsonb DEFAULT '{}'::jsonb NOT NULL;