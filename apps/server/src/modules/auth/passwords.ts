import { AUTH_MESSAGES } from "@nagai/contracts/auth";
import { hash, verify } from "@node-rs/argon2";
import { HttpError } from "../../http-errors.ts";

// argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane): @node-rs/argon2's defaults, named
// here so that a change of library default cannot weaken them unnoticed.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Requests that may wait for a hashing slot, per slot, before the next is answered 503. */
const QUEUED_PER_SLOT = 8;

/** A hash of nothing anyone knows: checked when no account matches, so both cases take as long. */
let decoy: Promise<string> | undefined;

/**
 * Password hashing with a cap on the hashes running at once in this process: each argon2id hash
 * holds 19 MiB, so `concurrency` bounds that memory (and leaves libuv's threads to the rest of
 * the server). Up to QUEUED_PER_SLOT × `concurrency` requests wait for a slot; any more are
 * answered 503 with Retry-After at once, holding nothing (decision 010).
 */
export function createPasswords(concurrency: number) {
  const maxWaiting = concurrency * QUEUED_PER_SLOT;
  const waiting: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  /** A hashing slot, held until the returned function is called; 503 when too many wait. */
  async function reserve(): Promise<() => void> {
    if (running < concurrency) {
      running++;
    } else {
      if (waiting.length >= maxWaiting) {
        throw new HttpError(503, "SERVICE_UNAVAILABLE", AUTH_MESSAGES.busy, undefined, {
          "retry-after": "1",
        });
      }
      // The slot passes straight from release() to this waiter: `running` stays as it is.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (!released) {
        released = true;
        release();
      }
    };
  }

  async function withSlot<T>(work: () => Promise<T>, slot?: () => void): Promise<T> {
    const done = slot ?? (await reserve());
    try {
      return await work();
    } finally {
      done();
    }
  }

  return {
    reserve,
    /** The argon2id hash of `password`; in `slot` when the caller reserved one. */
    hash: (password: string, slot?: () => void) => withSlot(() => hash(password, OPTIONS), slot),
    /** True when `password` matches `passwordHash`; with no hash, spends the same time and says false. */
    check: (passwordHash: string | undefined, password: string) =>
      withSlot(async () => {
        if (passwordHash === undefined) {
          decoy ??= hash(crypto.randomUUID(), OPTIONS);
          await verify(await decoy, password).catch(() => false);
          return false;
        }
        return verify(passwordHash, password).catch(() => false);
      }),
    /** Hashes running and waiting now (for tests and the bench). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
