// Benchmark scenario: ads and rentals listings (first page and a deep page) on 100,000 ads and 100,000 rentals.
//
// Shape (until the shared harness in scripts/bench/index.mjs lands, see the lead's note):
//   export default { name, seed: async (sql) => {...}, requests: [{ name, path }] }
// where `sql(text)` runs one SQL string (several statements allowed, run as one implicit transaction) against the
// migrated benchmark database.

const ADS = 100_000;
const RENTALS = 100_000;
const BENCH_USERS = 1_000;

/** 98,000 of the ads are listed (not Inactive): 12,250 pages of 8. A page near the end, and the middle one,
 *  which is the worst case because a page is read from the nearer end of the list. */
const DEEP_PAGE = 11_000;
const MIDDLE_PAGE = 6_125;

export default {
  name: 'ads-rentals',
  description: `Ads and rentals listings on ${ADS.toLocaleString('en')} ads and ${RENTALS.toLocaleString('en')} rentals (page 1 and page ${DEEP_PAGE})`,

  async seed(sql) {
    await sql(`
      INSERT INTO users (google_sub, email, name)
      SELECT 'bench:' || g, 'bench' || g || '@bench.padosi.in', 'Bench User ' || g FROM generate_series(1, ${BENCH_USERS}) g
      ON CONFLICT (google_sub) DO NOTHING;

      WITH u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE google_sub LIKE 'bench:%'),
           c AS (SELECT array_agg(id ORDER BY id) AS ids FROM ad_categories)
      INSERT INTO ads (user_id, category_id, title, description, price, contact_info, location, ads_status, images, created_at)
      SELECT u.ids[1 + g % array_length(u.ids, 1)],
             c.ids[1 + g % array_length(c.ids, 1)],
             (ARRAY['Sofa', 'Study table', 'Phone', 'Cycle', 'Washing machine', 'Books', 'Treadmill', 'Camera', 'Fridge', 'Guitar'])[1 + g % 10] || ' ' || g,
             'Bench ad number ' || g || '. Good condition, pick-up only.',
             round(((g::bigint * 7919) % 5000000)::numeric / 100, 2),
             lpad((9000000000 + g)::text, 10, '0'),
             'Block ' || (g % 40) || ', Bengaluru',
             CASE WHEN g % 50 = 0 THEN 'Inactive' WHEN g % 23 = 0 THEN 'Pending' WHEN g % 10 = 0 THEN 'Sold' ELSE 'Available' END,
             ARRAY['/uploads/ads/' || md5(g::text) || '.jpg', '/uploads/ads/' || md5((g + 1)::text) || '.jpg'],
             now() - (${ADS} - g) * interval '1 minute'
      FROM generate_series(1, ${ADS}) g, u, c;

      WITH u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE google_sub LIKE 'bench:%')
      INSERT INTO rentals (user_id, apartment_name, block_flat_number, address, rental_cost, description, available_from, type, phone_number, role_type, status, photos, created_at)
      SELECT u.ids[1 + g % array_length(u.ids, 1)],
             'Bench Residency ' || (g % 300),
             'T' || (g % 9) || '-' || (100 + g % 900),
             (g % 40) || ' Main Road, Bengaluru',
             5000 + (g * 37) % 60000,
             'Bench rental number ' || g || '. Close to the metro.',
             current_date + (g % 60),
             (ARRAY['family', 'bachelor', 'all'])[1 + g % 3],
             lpad((8000000000 + g)::text, 10, '0'),
             (ARRAY['owner', 'tenant'])[1 + g % 2],
             CASE WHEN g % 50 = 0 THEN 'Inactive' WHEN g % 7 = 0 THEN 'Rented' ELSE 'Available' END,
             CASE WHEN g % 4 = 0 THEN '{}'::text[] ELSE ARRAY[md5(g::text) || '.jpg'] END,
             now() - (${RENTALS} - g) * interval '1 minute'
      FROM generate_series(1, ${RENTALS}) g, u;
    `);
    // Index-only scans need the visibility map, so a deferred join reads no heap pages only after a vacuum.
    // VACUUM cannot share a multi-statement string (an implicit transaction), hence one call each.
    await sql('VACUUM ANALYZE ads');
    await sql('VACUUM ANALYZE rentals');
  },

  requests: [
    { name: 'ads: page 1, latest', path: '/api/ads/listing' },
    { name: `ads: page ${DEEP_PAGE}, latest`, path: `/api/ads/listing?page=${DEEP_PAGE}` },
    { name: `ads: page ${MIDDLE_PAGE} (middle), latest`, path: `/api/ads/listing?page=${MIDDLE_PAGE}` },
    { name: 'ads: page 1, price low to high', path: '/api/ads/listing?sort=priceLowHigh' },
    { name: `ads: page ${DEEP_PAGE}, price high to low`, path: `/api/ads/listing?page=${DEEP_PAGE}&sort=priceHighLow` },
    { name: `ads: page ${DEEP_PAGE}, title A to Z`, path: `/api/ads/listing?page=${DEEP_PAGE}&sort=title` },
    { name: "ads: one user's list", path: '/api/ads/listing/7' },
    { name: 'ads: details', path: '/api/ads/details/54321' },
    { name: 'rentals: page 1', path: '/api/rentals/listing' },
    { name: `rentals: page ${DEEP_PAGE}`, path: `/api/rentals/listing?page=${DEEP_PAGE}` },
    { name: `rentals: page ${MIDDLE_PAGE} (middle)`, path: `/api/rentals/listing?page=${MIDDLE_PAGE}` },
  ],
};
