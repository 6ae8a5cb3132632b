import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/*
 * Every catalogue against the code (docs/translating.md): each text the code uses is in the catalogue, each text in
 * the catalogue is still used, and each has its Hindi. Fails with the texts to fix; `npm run i18n:extract -w
 * apps/web` brings the catalogues in line with the code, then the Hindi goes into hi.po.
 */
const webDir = path.resolve(import.meta.dirname, '../..');
const config = getConfig({ cwd: webDir, configPath: path.join(webDir, 'lingui.config.ts') });

describe('the message catalogues', async () => {
  const catalogs = await getCatalogs(config);

  it('are one per folder: the shell and each feature', () => {
    expect(catalogs.length).toBeGreaterThan(1);
  });

  for (const catalog of catalogs) {
    const name = path.relative(webDir, catalog.path);
    it(`${name}: the code's texts, no more and no fewer, each in Hindi`, async () => {
      const used = Object.values((await catalog.collect()) ?? {}).map((m) => m.message ?? '');
      const stored = await catalog.readAll();
      const english = Object.values(stored.en ?? {})
        .filter((m) => !m.obsolete)
        .map((m) => m.message ?? '');
      const hindi = Object.values(stored.hi ?? {}).filter((m) => !m.obsolete);
      const notExtracted = used.filter((text) => !english.includes(text));
      const orphans = english.filter((text) => !used.includes(text));
      const obsolete = Object.values(stored.hi ?? {})
        .filter((m) => m.obsolete)
        .map((m) => m.message);
      const withoutHindi = hindi.filter((m) => !m.translation?.trim()).map((m) => m.message);
      const hindiOnly = hindi.map((m) => m.message ?? '').filter((text) => !english.includes(text));
      expect({ notExtracted, orphans, obsolete, withoutHindi, hindiOnly }).toEqual({
        notExtracted: [],
        orphans: [],
        obsolete: [],
        withoutHindi: [],
        hindiOnly: [],
      });
      // Collecting parses the folder's sources with Babel: seconds on a busy 2-core machine.
    }, 60_000);
  }
});
