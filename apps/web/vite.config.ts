import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros (<Trans>, t`…`) become catalogue lookups at build time, and the .po catalogues compiled
    // modules (docs/decisions/2300-languages.md). Babel runs only on files that use a macro.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    }),
    react(),
    lingui({ failOnCompileError: true }),
    tailwindcss(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  // Preact's compat layer renders the React components (docs/decisions/1103): about 50 KB less JavaScript on every page.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The server's first-screen render (src/entry-server.tsx, decision 1104) bundles its libraries, so that they too
  // resolve react to Preact: one Preact, never React beside it.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/review': api, '/uploads': api },
  },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, outDir: 'dist-ssr', copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        chunkSizeWarningLimit: 400,
        // A font stays a file however small: the CSP allows fonts from 'self' only, not data: URLs.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        // A few route-level chunks instead of a waterfall of tiny ones (docs/decisions/1102): the libraries every page
        // runs in one vendor chunk, and the icons two or more chunks share in one small chunk, instead of one file each.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/](preact|react-router|@tanstack[\\/][^\\/]+)[\\/]/, priority: 30 },
                { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 20 },
              ],
            },
          },
        },
      },
}));
