// Runs only the twin's tests: it is a pure library, so it needs none of the testkit's backing services.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'twin',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
