-- Providers, rides and kitchens an admin hid (issue 12): why, or null when shown. Additive; every row stays shown.
ALTER TABLE "service_providers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "kitchens" ADD COLUMN "hidden_reason" text;