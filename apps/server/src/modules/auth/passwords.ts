import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane): @node-rs/argon2's defaults, named
// here so that a change of library default cannot weaken them unnoticed.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: checked when no account matches, so both cases take as long. */
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and says false. */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
