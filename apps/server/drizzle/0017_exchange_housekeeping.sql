CREATE INDEX "exchange_buys_created_idx" ON "exchange_buys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exchange_trades_tick_idx" ON "exchange_trades" USING btree ("tick","resource");--> statement-breakpoint
CREATE INDEX "exchange_trades_offer_idx" ON "exchange_trades" USING btree ("offer_id");