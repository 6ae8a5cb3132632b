-- The providers' ranking indexes end with hidden_reason (decision 1204): category and home lists filter shown
-- providers and keep their index-only scans.
DROP INDEX "service_providers_category_rank_idx";--> statement-breakpoint
DROP INDEX "service_providers_parent_rank_idx";--> statement-breakpoint
CREATE INDEX "service_providers_category_rank_idx" ON "service_providers" USING btree ("category_id","admin_verified","rating","id","hidden_reason");--> statement-breakpoint
CREATE INDEX "service_providers_parent_rank_idx" ON "service_providers" USING btree ("parent_id","admin_verified","rating","id","hidden_reason");