import { hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot import: 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes); about 20 ms a hash on one core.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the account does not exist, so that "no such user" takes as long as "wrong password".
let dummyHash: Promise<string> | undefined;

/** True when the password matches; with no stored hash it spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password-0', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
