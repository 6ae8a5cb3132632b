CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ride_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"mode" text NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"ride_date" date NOT NULL,
	"ride_time" text NOT NULL,
	"available_seats" smallint DEFAULT 1 NOT NULL,
	"vehicle_details" text DEFAULT '' NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurrence_pattern" text,
	"recurrence_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"recurrence_interval" smallint DEFAULT 1 NOT NULL,
	"recurrence_end_date" date,
	"recurrence_exceptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_date" date GENERATED ALWAYS AS (CASE WHEN "rides"."is_recurring" THEN coalesce("rides"."recurrence_end_date", DATE '9999-12-31') ELSE "rides"."ride_date" END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"request_date" date NOT NULL,
	"request_time" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"provider_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_help_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_help_requests" ADD CONSTRAINT "home_help_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_help_requests" ADD CONSTRAINT "home_help_requests_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_help_status_history" ADD CONSTRAINT "home_help_status_history_request_id_home_help_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."home_help_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_help_status_history" ADD CONSTRAINT "home_help_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rides_one_off_idx" ON "rides" USING btree ("ride_date","ride_time","id") WHERE "rides"."is_recurring" = false;--> statement-breakpoint
CREATE INDEX "rides_recurring_idx" ON "rides" USING btree ("last_date","ride_date") WHERE "rides"."is_recurring" = true;--> statement-breakpoint
CREATE INDEX "rides_user_last_date_idx" ON "rides" USING btree ("user_id","last_date");--> statement-breakpoint
CREATE INDEX "rides_from_trgm_idx" ON "rides" USING gin ("from_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rides_to_trgm_idx" ON "rides" USING gin ("to_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "home_help_user_idx" ON "home_help_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "home_help_service_type_idx" ON "home_help_requests" USING btree ("service_type","id");--> statement-breakpoint
CREATE INDEX "home_help_status_idx" ON "home_help_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "home_help_provider_idx" ON "home_help_requests" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "home_help_address_trgm_idx" ON "home_help_requests" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "home_help_history_request_idx" ON "home_help_status_history" USING btree ("request_id","changed_at");