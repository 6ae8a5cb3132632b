// The cheapest routes, read against the bare Fastify route: what every request pays before any work (/healthz), the
// cached main categories, and the home page's data: the calls the server makes for its first screen
// (firstScreenOf('/') in packages/shared/src/first-screen.ts), which the browser makes again when they are stale.
// The directory scenario seeds the categories; four home cards are seeded here. The targets are issue 28's.
const HOME_DATA = ['/api/managecategory/maincategorylisting', '/api/banners', '/api/managecategory/homecards-categories/listing', '/api/homecards/listing'];

export default {
  name: 'platform',
  async seed(sql) {
    await sql(`INSERT INTO home_cards (title, subtitle, link, button_text, priority)
               SELECT 'Card ' || g, 'What the neighbourhood offers', '/ads', 'See more', g FROM generate_series(1, 4) g`);
  },
  requests: [
    { title: '/healthz', path: '/healthz', targetOfBare: 0.8 },
    { title: 'main categories (cached)', path: HOME_DATA[0], targetOfBare: 0.6 },
    { title: "home page's data (4 calls in turn)", paths: HOME_DATA, targetOfBare: 0.6 },
  ],
};
