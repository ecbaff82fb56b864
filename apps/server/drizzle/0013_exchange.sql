-- The player exchange (docs/adr/0007): sell offers holding escrowed units, the trades that fill them, and each buy's answer under its idempotency key.
CREATE TABLE "exchange_buys" (
	"factory_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_buys_factory_id_idempotency_key_pk" PRIMARY KEY("factory_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "exchange_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity_left" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_tick" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "exchange_offers_quantity_left" CHECK ("exchange_offers"."quantity_left" >= 0 AND "exchange_offers"."quantity_left" <= "exchange_offers"."quantity"),
	CONSTRAINT "exchange_offers_unit_price" CHECK ("exchange_offers"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"buyer_factory_id" uuid NOT NULL,
	"seller_factory_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"tick" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_buys" ADD CONSTRAINT "exchange_buys_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD CONSTRAINT "exchange_offers_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_offer_id_exchange_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."exchange_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_buyer_factory_id_factories_id_fk" FOREIGN KEY ("buyer_factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_seller_factory_id_factories_id_fk" FOREIGN KEY ("seller_factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_offers_book_idx" ON "exchange_offers" USING btree ("resource","status","unit_price","created_tick");--> statement-breakpoint
CREATE INDEX "exchange_offers_factory_idx" ON "exchange_offers" USING btree ("factory_id","status");--> statement-breakpoint
CREATE INDEX "exchange_trades_buyer_idx" ON "exchange_trades" USING btree ("buyer_factory_id","id");--> statement-breakpoint
CREATE INDEX "exchange_trades_seller_idx" ON "exchange_trades" USING btree ("seller_factory_id","id");