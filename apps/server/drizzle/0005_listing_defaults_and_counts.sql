-- Custom migration (hand-written SQL; see docs/decisions/401 and 405).

-- 1. Every database, demo or not, starts with the buy & sell categories.
--    Keep this list equal to AD_DEFAULT_CATEGORIES in packages/shared/src/ads.ts (an API test compares them).
INSERT INTO "ad_categories" ("name", "position") VALUES
  ('Electronics', 1),
  ('Mobiles & Tablets', 2),
  ('Furniture', 3),
  ('Home Appliances', 4),
  ('Vehicles', 5),
  ('Books & Stationery', 6),
  ('Clothing & Fashion', 7),
  ('Sports & Fitness', 8),
  ('Kids & Toys', 9),
  ('Other', 10)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint

-- 2. Exact totals of the public ads and rentals lists (everything not Inactive), kept by statement-level
--    triggers so a list page reads one row instead of counting 100,000 index entries.
INSERT INTO "listing_counts" ("listing", "listed")
SELECT 'ads', count(*) FROM "ads" WHERE "ads_status" <> 'Inactive'
UNION ALL
SELECT 'rentals', count(*) FROM "rentals" WHERE "status" <> 'Inactive'
ON CONFLICT ("listing") DO UPDATE SET "listed" = EXCLUDED."listed";
--> statement-breakpoint
CREATE FUNCTION "ads_listed_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE ads_status <> 'Inactive';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE ads_status <> 'Inactive';
  END IF;
  IF delta <> 0 THEN
    UPDATE listing_counts SET listed = listed + delta WHERE listing = 'ads';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ads_listed_count_insert" AFTER INSERT ON "ads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ads_listed_count"();
--> statement-breakpoint
CREATE TRIGGER "ads_listed_count_update" AFTER UPDATE ON "ads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ads_listed_count"();
--> statement-breakpoint
CREATE TRIGGER "ads_listed_count_delete" AFTER DELETE ON "ads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ads_listed_count"();
--> statement-breakpoint
CREATE FUNCTION "rentals_listed_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE status <> 'Inactive';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE status <> 'Inactive';
  END IF;
  IF delta <> 0 THEN
    UPDATE listing_counts SET listed = listed + delta WHERE listing = 'rentals';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rentals_listed_count_insert" AFTER INSERT ON "rentals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rentals_listed_count"();
--> statement-breakpoint
CREATE TRIGGER "rentals_listed_count_update" AFTER UPDATE ON "rentals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rentals_listed_count"();
--> statement-breakpoint
CREATE TRIGGER "rentals_listed_count_delete" AFTER DELETE ON "rentals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "rentals_listed_count"();
