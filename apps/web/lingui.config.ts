import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's texts (docs/decisions/2300-languages.md, docs/translating.md). English is the source: a text's
 * English is its message in the code, and the .po files are keyed by it. One catalogue for the shell (shell/,
 * components/, lib/, app/) and one per feature folder, so a route loads only its own feature's texts and two
 * people translating different features never edit the same file.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/shell', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/app'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
  ],
});
