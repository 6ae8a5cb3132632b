CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "service_providers_category_idx";--> statement-breakpoint
DROP INDEX "service_providers_parent_idx";--> statement-breakpoint
DROP INDEX "service_providers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "service_providers_search_vector_idx";--> statement-breakpoint
DROP INDEX "service_providers_user_idx";--> statement-breakpoint
ALTER TABLE "service_providers" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "service_providers"."name"), 'A') || setweight(to_tsvector('simple', "service_providers"."search_text"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "favorites_provider_idx" ON "favorites" USING btree ("service_provider_id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_providers_category_rank_idx" ON "service_providers" USING btree ("category_id","admin_verified","rating","id");--> statement-breakpoint
CREATE INDEX "service_providers_parent_rank_idx" ON "service_providers" USING btree ("parent_id","admin_verified","rating","id");--> statement-breakpoint
CREATE INDEX "service_providers_name_prefix_idx" ON "service_providers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "service_providers_search_idx" ON "service_providers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "testimonials_active_idx" ON "testimonials" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "service_providers_user_idx" ON "service_providers" USING btree ("user_id","id");