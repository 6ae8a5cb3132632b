import fs from 'node:fs';

/*
 * Boundaries, kept by lint (decisions 901 and 2210).
 * - Layers (`layerZones`, import-x/no-restricted-paths on resolved files): nothing imports a layer above its own.
 *   Server, lowest first: config.ts < platform/ < db/ < modules/ < app.ts, startup-report.ts < server.ts, cli.ts.
 *   Web: lib/ < components/ < features/ < shell/ < app/ < main.tsx, entry-server.tsx. The shared package imports
 *   no app. Cycles are import-x/no-cycle (eslint.config.js).
 * - Neighbours (no-restricted-imports): a server module reaches another module only through its `*.service`; a web
 *   feature imports no other feature.
 * - Routes: a route file reaches SQL only through a service (no `*.repo` or `*-queries` import: schema, policy, call,
 *   status; decision 2200).
 * Web feature names are read from the folder, so a new feature is covered the day it is created.
 */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const noRepoInRoutes = {
  regex: String.raw`(^|/)[\w-]+(\.repo|-queries)$`,
  message: 'A route file calls its service, never a repository: routes do schema, policy, one service call and the status (decision 2200).',
};
const serviceOnly = {
  regex: String.raw`^\.\./[\w-]+/(?![\w-]+\.service$)[\w./-]+$`,
  message: 'A module uses another module only through its service (modules/<name>/<name>.service.ts).',
};

/*
 * The one exception: my-listings (from main, issue 15) is a dashboard of the signed-in user's listings in every
 * other feature, and reads them with those features' own query hooks. It may import another feature's `api/`
 * folder and nothing else of it; moving the five list hooks to lib/ would split each feature's API in two.
 */
const mayReadOtherFeaturesApi = new Set(['my-listings']);

const featureZone = (name) => ({
  files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: String.raw`^(\.\./)+(features/)?(${webFeatures.filter((f) => f !== name).join('|')})(${mayReadOtherFeaturesApi.has(name) ? '/(?!api/)' : '/'}|$)`,
            message: 'Web features do not import each other: move the shared piece to components/ (or lib/).',
          },
        ],
      },
    ],
  },
});

export const boundaryRules = [
  // API tests may look inside the module they test and its neighbours (caches, search words) to arrange and assert.
  { files: ['apps/server/src/modules/*/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [serviceOnly] }] } },
  // A later entry replaces the rule for the files it names, so the route zone repeats the service-only pattern.
  { files: ['apps/server/src/modules/**/*.routes.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [serviceOnly, noRepoInRoutes] }] } },
  ...webFeatures.map(featureZone),
];

const server = (p) => `./apps/server/src/${p}`;
const web = (p) => `./apps/web/src/${p}`;
const serverTop = ['app.ts', 'startup-report.ts', 'server.ts', 'cli.ts'].map(server);
const webTop = ['main.tsx', 'entry-server.tsx'].map(web);

/** Which folders a layer may not import, each with the reason a reader sees. */
export const layerZones = [
  {
    target: server('config.ts'),
    from: [server('platform'), server('db'), server('modules'), ...serverTop],
    message: 'config.ts is read by every layer and imports none of them.',
  },
  {
    target: server('platform'),
    from: [server('db'), server('modules'), ...serverTop],
    message: 'platform/ is the lowest layer: it knows no table and no module. Take what it needs as an argument from the caller.',
  },
  { target: server('db'), from: [server('modules'), ...serverTop], message: 'db/ (schema and shared SQL) imports no module: let the module call it.' },
  { target: server('modules'), from: serverTop, message: 'Modules do not import the app that assembles them: let app.ts pass the piece in.' },
  { target: './packages/shared/src', from: ['./apps'], message: 'The shared package imports neither app.' },
  {
    target: web('lib'),
    from: [web('components'), web('features'), web('shell'), web('app'), ...webTop],
    message: 'lib/ is the lowest layer of the web: it imports no component, feature, shell or app.',
  },
  {
    target: web('components'),
    from: [web('features'), web('shell'), web('app'), ...webTop],
    message: 'components/ are shared: they import no feature, shell or app. Pass the piece in as a prop.',
  },
  {
    target: web('features'),
    from: [web('shell'), web('app'), ...webTop],
    message: 'Features do not import app/ or shell/: move the shared piece to components/ or lib/.',
  },
  { target: web('shell'), from: [web('app'), ...webTop], message: 'shell/ imports nothing from app/: app/ assembles the shell.' },
  { target: web('app'), from: webTop, message: 'app/ does not import the entry points that start it.' },
];
