CREATE TABLE "contract_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"tick" integer NOT NULL,
	"quantity" integer NOT NULL,
	"value" bigint NOT NULL,
	"fee" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposer_factory_id" uuid NOT NULL,
	"buyer_factory_id" uuid NOT NULL,
	"seller_factory_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"quantity" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"unit_price" bigint NOT NULL,
	"offered_tick" integer NOT NULL,
	"due_tick" integer NOT NULL,
	"accepted_tick" integer,
	"closed_tick" integer,
	"status" text DEFAULT 'offered' NOT NULL,
	"escrow" bigint DEFAULT 0 NOT NULL,
	"buyer_unit_concession" bigint DEFAULT 0 NOT NULL,
	"seller_unit_concession" bigint DEFAULT 0 NOT NULL,
	"penalty_reserve" bigint DEFAULT 0 NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"settled_tick" integer,
	"buyer_asked_end" boolean DEFAULT false NOT NULL,
	"seller_asked_end" boolean DEFAULT false NOT NULL,
	"warned_due" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_delivered" CHECK ("contracts"."delivered" >= 0 AND "contracts"."delivered" <= "contracts"."quantity"),
	CONSTRAINT "contracts_escrow" CHECK ("contracts"."escrow" >= 0),
	CONSTRAINT "contracts_parties" CHECK ("contracts"."buyer_factory_id" <> "contracts"."seller_factory_id")
);
--> statement-breakpoint
ALTER TABLE "contract_deliveries" ADD CONSTRAINT "contract_deliveries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_proposer_factory_id_factories_id_fk" FOREIGN KEY ("proposer_factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_factory_id_factories_id_fk" FOREIGN KEY ("buyer_factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seller_factory_id_factories_id_fk" FOREIGN KEY ("seller_factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_deliveries_contract_tick_idx" ON "contract_deliveries" USING btree ("contract_id","tick");--> statement-breakpoint
CREATE INDEX "contracts_open_idx" ON "contracts" USING btree ("status","due_tick") WHERE "contracts"."status" IN ('offered', 'active');--> statement-breakpoint
CREATE INDEX "contracts_buyer_idx" ON "contracts" USING btree ("buyer_factory_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_seller_idx" ON "contracts" USING btree ("seller_factory_id","created_at");