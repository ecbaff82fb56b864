CREATE TABLE "exchange_sells" (
	"factory_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_sells_factory_id_idempotency_key_pk" PRIMARY KEY("factory_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "exchange_sells" ADD CONSTRAINT "exchange_sells_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_sells_created_idx" ON "exchange_sells" USING btree ("created_at");