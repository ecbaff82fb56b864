-- A factory's recent ledger becomes bytes (history/recent.ts): the tick appends a row and drops one
-- every tick, and as text that meant splitting, joining and re-encoding the whole hour each time.
-- Rows keep their text as its UTF-8 bytes; the reader tells the forms apart by the first byte and
-- reads both, and the next tick or action rewrites it in byte form.
ALTER TABLE "factories" ALTER COLUMN "recent_ledger" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "factories" ALTER COLUMN "recent_ledger" SET DATA TYPE bytea USING convert_to("recent_ledger", 'UTF8');--> statement-breakpoint
ALTER TABLE "factories" ALTER COLUMN "recent_ledger" SET DEFAULT '\x040300'::bytea;
