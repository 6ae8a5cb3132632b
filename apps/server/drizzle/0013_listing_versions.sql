-- Listing versions (issue 8): the listed-count triggers also bump a version on every statement that writes ads or
-- rentals, so a cached first page is served only while the version it was read at is current (decision 802).
ALTER TABLE "listing_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ads_listed_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE ads_status <> 'Inactive';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE ads_status <> 'Inactive';
  END IF;
  UPDATE listing_counts SET listed = listed + delta, version = version + 1 WHERE listing = 'ads';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rentals_listed_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE status <> 'Inactive';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE status <> 'Inactive';
  END IF;
  UPDATE listing_counts SET listed = listed + delta, version = version + 1 WHERE listing = 'rentals';
  RETURN NULL;
END
$$;
