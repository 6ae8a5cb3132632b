-- Which categories supply home help (issue 24): an admin's explicit choice, replacing the name rule of decision 503.
-- Existing portals keep what the name rule gave them: each active or inactive category named for maids, cooks or
-- house keeping (whole words, case-insensitive) starts with that choice; the admin changes it in the console.
ALTER TABLE "categories" ADD COLUMN "home_help" text;--> statement-breakpoint
UPDATE "categories" SET "home_help" = CASE
  WHEN "name" ~* '\m(cooks?|cooking)\M' THEN 'cook'
  WHEN "name" ~* '\m(house[ -]?keeping|housekeepers?)\M' THEN 'housekeeping'
  WHEN "name" ~* '\mmaids?\M' THEN 'maid'
END;
