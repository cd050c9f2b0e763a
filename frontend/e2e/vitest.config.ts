// End-to-end tests: Debian's Chromium driven by playwright-core against a running stack
// (E2E_BASE_URL, default http://localhost:18080). Run with `npx vitest run --config frontend/e2e/vitest.config.ts`.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['e2e/global-setup.ts'],
  },
});
