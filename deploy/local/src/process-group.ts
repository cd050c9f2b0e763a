// Child processes in their own process groups, so stopping one stops everything it started, and a
// parent that dies takes its children with it (no orphans holding ports).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const live = new Set<ChildProcess>();
let hooked = false;

function killAllNow() {
  for (const child of live) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  if (!hooked) {
    hooked = true;
    process.on('exit', killAllNow);
  }
  const child = spawn(command, args, { ...options, detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** SIGTERM the group, then SIGKILL after `graceMs`; resolves when the leader has exited. */
export async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
