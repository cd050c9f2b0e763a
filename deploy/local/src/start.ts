// `make start`: everything on http://localhost:8080 until Ctrl-C, which stops every child process.
// A second Ctrl-C does not wait: the exit hook SIGKILLs every process group at once.
import { fileURLToPath } from 'node:url';
import { startStack, type Stack } from './stack.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let stack: Stack | undefined;
let signals = 0;

async function shutdown(signal: NodeJS.Signals) {
  if (++signals > 1) process.exit(130);
  console.log(`\n${signal}: stopping everything (Ctrl-C again to force)...`);
  await stack?.stop();
  console.log('Stopped. No process left running.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

console.log('Starting Immortal: NATS, FerretDB, MinIO, 8 services and the gateway...');
try {
  stack = await startStack({ profile: 'dev', rootDir: root });
} catch (err) {
  console.error(`\nCould not start: ${(err as Error).message}`);
  process.exit(1);
}
if (signals === 0) {
  console.log(`\n  Immortal is running at ${stack.url}`);
  console.log('  Sign up, or press "Try the demo" on the login screen. Ctrl-C stops everything.\n');
}
