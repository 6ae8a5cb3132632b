import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's texts (docs/decisions/2300-languages.md, docs/translating.md). English is the source: a text's
 * English is its message in the code, and the .po files are keyed by it. One catalogue for the shell (shell/,
 * components/, lib/, app/) and one per feature folder, so a route loads only its own feature's texts and two
 * people translating different features never edit the same file.
 *
 * The home page's first screen is the exception: its own texts (the hero, the header's search box, the banners) are
 * in the shell's catalogue, so the first page carries only that one catalogue (100 KB budget, decision 2300), and the
 * directory's catalogue comes with the sections below the first screen and with the directory's other pages. Shared
 * components that only feature pages show have a catalogue of their own (LATER), for the same budget.
 */
const FIRST_SCREEN = ['pages/home-page.tsx', 'components/search-box.tsx', 'components/banner-carousel.tsx'].map(
  (file) => `<rootDir>/src/features/directory/${file}`,
);

/**
 * Shared components that only feature pages show (the console's navigation, photo fields, the rich-text editor):
 * their texts load with every feature route, not with the first page (the 100 KB budget, decision 2300).
 */
const LATER = ['admin', 'images'].map((dir) => `<rootDir>/src/components/${dir}`).concat('<rootDir>/src/components/ui/rich-text-editor.tsx');

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/shell', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/app', ...FIRST_SCREEN],
      exclude: ['**/*.test.*', ...LATER.map((p) => (p.endsWith('.tsx') ? p : `${p}/**`))],
    },
    { path: '<rootDir>/src/locales/later/{locale}', include: LATER, exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*', ...FIRST_SCREEN],
    },
  ],
});
