import fs from 'node:fs';

/*
 * Module boundaries, kept by lint (decision 901). Each rule is a no-restricted-imports zone:
 * - server: a module reaches another module only through its `*.service`; db/ and platform/ import no module; a
 *   route file reaches SQL only through a service (no `*.repo` or `*-queries` import: schema, policy, call, status);
 * - web: a feature imports no other feature, nor app/ or shell/; components/ and lib/ import no feature, app or shell.
 * Web feature names are read from the folder, so a new feature is covered the day it is created.
 */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const serviceOnly = {
  regex: String.raw`^\.\./[\w-]+/(?![\w-]+\.service$)[\w./-]+$`,
  message: 'A module uses another module only through its service (modules/<name>/<name>.service.ts).',
};
const noRepoInRoutes = {
  regex: String.raw`(^|/)[\w-]+(\.repo|-queries)$`,
  message: 'A route file calls its service, never a repository: routes do schema, policy, one service call and the status (decision 2200).',
};
const noModules = { regex: String.raw`(^|/)modules(/|$)`, message: 'db/ and platform/ import no module: move the piece here, or let the module call it.' };
const noAppOrShell = {
  regex: String.raw`^(\.\./)+(app|shell)(/|$)`,
  message: 'Features do not import app/ or shell/: move the shared piece to components/ or lib/.',
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
          noAppOrShell,
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
  { files: ['apps/server/src/db/**/*.ts', 'apps/server/src/platform/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noModules] }] } },
  ...webFeatures.map(featureZone),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^(\.\./)+(features|app|shell)(/|$)`, message: 'components/ and lib/ are shared: they import no feature, app or shell.' },
          ],
        },
      ],
    },
  },
];
