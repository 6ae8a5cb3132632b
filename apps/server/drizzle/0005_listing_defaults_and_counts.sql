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
-- One count function and three triggers per list; only the table, its status column and the counter row differ.
DO $do$
DECLARE
  listing text;
  status_column text;
BEGIN
  FOR listing, status_column IN VALUES ('ads', 'ads_status'), ('rentals', 'status') LOOP
    EXECUTE format($fn$CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE %2$s <> 'Inactive';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE %2$s <> 'Inactive';
  END IF;
  IF delta <> 0 THEN
    UPDATE listing_counts SET listed = listed + delta WHERE listing = %3$L;
  END IF;
  RETURN NULL;
END
$$$fn$, listing || '_listed_count', status_column, listing);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', listing || '_listed_count_insert', listing, listing || '_listed_count');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', listing || '_listed_count_update', listing, listing || '_listed_count');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', listing || '_listed_count_delete', listing, listing || '_listed_count');
  END LOOP;
END
$do$;
