CREATE TABLE "kitchen_item_days" (
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	CONSTRAINT "kitchen_item_days_item_id_day_pk" PRIMARY KEY("item_id","day"),
	CONSTRAINT "kitchen_item_days_sold_check" CHECK ("kitchen_item_days"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kitchen_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kitchen_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"is_veg" boolean NOT NULL,
	"spice_level" smallint DEFAULT 0 NOT NULL,
	"photo" text,
	"slots" text[] NOT NULL,
	"days" text[] NOT NULL,
	"daily_limit" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_items_price_check" CHECK ("kitchen_items"."price" > 0),
	CONSTRAINT "kitchen_items_limit_check" CHECK ("kitchen_items"."daily_limit" between 1 and 500),
	CONSTRAINT "kitchen_items_spice_check" CHECK ("kitchen_items"."spice_level" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "kitchen_order_items" (
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"qty" integer NOT NULL,
	"is_veg" boolean NOT NULL,
	CONSTRAINT "kitchen_order_items_order_id_item_id_pk" PRIMARY KEY("order_id","item_id"),
	CONSTRAINT "kitchen_order_items_qty_check" CHECK ("kitchen_order_items"."qty" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "kitchen_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kitchen_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"fulfilment" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"payment" text NOT NULL,
	"items_total" numeric(10, 2) NOT NULL,
	"delivery_fee" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"reject_reason" text,
	"cutoff_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_orders_total_check" CHECK ("kitchen_orders"."total" = "kitchen_orders"."items_total" + "kitchen_orders"."delivery_fee")
);
--> statement-breakpoint
CREATE TABLE "kitchen_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kitchen_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_reviews_rating_check" CHECK ("kitchen_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "kitchens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"apartment_id" integer,
	"name" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"cuisines" text[] NOT NULL,
	"diet" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"pickup_point" text NOT NULL,
	"delivers" boolean DEFAULT false NOT NULL,
	"delivery_area" text DEFAULT '' NOT NULL,
	"delivery_fee" numeric(10, 2) DEFAULT '0' NOT NULL,
	"min_order" numeric(10, 2) DEFAULT '0' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"fssai_number" text,
	"fssai_verified" boolean DEFAULT false NOT NULL,
	"schedule" jsonb NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"paused_by_admin" boolean DEFAULT false NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchens_diet_check" CHECK ("kitchens"."diet" in ('veg', 'nonveg', 'both')),
	CONSTRAINT "kitchens_money_check" CHECK ("kitchens"."delivery_fee" >= 0 and "kitchens"."min_order" >= 0),
	CONSTRAINT "kitchens_photos_count_check" CHECK (cardinality("kitchens"."photos") <= 5)
);
--> statement-breakpoint
ALTER TABLE "kitchen_item_days" ADD CONSTRAINT "kitchen_item_days_item_id_kitchen_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."kitchen_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_items" ADD CONSTRAINT "kitchen_items_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_order_items" ADD CONSTRAINT "kitchen_order_items_order_id_kitchen_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kitchen_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_order_items" ADD CONSTRAINT "kitchen_order_items_item_id_kitchen_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."kitchen_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_reviews" ADD CONSTRAINT "kitchen_reviews_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_reviews" ADD CONSTRAINT "kitchen_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchens" ADD CONSTRAINT "kitchens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchens" ADD CONSTRAINT "kitchens_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_items_kitchen_idx" ON "kitchen_items" USING btree ("kitchen_id","id");--> statement-breakpoint
CREATE INDEX "kitchen_orders_kitchen_idx" ON "kitchen_orders" USING btree ("kitchen_id","day","slot","id");--> statement-breakpoint
CREATE INDEX "kitchen_orders_customer_idx" ON "kitchen_orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_reviews_user_idx" ON "kitchen_reviews" USING btree ("kitchen_id","user_id");--> statement-breakpoint
CREATE INDEX "kitchen_reviews_latest_idx" ON "kitchen_reviews" USING btree ("kitchen_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchens_user_idx" ON "kitchens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kitchens_apartment_idx" ON "kitchens" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "kitchens_cuisines_idx" ON "kitchens" USING gin ("cuisines");--> statement-breakpoint
CREATE INDEX "kitchens_name_trgm_idx" ON "kitchens" USING gin ("name" gin_trgm_ops);