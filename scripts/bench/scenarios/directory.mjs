// Directory scenario: 12 main categories with 6 trades each, BENCH_PROVIDERS providers and 5,000 users made by a
// few INSERT … SELECT generate_series statements; then suggestions, search, category pages and details.
const TRADES = [
  'Plumber',
  'Electrician',
  'Carpenter',
  'Painter',
  'Pest Control',
  'Home Cleaning',
  'AC Repair',
  'Appliance Repair',
  'Mobile Repair',
  'Computer Repair',
  'Vehicle Repair',
  'Locksmith',
  'Physician',
  'Dentist',
  'Physiotherapist',
  'Pharmacy',
  'Diagnostic Lab',
  'Nursing',
  'Tuition',
  'Music Classes',
  'Dance Classes',
  'Coding Classes',
  'Yoga',
  'Swimming',
  'Tiffin Service',
  'Bakery',
  'Caterers',
  'Sweet Shop',
  'Juice Bar',
  'Restaurant',
  'Grocery',
  'Stationery',
  'Hardware',
  'Florist',
  'Tailor',
  'Optician',
  'Salon',
  'Spa',
  'Makeup Artist',
  'Barber',
  'Mehendi Artist',
  'Gym',
  'Photographer',
  'Decorator',
  'DJ and Sound',
  'Event Planner',
  'Tent House',
  'Band',
  'Packers and Movers',
  'Taxi',
  'Courier',
  'Driver on Call',
  'Auto Rickshaw',
  'Truck Rental',
  'Chartered Accountant',
  'Lawyer',
  'Architect',
  'Interior Designer',
  'Notary',
  'Insurance Agent',
  'Veterinarian',
  'Pet Grooming',
  'Pet Boarding',
  'Pet Food',
  'Dog Trainer',
  'Aquarium',
  'Maid',
  'Cook',
  'Nanny',
  'Elder Care',
  'Gardener',
  'Security Guard',
];
const MAINS = [
  'Home Services',
  'Repairs',
  'Health',
  'Education',
  'Food',
  'Shops',
  'Beauty',
  'Events',
  'Transport',
  'Professional Services',
  'Pets',
  'Household Help',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Reddy',
  'Khan',
  'Nair',
  'Rao',
  'Patel',
  'Singh',
  'Das',
  'Joshi',
  'Menon',
  'Kapoor',
  'Bose',
  'Pillai',
  'Shah',
  'Mehta',
  'Chopra',
  'Yadav',
  'Agarwal',
  'Banerjee',
  'Kulkarni',
  'Hegde',
  'Naidu',
  'Fernandes',
  'DSouza',
  'Malhotra',
  'Saxena',
  'Tiwari',
  'Mishra',
  'Pandey',
  'Chauhan',
  'Thakur',
  'Sethi',
  'Bhat',
  'Shetty',
  'Gowda',
  'Pai',
  'Kamath',
];
const SUFFIXES = ['Services', 'Works', 'Enterprises', 'Solutions', 'Traders', 'Clinic', 'Studio', 'Centre', 'Agency', 'and Sons', 'Experts', 'Point'];
const AREAS = ['Koramangala', 'Indiranagar', 'HSR Layout', 'Whitefield', 'Jayanagar', 'Malleshwaram', 'BTM Layout', 'Hebbal', 'Banashankari', 'Yelahanka'];

const arr = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/** `db` is the harness's sql(text) function with exec(text) and query(text, params). */
async function seed(db, { providers }) {
  await db.exec(`
    INSERT INTO users (google_sub, email, name, phone_number)
    SELECT 'bench-directory:' || g, 'bench-directory' || g || '@bench.padosi.in',
           (${arr(['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Imran', 'Meera'])})[1 + g % 10] || ' ' || (${arr(SURNAMES)})[1 + (g / 10) % 40],
           '98' || lpad(g::text, 8, '0')
    FROM generate_series(1, 5000) g
    ON CONFLICT (google_sub) DO NOTHING;
    INSERT INTO categories (name, priority, toprating) SELECT (${arr(MAINS)})[g], g, g <= 6 FROM generate_series(1, 12) g;
    INSERT INTO categories (name, parent_id, priority)
    SELECT (${arr(TRADES)})[(m.priority - 1) * 6 + s], m.id, s FROM categories m, generate_series(1, 6) s WHERE m.parent_id IS NULL;
  `);
  // One statement for all providers; the GIN indexes are filled as rows arrive. The phone number's product is widened
  // to bigint: at 1,000,000 providers g × 7919 passes the 32-bit integer range.
  await db.exec(`
    WITH subs AS (SELECT c.id, c.parent_id, c.name, p.name AS main, row_number() OVER (ORDER BY c.id) - 1 AS n
                  FROM categories c JOIN categories p ON p.id = c.parent_id),
         u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE google_sub LIKE 'bench-directory:%')
    INSERT INTO service_providers (user_id, name, shopname, address, pincode, parent_id, category_id, phone_number, profile_image,
                                   business_details, rating, review_count, admin_verified, is_admin_contact, search_text, created_at)
    SELECT u.ids[1 + g % 5000],
           (${arr(SURNAMES)})[1 + g % 40] || ' ' || subs.name || ' ' || (${arr(SUFFIXES)})[1 + (g / 40) % 12],
           CASE WHEN g % 3 > 0 THEN (${arr(SURNAMES)})[1 + g % 40] || ' ' || (${arr(SUFFIXES)})[1 + (g / 40) % 12] END,
           (g % 200) || ', Main Road, ' || (${arr(AREAS)})[1 + g % 10] || ', Bengaluru', '5600' || lpad((g % 99)::text, 2, '0'),
           subs.parent_id, subs.id, '9' || lpad((g::bigint * 7919 % 1000000000)::text, 9, '0'), NULL,
           subs.name || ' · ' || (1 + g % 25) || ' years of experience · ' || (${arr(AREAS)})[1 + g % 10],
           ((g * 37) % 51) / 10.0, g % 40, g % 7 = 0, g % 97 = 0,
           lower(subs.name || ' ' || subs.main || ' ' || (${arr(AREAS)})[1 + g % 10]),
           now() - (g % 700) * interval '1 day'
    FROM generate_series(1, ${providers}) g JOIN subs ON subs.n = g % 72 CROSS JOIN u;
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM service_providers, unnest(tsvector_to_array(search_vector)) w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
  `);
  const categories = await db.query('SELECT id, parent_id FROM categories ORDER BY id');
  const [{ min, max }] = await db.query('SELECT min(id)::int AS min, max(id)::int AS max FROM service_providers');
  return { categoryIds: categories.map((c) => c.id), minProviderId: min, maxProviderId: max };
}

/** A fixed pseudo-random sequence, so every run asks for the same things. */
function* sequence(seed = 7) {
  let s = seed;
  for (;;) {
    s = (s * 1103515245 + 12345) % 2147483648;
    yield s;
  }
}
const take = (n, fn) => {
  const gen = sequence();
  return Array.from({ length: n }, () => fn(gen.next().value));
};

/** What people type: each word's prefixes as the 300 ms pauses send them. */
const TYPED = [
  'plumber',
  'electrician',
  'sharma',
  'dentist',
  'tuition',
  'yoga',
  'reddy',
  'bakery',
  'salon',
  'movers',
  'gupta',
  'carpenter',
  'kapoor',
  'tailor',
  'priya',
].flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)));
const SEARCHES = [
  'plumber',
  'plumbr',
  'electrician',
  'electrision',
  'sharma plumber',
  'dentist koramangala',
  'tuition',
  'yoga classes',
  'bakery',
  'packers movers',
  'ac repair',
  'salon',
  'carpentr',
  'pest control whitefield',
  'tailor',
];
const letters = 'abcdefghijklmnopqrstuvwxyz';

export default {
  name: 'directory',
  seed,
  requests: ({ categoryIds, minProviderId, maxProviderId }) => [
    {
      title: 'suggestions (typed prefixes)',
      targetP99Ms: 30,
      paths: TYPED.map((t) => `/api/service-providers/search/suggestions?term=${encodeURIComponent(t)}`),
    },
    {
      title: 'suggestions (every term new)',
      targetP99Ms: 50,
      paths: take(
        20_000,
        (n) => `/api/service-providers/search/suggestions?term=${letters[n % 26]}${letters[(n >> 5) % 26]}${letters[(n >> 10) % 26]}${n % 1000}`,
      ),
    },
    { title: 'search', targetP99Ms: 50, paths: SEARCHES.map((t) => `/api/service-providers/search/search_term?term=${encodeURIComponent(t)}`) },
    {
      title: 'category listing',
      targetP99Ms: 30,
      paths: take(500, (n) => `/api/service-providers/listing/${categoryIds[n % categoryIds.length]}?page=${1 + (n % 5)}`),
    },
    {
      title: 'provider details (2,000 popular)',
      targetP99Ms: 30,
      paths: take(2000, (n) => `/api/service-providers/details/${minProviderId + (n % (maxProviderId - minProviderId + 1))}`),
    },
    {
      title: 'provider details (every id new)',
      // Issue 28: at least the bare primary-key route's throughput, with a p99 within 1.25× of its p99.
      targetP99Ms: 30,
      targetOfBarePg: 1,
      targetP99OfBarePg: 1.25,
      paths: Array.from(
        { length: maxProviderId - minProviderId + 1 },
        (_, i) => `/api/service-providers/details/${minProviderId + ((i * 7919) % (maxProviderId - minProviderId + 1))}`,
      ),
    },
  ],
};
