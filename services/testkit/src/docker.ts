// Testcontainers when a Docker engine answers (CI elsewhere, laptops); otherwise the local binaries.
// IMMORTAL_TEST_BACKING=local|containers forces the choice.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

const TIMEOUT_MS = 5000;

const dockerCliAnswers = () =>
  new Promise<boolean>((resolve) => {
    execFile('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: TIMEOUT_MS }, (err, stdout) => resolve(!err && stdout.trim().length > 0));
  });

/** Without the docker CLI, an engine may still answer on a socket (DOCKER_HOST, Podman, Colima). */
async function runtimeClientAnswers(): Promise<boolean> {
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) return false;
  const { getContainerRuntimeClient } = await import('testcontainers');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), TIMEOUT_MS)));
  const probe = getContainerRuntimeClient().then(() => true, () => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function dockerAnswers(): Promise<boolean> {
  const forced = process.env.IMMORTAL_TEST_BACKING;
  if (forced === 'local') return false;
  if (forced === 'containers') return true;
  return (await dockerCliAnswers()) || (await runtimeClientAnswers());
}
