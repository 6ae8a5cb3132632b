ALTER TABLE "rides" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "kitchens" ADD COLUMN "removed_reason" text;--> statement-breakpoint
CREATE INDEX "ads_title_trgm_idx" ON "ads" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rentals_apartment_trgm_idx" ON "rentals" USING gin ("apartment_name" gin_trgm_ops);