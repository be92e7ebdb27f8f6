import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contractMessages } from './plugins/contract-messages';

export default defineConfig({
  plugins: [
    react(),
    contractMessages(),
    // decision 033: installable, the app shell from the service worker; web/src/app/update-prompt.tsx registers it
    VitePWA({
      // a new build waits until the person chooses to reload: code is never swapped under a half-filled form
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'PraxisPort – Pflegeausbildung in der Praxis',
        short_name: 'PraxisPort',
        description: 'Praxisbegleitung, Praxisanleitung und Auszubildende der generalistischen Pflegeausbildung: Anwesenheit, Beurteilungen, Gespräche und Ausbildungsnachweis.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // Mantine's blue, shade 8 (the theme's primary in app/providers.tsx); the page is white
        theme_color: '#1971c2',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // the build's files; the .br/.gz copies come later (scripts/precompress.mjs) and are never precached;
        // the PDFs under /documents load when opened
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
        // every app route is index.html; the server's own paths go to the network
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/assets\//, /^\/documents\//, /^\/icons\//, /^\/[^/?]+\.\w+(\?|$)/],
        // no runtimeCaching: API answers never go into the service worker's caches (the query data of a signed-in
        // person lives in IndexedDB, which the app deletes on sign-out)
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // the data kept on the device for offline use is dropped when a new build takes over (lib/offline/engine.ts)
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)) },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'forks',
    // one module world per worker, not per file: each file otherwise re-imports Mantine, React and jsdom (test/setup.ts resets what tests change)
    isolate: false,
    // screens driven through user-event take 1–3 s each on a busy 2-core machine; 5 s (the default) timed out in CI
    testTimeout: 20_000,
  },
});
