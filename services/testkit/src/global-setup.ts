// vitest globalSetup: ONE set of backing services per test run, its addresses provided to every file
// as inject('backing'); test files isolate themselves with a namespace (see backing.ts).
import type { TestProject } from 'vitest/node';
import { startSharedBacking } from './shared-backing.js';

export default async function setup({ provide }: TestProject) {
  const running = await startSharedBacking();
  provide('backing', running.info);
  return async () => {
    await running.stop();
  };
}
