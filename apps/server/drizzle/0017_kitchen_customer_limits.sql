ALTER TABLE "kitchens" ADD COLUMN "customer_orders_per_day" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchens" ADD COLUMN "customer_item_share_percent" integer DEFAULT 33 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchens" ADD COLUMN "cash_cancel_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchens" ADD CONSTRAINT "kitchens_customer_limits_check" CHECK ("kitchens"."customer_orders_per_day" between 1 and 20 and "kitchens"."customer_item_share_percent" between 1 and 100 and "kitchens"."cash_cancel_limit" between 1 and 20);