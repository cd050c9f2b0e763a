// Child processes in their own process groups, so stopping one stops everything it started, and a
// parent that exits takes its children with it (no orphans holding ports).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

// Even a SIGKILLed parent (which runs no handler) takes the child along: util-linux's setpriv sets the
// kernel's parent-death signal and then execs the command, so the child keeps its pid. (The signal
// follows the spawning *thread*: spawning from a worker_thread ties the child to that thread.)
const SETPRIV = '/usr/bin/setpriv';
const dieWithParent = process.platform === 'linux' && existsSync(SETPRIV);

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

const SIGNAL_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

function hookParentExit() {
  if (hooked) return;
  hooked = true;
  process.on('exit', killAllNow); // synchronous: the only kind of work 'exit' allows
  // A signal nobody handles ends node without 'exit'. Exit properly then, so the hook above runs;
  // when the program has its own handler, it decides (and its process.exit runs the hook).
  for (const sig of Object.keys(SIGNAL_CODES) as (keyof typeof SIGNAL_CODES)[]) {
    process.on(sig, () => {
      if (process.listenerCount(sig) === 1) process.exit(SIGNAL_CODES[sig]);
    });
  }
}

/** Spawns `command` as the leader of a new process group. A spawn error leaves it without a pid. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  hookParentExit();
  const child = dieWithParent
    ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args], { ...options, detached: true })
    : spawn(command, args, { ...options, detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  child.on('error', () => live.delete(child)); // unhandled, it would crash the parent
  return child;
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null || !child.pid;

/** SIGTERM the group, SIGKILL after `graceMs`; resolves when the leader has exited. */
export async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(child) || !live.has(child)) return;
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
  signal('SIGKILL'); // anything the leader left behind in its group
}
