-- Custom migration (hand-written): every database, demo or not, starts with the buy & sell categories.
-- Keep this list equal to AD_DEFAULT_CATEGORIES in packages/shared/src/ads.ts (a test compares them).
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
