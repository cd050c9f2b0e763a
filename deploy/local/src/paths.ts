// Where `make install` (deploy/local/install.sh) puts the backing-service binaries.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type BinaryName = 'nats-server' | 'ferretdb' | 'minio';

export const cacheDir = (): string => process.env.IMMORTAL_CACHE_DIR || join(homedir(), '.cache', 'immortal');
export const defaultBinDir = (): string => join(cacheDir(), 'bin');

/** The binary's path; nats-server falls back to Debian's (older, but it serves what the project uses). */
export function binary(name: BinaryName, binDir = defaultBinDir()): string {
  const cached = join(binDir, name);
  if (existsSync(cached)) return cached;
  if (name === 'nats-server' && existsSync('/usr/sbin/nats-server')) return '/usr/sbin/nats-server';
  throw new Error(`${name} is not installed (looked in ${binDir}): run \`make install\``);
}
