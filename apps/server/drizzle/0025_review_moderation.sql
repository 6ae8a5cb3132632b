ALTER TABLE "reports" DROP CONSTRAINT "reports_item_type_check";--> statement-breakpoint
ALTER TABLE "kitchen_reviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_type_check" CHECK ("reports"."item_type" in ('ad', 'rental', 'ride', 'provider', 'review', 'kitchen_review'));