import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractMessages } from './plugins/contract-messages';

export default defineConfig({
  plugins: [react(), contractMessages()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'forks',
  },
});
