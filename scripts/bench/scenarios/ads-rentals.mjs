// Benchmark scenario: ads and rentals listings (page 1, a deep page and the middle page) on BENCH_LISTINGS ads and as
// many rentals (BENCH_PROVIDERS unless set; 100,000 by default). Shape: see scripts/bench/index.mjs.

const BENCH_USERS = 1_000;

/** The highest page the lists accept (`pageMax` of AdListQuery and RentalListQuery in packages/shared); past it, 400. */
const PAGE_MAX = 100_000;

/** One in 50 of each list is Inactive, so 98 % are listed, 8 a page. A page near the end (about 90 % of the way;
 *  11,000 of 12,250 at 100,000; at most PAGE_MAX) and the middle one, the worst case, because a page is read from the
 *  nearer end. */
function pagesOf(listings) {
  const pages = Math.ceil((listings - Math.floor(listings / 50)) / 8);
  const deep = Math.min(PAGE_MAX, Math.max(2, Math.floor((pages * 0.9) / 1000) * 1000));
  return { deep, middle: Math.min(PAGE_MAX, Math.max(1, Math.ceil(pages / 2))) };
}
const n = (x) => x.toLocaleString('en');
/** Issue 28's targets: page 1 close to a bare primary-key read, any numbered page within 100 ms at p99. */
const FIRST_PAGE = { targetP99Ms: 30, targetOfBarePg: 0.6 };
const NUMBERED_PAGE = { targetP99Ms: 100 };

export default {
  name: 'ads-rentals',

  async seed(sql, { listings }) {
    const [ADS, RENTALS] = [listings, listings];
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
    return { listings };
  },

  requests: ({ listings }) => {
    const { deep, middle } = pagesOf(listings);
    return [
      { name: 'ads: page 1, latest', path: '/api/ads/listing', ...FIRST_PAGE },
      { name: `ads: page ${n(deep)}, latest`, path: `/api/ads/listing?page=${deep}`, ...NUMBERED_PAGE },
      { name: `ads: page ${n(middle)} (middle), latest`, path: `/api/ads/listing?page=${middle}`, ...NUMBERED_PAGE },
      { name: 'ads: page 1, price low to high', path: '/api/ads/listing?sort=priceLowHigh' },
      { name: `ads: page ${n(deep)}, price high to low`, path: `/api/ads/listing?page=${deep}&sort=priceHighLow`, ...NUMBERED_PAGE },
      { name: `ads: page ${n(deep)}, title A to Z`, path: `/api/ads/listing?page=${deep}&sort=title`, ...NUMBERED_PAGE },
      { name: "ads: one user's list", path: '/api/ads/listing/7' },
      { name: 'ads: details', path: `/api/ads/details/${Math.min(54321, listings - 1)}` },
      { name: 'rentals: page 1', path: '/api/rentals/listing', ...FIRST_PAGE },
      { name: `rentals: page ${n(deep)}`, path: `/api/rentals/listing?page=${deep}`, ...NUMBERED_PAGE },
      { name: `rentals: page ${n(middle)} (middle)`, path: `/api/rentals/listing?page=${middle}`, ...NUMBERED_PAGE },
    ];
  },
};
