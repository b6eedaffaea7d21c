import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintPreload } from './vite-plugins/first-paint-preload.ts';
import { firstRouteGuard } from './vite-plugins/first-route-guard.ts';
import { leanIntlPolyfills } from './vite-plugins/lean-intl-polyfills.ts';
import { noParser, precompiledMessages } from './vite-plugins/precompiled-messages.ts';
import { precachePacks } from './vite-plugins/precache-packs.ts';
import { preloadDeps } from './vite-plugins/preload-deps.ts';
import { routeChunkLoaders } from './vite-plugins/route-chunk-loaders.ts';
import { forEveryone } from './sw/precache-split.ts';

const deps = preloadDeps();
// The install's small files in one download (ADR 141); a language's or the editor's files stay apart, as they
// may be left for later, and a file over 16 KiB costs more in bytes than its round trip.
const packs = precachePacks({ maxFileBytes: 16 * 1024, include: forEveryone });

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go with their page's lazy chunk: they import the typed API client, which the first
      // route's JavaScript must not carry.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    // The page imports (and Vite's preload lists with them) go to one lazy chunk; the home page and the
    // language layout, which the first paint waits for, keep theirs.
    routeChunkLoaders({
      routeTree: 'src/route-tree.gen.ts',
      keep: /[\\/]routes[\\/]\{-\$locale\}[\\/](index|route)\.tsx\?/,
    }),
    precompiledMessages(),
    leanIntlPolyfills(),
    firstPaintPreload(),
    deps.plugin,
    firstRouteGuard(),
    // Brotli and gzip copies written once at build: the server sends them as they are (api/static.ts)
    // instead of gzipping every script for every device that installs the app.
    compression({ threshold: 1024 }),
    packs.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/favicon.svg'],
      manifest: {
        id: '/',
        name: 'Qaryzsyz — Қарызсыз қоғам',
        short_name: 'Qaryzsyz',
        description: 'Қаржылық сауаттылық және ауылдарды дамыту бағдарламасы',
        lang: 'kk',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f5f56',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Every route chunk and every catalog is precached, so any page opens offline after one visit.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        buildPlugins: { vite: [packs.swPlugin()] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      noParser,
      // React 19 has useSyncExternalStore: TanStack's store gets the selector wrapper without the shim.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` } },
  build: {
    manifest: true,
    modulePreload: { resolveDependencies: deps.resolveDependencies },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Route definitions (loaded with the first page) go in one chunk: left alone, every route
          // file that its lazy component also imports became its own tiny file, ~30 requests.
          groups: [{ name: 'route-definitions', test: /[\\/]src[\\/]routes[\\/].*\.tsx$/, tags: ['$initial'] }],
        },
      },
    },
  },
});
