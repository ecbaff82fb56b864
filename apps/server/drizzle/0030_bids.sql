CREATE TABLE "exchange_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity_left" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_tick" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"unit_concession" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "exchange_bids_quantity_left" CHECK ("exchange_bids"."quantity_left" >= 0 AND "exchange_bids"."quantity_left" <= "exchange_bids"."quantity"),
	CONSTRAINT "exchange_bids_unit_price" CHECK ("exchange_bids"."unit_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_trades" ALTER COLUMN "offer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD COLUMN "bid_id" uuid;--> statement-breakpoint
ALTER TABLE "exchange_bids" ADD CONSTRAINT "exchange_bids_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_bids_book_idx" ON "exchange_bids" USING btree ("resource","status","unit_price","created_tick");--> statement-breakpoint
CREATE INDEX "exchange_bids_factory_idx" ON "exchange_bids" USING btree ("factory_id","status");--> statement-breakpoint
CREATE INDEX "exchange_bids_open_idx" ON "exchange_bids" USING btree ("created_tick") WHERE "exchange_bids"."status" = 'open';--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_bid_id_exchange_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."exchange_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_trades_bid_idx" ON "exchange_trades" USING btree ("bid_id");--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_offer_or_bid" CHECK (("exchange_trades"."offer_id" IS NULL) <> ("exchange_trades"."bid_id" IS NULL));--> statement-breakpoint
-- A bid's fills are a push kind of their own, `bid-fills`: a device that asked to hear of its sales hears of them too.
UPDATE "push_subscriptions" SET "kinds" = array_append("kinds", 'bid-fills') WHERE 'sale' = ANY("kinds") AND NOT 'bid-fills' = ANY("kinds");
