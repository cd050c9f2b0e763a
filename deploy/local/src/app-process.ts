// One app process of the stack (a service or the gateway): its output prefixed on the terminal or
// written to a log file, the last lines kept for error messages, and restarts in the dev profile.
import { createWriteStream, type WriteStream } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { spawnGroup, stopGroup } from './process-group.js';

export interface AppSpec {
  name: string;
  /** relative to the repository root, run with `node --import tsx` */
  entry: string;
  port: number;
  env: Record<string, string>;
}

export interface LaunchOptions {
  cwd: string;
  /** picks the colour of the prefix */
  index: number;
  /** width the name is padded to */
  width: number;
  /** write output here instead of the terminal */
  logFile?: string;
  /** restart after an unexpected exit (at most 5 times a minute) */
  restart: boolean;
  log: (line: string) => void;
}

export interface RunningApp {
  name: string;
  port: number;
  /** the last lines of its output */
  tail(): string;
  /** why it exited while starting, or null while it runs */
  exited(): string | null;
  /** marks the end of start-up: later exits are unexpected */
  started(): void;
  stop(): Promise<void>;
}

const COLORS = [36, 32, 33, 35, 34, 96, 92, 93, 95];
const TAIL_LINES = 30;
const MAX_RESTARTS_PER_MINUTE = 5;

export function launchApp(spec: AppSpec, opts: LaunchOptions): RunningApp {
  const lines: string[] = [];
  const file: WriteStream | undefined = opts.logFile ? createWriteStream(opts.logFile, { flags: 'a' }) : undefined;
  const name = spec.name.padEnd(opts.width);
  const prefix = process.stdout.isTTY ? `\x1b[${COLORS[opts.index % COLORS.length]}m${name}\x1b[0m | ` : `${name} | `;
  const emit = (line: string) => {
    lines.push(line);
    if (lines.length > TAIL_LINES) lines.shift();
    if (file) !file.writableEnded && file.write(line + '\n');
    else process.stdout.write(prefix + line + '\n');
  };

  let child: ChildProcess;
  let closed: Promise<void> = Promise.resolve();
  let exitReason: string | null = null;
  let isStarted = false;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const restarts: number[] = [];

  const spawnIt = () => {
    exitReason = null;
    child = spawnGroup(process.execPath, ['--import', 'tsx', spec.entry], { cwd: opts.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) splitLines(stream!, emit);
    const current = child;
    closed = new Promise((resolve) => current.once('close', () => resolve())); // output fully read
    child.on('error', (err) => emit(`[launcher] could not start: ${err.message}`));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      exitReason = signal ?? `code ${code}`;
      if (!isStarted) return; // start-up waits notice it and fail with the tail
      opts.log(`!! ${spec.name} exited unexpectedly (${exitReason})`);
      if (!opts.restart) return;
      const now = Date.now();
      while (restarts.length && now - restarts[0]! > 60_000) restarts.shift();
      if (restarts.length >= MAX_RESTARTS_PER_MINUTE) {
        opts.log(`!! ${spec.name} exited ${MAX_RESTARTS_PER_MINUTE} times within a minute; not restarting it. Last lines:\n${lines.join('\n')}`);
        return;
      }
      restarts.push(now);
      restartTimer = setTimeout(() => {
        if (stopping) return;
        opts.log(`restarting ${spec.name}`);
        spawnIt();
      }, 1000);
    });
  };
  spawnIt();

  return {
    name: spec.name,
    port: spec.port,
    tail: () => lines.join('\n'),
    exited: () => exitReason,
    started: () => {
      isStarted = true;
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      await stopGroup(child);
      await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]);
      if (file) await new Promise<void>((resolve) => file.end(resolve));
    },
  };
}

function splitLines(stream: Readable, onLine: (line: string) => void) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const line of parts) onLine(line);
  });
  stream.on('end', () => buffered && onLine(buffered));
}
