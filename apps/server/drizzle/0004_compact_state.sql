-- State and recent ledger become text: the database stores them and never looks inside, and the
-- embedded engine spends far less on text than on parsing jsonb every tick. Old rows keep their
-- JSON as it was; the codec reads both forms.
ALTER TABLE "factories" ALTER COLUMN "state" SET DATA TYPE text USING "state"::text;--> statement-breakpoint
ALTER TABLE "factories" ALTER COLUMN "recent_ledger" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "factories" ALTER COLUMN "recent_ledger" SET DATA TYPE text USING "recent_ledger"::text;--> statement-breakpoint
ALTER TABLE "factories" ALTER COLUMN "recent_ledger" SET DEFAULT '{"pending":null,"recent":[]}';
