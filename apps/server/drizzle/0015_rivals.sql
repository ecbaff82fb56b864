-- Rival factories (RIVALS, rivals/roster.ts): a rival's slot, unique so processes starting at once make each once, and the tick it joined at. Null for players.
ALTER TABLE "factories" ADD COLUMN "rival_slot" integer;--> statement-breakpoint
ALTER TABLE "factories" ADD COLUMN "rival_since" integer;--> statement-breakpoint
ALTER TABLE "factories" ADD CONSTRAINT "factories_rival_slot_unique" UNIQUE("rival_slot");