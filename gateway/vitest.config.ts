// The gateway's own test run: `npx vitest run --config gateway/vitest.config.ts` from the repository root.
// Tests need only NATS: under the root config they use the shared backing services of the testkit's global
// setup; run alone they start a private nats-server per file (see src/test-support/nats.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'gateway',
    include: ['gateway/src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
