-- Listing versions (issue 8): the listed-count triggers also bump a version on every statement that writes ads or
-- rentals, so a cached first page is served only while the version it was read at is current (decision 802).
ALTER TABLE "listing_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Both lists' count functions, written the same way for each table (its status column and its counter row).
DO $do$
DECLARE
  listing text;
  status_column text;
BEGIN
  FOR listing, status_column IN VALUES ('ads', 'ads_status'), ('rentals', 'status') LOOP
    EXECUTE format($fn$CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE %2$s <> 'Inactive';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE %2$s <> 'Inactive';
  END IF;
  UPDATE listing_counts SET listed = listed + delta, version = version + 1 WHERE listing = %3$L;
  RETURN NULL;
END
$$$fn$, listing || '_listed_count', status_column, listing);
  END LOOP;
END
$do$;
