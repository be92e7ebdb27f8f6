import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractMessages } from './plugins/contract-messages';

export default defineConfig({
  plugins: [react(), contractMessages()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // issue 17 (decision 023): automatic code splitting made a chunk of every set of pages sharing a
    // module (76 files for one page, each ≈ 1 KB of response headers over http/1.1). Common chunks
    // under 20 KB of source are copied into the chunks that read them (one shared module state kept by
    // rolldown's runtime); CSS stays in files (Vite's CSS plugin sees a chunk's modules as one file).
    rolldownOptions: {
      preserveEntrySignatures: false,
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 20 * 1024, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'forks',
    // screens driven through user-event take 1–3 s each on a busy 2-core machine; 5 s (the default) timed out in CI
    testTimeout: 20_000,
  },
});
