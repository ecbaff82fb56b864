CREATE TABLE "fair_play_flows" (
	"giver_factory_id" uuid NOT NULL,
	"receiver_factory_id" uuid NOT NULL,
	"value" bigint NOT NULL,
	"trades" integer NOT NULL,
	"last_tick" integer NOT NULL,
	"last_trade_at" timestamp with time zone DEFAULT now() NOT NULL,
	"one_way" boolean DEFAULT false NOT NULL,
	CONSTRAINT "fair_play_flows_giver_factory_id_receiver_factory_id_pk" PRIMARY KEY("giver_factory_id","receiver_factory_id")
);
--> statement-breakpoint
CREATE TABLE "sign_up_addresses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"address_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD COLUMN "unit_concession" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD COLUMN "market_price" bigint;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD COLUMN "far_from_market" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fair_play_flows" ADD CONSTRAINT "fair_play_flows_giver_factory_id_factories_id_fk" FOREIGN KEY ("giver_factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_flows" ADD CONSTRAINT "fair_play_flows_receiver_factory_id_factories_id_fk" FOREIGN KEY ("receiver_factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_addresses" ADD CONSTRAINT "sign_up_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_play_flows_one_way_idx" ON "fair_play_flows" USING btree ("last_trade_at") WHERE "fair_play_flows"."one_way";--> statement-breakpoint
CREATE INDEX "fair_play_flows_last_tick_idx" ON "fair_play_flows" USING btree ("last_tick");--> statement-breakpoint
CREATE INDEX "fair_play_flows_receiver_idx" ON "fair_play_flows" USING btree ("receiver_factory_id");--> statement-breakpoint
CREATE INDEX "sign_up_addresses_hash_idx" ON "sign_up_addresses" USING btree ("address_hash");--> statement-breakpoint
CREATE INDEX "exchange_trades_far_idx" ON "exchange_trades" USING btree ("id") WHERE "exchange_trades"."far_from_market";