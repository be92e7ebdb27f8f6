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
