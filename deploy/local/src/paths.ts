import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const cacheDir = () => process.env.IMMORTAL_CACHE_DIR ?? join(homedir(), '.cache', 'immortal');

/** A backing-service binary from the cache `make install` fills (nats-server falls back to Debian's). */
export function binary(name: 'nats-server' | 'ferretdb' | 'minio'): string {
  const cached = join(cacheDir(), 'bin', name);
  if (existsSync(cached)) return cached;
  if (name === 'nats-server' && existsSync('/usr/sbin/nats-server')) return '/usr/sbin/nats-server';
  throw new Error(`${name} is not installed: run \`make install\` (looked in ${cached})`);
}
