// vitest globalSetup: starts the shared backing services once per run and provides their addresses.
import type { TestProject } from 'vitest/node';
import { startSharedBacking, type BackingInfo } from './shared-backing.js';

declare module 'vitest' {
  export interface ProvidedContext {
    backing: BackingInfo;
  }
}

export default async function setup(project: TestProject) {
  const running = await startSharedBacking();
  project.provide('backing', running.info);
  return async () => {
    await running.stop();
  };
}
