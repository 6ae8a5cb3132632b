CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"name" text NOT NULL,
	"invite_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flats" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"flat_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"via" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residencies_status_check" CHECK ("residencies"."status" IN ('pending', 'approved', 'declined', 'moved_out')),
	CONSTRAINT "residencies_role_check" CHECK ("residencies"."role" IN ('owner', 'tenant'))
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flats" ADD CONSTRAINT "flats_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residencies" ADD CONSTRAINT "residencies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residencies" ADD CONSTRAINT "residencies_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residencies" ADD CONSTRAINT "residencies_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_apartment_name_idx" ON "blocks" USING btree ("apartment_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_invite_code_idx" ON "blocks" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "flats_block_name_idx" ON "flats" USING btree ("block_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "residencies_one_open_idx" ON "residencies" USING btree ("user_id") WHERE "residencies"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "residencies_flat_approved_idx" ON "residencies" USING btree ("flat_id") WHERE "residencies"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "residencies_pending_idx" ON "residencies" USING btree ("created_at") WHERE "residencies"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "residencies_user_idx" ON "residencies" USING btree ("user_id","created_at");