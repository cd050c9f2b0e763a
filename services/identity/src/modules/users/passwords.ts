// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot import)

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/** Verifying against this when the user does not exist keeps both failures equally slow. */
let dummy: Promise<string> | null = null;
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummy, password);
}
