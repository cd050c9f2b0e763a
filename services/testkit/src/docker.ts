// Testcontainers when a Docker engine answers (CI elsewhere, laptops); otherwise the local binaries.
import { execFile } from 'node:child_process';

export function dockerAnswers(): Promise<boolean> {
  if (process.env.IMMORTAL_TEST_BACKING === 'local') return Promise.resolve(false);
  return new Promise((resolve) => {
    execFile('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5000 }, (err, stdout) => resolve(!err && stdout.trim().length > 0));
  });
}
