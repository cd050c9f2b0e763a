// Starts the whole product for the end-to-end tests (profile e2e: gateway on :18080, its own ports and
// a fresh data directory), unless E2E_BASE_URL points at a stack that is already running.
import { fileURLToPath } from 'node:url';
import { startStack, type Stack } from '@immortal/local';

export default async function setup() {
  if (process.env.E2E_BASE_URL) return;
  const rootDir = fileURLToPath(new URL('../..', import.meta.url));
  const stack: Stack = await startStack({ profile: 'e2e', rootDir, log: () => undefined });
  process.env.E2E_BASE_URL = stack.url;
  // for checks that only the database can answer (e.g. that an erased user's entries are really gone)
  process.env.E2E_MONGO_URL = stack.backing.mongoUrl;
  return async () => {
    await stack.stop();
  };
}
