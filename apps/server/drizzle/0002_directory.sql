CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"button_text" text,
	"button_link" text,
	"status" boolean DEFAULT true NOT NULL,
	"expire_date" timestamp with time zone NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"module_url" text,
	"icon_path" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"toprating" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"service_provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_service_provider_id_pk" PRIMARY KEY("user_id","service_provider_id")
);
--> statement-breakpoint
CREATE TABLE "home_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"image" text,
	"link" text,
	"button_text" text,
	"category_id" integer,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"shopname" text,
	"address" text,
	"pincode" text,
	"apartment_id" integer,
	"business_details" text,
	"parent_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"profile_image" text,
	"long_desc" text,
	"admin_verified" boolean DEFAULT false NOT NULL,
	"is_admin_contact" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "service_providers"."search_text")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"comments" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"profile_pic_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_cards" ADD CONSTRAINT "home_cards_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_active_idx" ON "banners" USING btree ("status","expire_date");--> statement-breakpoint
CREATE INDEX "categories_parent_priority_idx" ON "categories" USING btree ("parent_id","priority");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_provider_user_idx" ON "reviews" USING btree ("service_provider_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_created_idx" ON "reviews" USING btree ("service_provider_id","created_at");--> statement-breakpoint
CREATE INDEX "service_providers_category_idx" ON "service_providers" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "service_providers_parent_idx" ON "service_providers" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "service_providers_user_idx" ON "service_providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_providers_name_trgm_idx" ON "service_providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_search_trgm_idx" ON "service_providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_search_vector_idx" ON "service_providers" USING gin ("search_vector");