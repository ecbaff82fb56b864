-- A factory's state becomes bytes (factories/state-codec.ts): the tick encodes and decodes every
-- factory's state every tick, and numbers as text were a third of that work. Rows keep their
-- JSON text as its UTF-8 bytes; the codec tells the forms apart by the first byte and reads both.
-- state_version was never read: the state's own first byte says its form.
ALTER TABLE "factories" ALTER COLUMN "state" SET DATA TYPE bytea USING convert_to("state", 'UTF8');--> statement-breakpoint
ALTER TABLE "factories" DROP COLUMN "state_version";
