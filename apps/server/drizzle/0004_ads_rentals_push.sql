CREATE TABLE "listing_counts" (
	"listing" text PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_key" text GENERATED ALWAYS AS (lower("ads"."title")) STORED NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"contact_info" text NOT NULL,
	"location" text NOT NULL,
	"ads_status" text DEFAULT 'Available' NOT NULL,
	"images" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_status_check" CHECK ("ads"."ads_status" in ('Available', 'Sold', 'Pending', 'Inactive')),
	CONSTRAINT "ads_images_count_check" CHECK (cardinality("ads"."images") between 1 and 5),
	CONSTRAINT "ads_price_check" CHECK ("ads"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"apartment_name" text NOT NULL,
	"block_flat_number" text NOT NULL,
	"address" text NOT NULL,
	"rental_cost" integer NOT NULL,
	"description" text NOT NULL,
	"available_from" date NOT NULL,
	"type" text NOT NULL,
	"phone_number" text NOT NULL,
	"role_type" text NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_type_check" CHECK ("rentals"."type" in ('family', 'bachelor', 'all')),
	CONSTRAINT "rentals_role_check" CHECK ("rentals"."role_type" in ('owner', 'tenant')),
	CONSTRAINT "rentals_status_check" CHECK ("rentals"."status" in ('Available', 'Rented', 'Inactive')),
	CONSTRAINT "rentals_cost_check" CHECK ("rentals"."rental_cost" between 0 and 999999),
	CONSTRAINT "rentals_photos_count_check" CHECK (cardinality("rentals"."photos") <= 8)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_category_id_ad_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ad_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_listed_latest_idx" ON "ads" USING btree ("id") WHERE "ads"."ads_status" <> 'Inactive';--> statement-breakpoint
CREATE INDEX "ads_listed_price_idx" ON "ads" USING btree ("price","id") WHERE "ads"."ads_status" <> 'Inactive';--> statement-breakpoint
CREATE INDEX "ads_listed_title_idx" ON "ads" USING btree ("title_key","id") WHERE "ads"."ads_status" <> 'Inactive';--> statement-breakpoint
CREATE INDEX "ads_user_idx" ON "ads" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "rentals_listed_latest_idx" ON "rentals" USING btree ("id") WHERE "rentals"."status" <> 'Inactive';--> statement-breakpoint
CREATE INDEX "rentals_user_idx" ON "rentals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_module_idx" ON "push_subscriptions" USING btree ("module_id","id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");