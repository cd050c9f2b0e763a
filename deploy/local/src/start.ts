// `make start`: everything on http://localhost:8080 until Ctrl-C, which stops every child.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { startStack } from './stack.js';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
console.log('Starting Immortal (backing services, 8 services, gateway)...');
let stack: Awaited<ReturnType<typeof startStack>> | null = null;
let signals = 0;
const shutdown = async (signal: string) => {
  signals++;
  if (signals > 1) process.exit(130); // a second Ctrl-C: the exit hook kills every group at once
  console.log(`\n${signal}: stopping everything...`);
  await stack?.stop();
  console.log('Stopped. No process left running.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  stack = await startStack({ profile: 'dev', rootDir: root });
  console.log(`\n  Immortal is running at ${stack.url}`);
  console.log('  Sign up, or press "Try the demo" on the login screen. Ctrl-C stops everything.\n');
} catch (err) {
  console.error(`\nCould not start: ${(err as Error).message}`);
  process.exit(1);
}
