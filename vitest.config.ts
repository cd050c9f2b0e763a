// One run for every unit and integration test. Services get real NATS, FerretDB and MinIO from the
// testkit's global setup (one shared set; each test file isolates itself with its own namespace).
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'services',
          include: ['proto/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'deploy/local/src/**/*.test.ts'],
          globalSetup: ['services/testkit/src/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(existsSync('frontend/vitest.config.ts') ? ['frontend/vitest.config.ts'] : []),
    ],
  },
});
