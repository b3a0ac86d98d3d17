import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { createRepeatingJob, type RepeatingJob } from "../../repeating-job.ts";
import type { MailMessage, MailSender } from "../mail/mail.public.ts";
import type { NoticeSms, OtpSms, SmsSender } from "../sms/sms.public.ts";
import { createMessageSeal } from "./message-seal.ts";
import { outboxMessages } from "./outbox.tables.ts";

/** What a module hands to the outbox: an OTP, any other SMS, or a mail. */
export type OutgoingMessage =
  | { channel: "sms"; kind: "otp"; message: OtpSms }
  | { channel: "sms"; kind: "notice"; message: NoticeSms }
  | { channel: "mail"; kind: "mail"; message: MailMessage };

/**
 * The outbox's timing (decision 040). A failed attempt is retried after `firstRetryMs`, doubling
 * with each attempt, at most `maxRetryMs` apart, until `maxAttempts` have been made: 5 s, 10 s,
 * 20 s … about 43 minutes in all, then the message fails. A claim is a lease of `leaseMs`: a
 * process that dies while sending leaves the message to others once it lapses. A send is given up
 * after `sendTimeoutMs`, well inside the lease, so a message under way is never claimed again
 * (each provider's own timeout is shorter still).
 */
export const OUTBOX_TIMING = {
  pollMs: 2_000,
  firstRetryMs: 5_000,
  maxRetryMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 120_000,
  sendTimeoutMs: 60_000,
  /** Messages one claim takes, sent at once. */
  batch: 8,
} as const;

/** How long a finished message keeps its body (an OTP's is wiped at once), then its metadata row. */
export const OUTBOX_RETENTION = { bodyDays: 7, rowDays: 90 } as const;

export type OutboxTiming = { -readonly [key in keyof typeof OUTBOX_TIMING]: number };

export interface OutboxOptions {
  db: Database;
  /** The server's secret, from which the bodies' key is derived (message-seal.ts). */
  secret: string;
  sms: SmsSender;
  mail: MailSender;
  log: FastifyBaseLogger;
  timing?: Partial<OutboxTiming>;
}

interface Claimed {
  id: number;
  channel: "sms" | "mail";
  kind: "otp" | "notice" | "mail";
  recipient: string;
  body: string | null;
  attempts: number;
}

/** The columns of a claimed row (db/rows.ts checks them). */
const CLAIMED = {
  id: "string",
  channel: "string",
  kind: "string",
  recipient: "string",
  body: "string | null",
  attempts: "number",
} as const;

/** The row's kind and recipient, which a sealed body is bound to. */
const contextOf = (row: { kind: string; recipient: string }) => `${row.kind}:${row.recipient}`;

/**
 * Writes messages into the outbox (decision 040), in the transaction the caller passes, sealed
 * under `secret`. Every process of the shop must share the secret (JWT_SECRET) to open them.
 */
export function createOutboxWriter(secret: string) {
  const seal = createMessageSeal(secret);
  /**
   * Writes the message in `tx`; with `when` false, writes nothing with the same statement, so
   * callers that must not tell whether they send (an OTP to a number without an account,
   * decision 010) do the same work either way. `expiresInMinutes`: not sent after that (an OTP).
   */
  async function add(
    tx: Database,
    outgoing: OutgoingMessage,
    { when = true, expiresInMinutes }: { when?: boolean; expiresInMinutes?: number } = {},
  ): Promise<void> {
    const recipient = outgoing.message.to;
    const body = seal.seal(JSON.stringify(outgoing.message), contextOf({ kind: outgoing.kind, recipient }));
    const expiresAt =
      expiresInMinutes === undefined
        ? sql`null::timestamptz`
        : sql`now() + make_interval(mins => ${expiresInMinutes})`;
    await tx.execute(sql`
      insert into ${outboxMessages} (channel, kind, recipient, body, expires_at)
      select ${outgoing.channel}, ${outgoing.kind}, ${recipient}, ${body}, ${expiresAt}
      where ${when}`);
  }

  return { add };
}

/**
 * One durable outbox for every SMS and mail (decision 040). `add` writes a message in the
 * caller's transaction, so it exists exactly when what caused it committed; `wake` after the
 * commit asks this process's poller to send at once. Every process polls: a claim takes due
 * messages with FOR UPDATE SKIP LOCKED and a lease, so two processes never take one message,
 * and one that died mid-send is retried when its lease lapses (at least once, never twice
 * while a sender lives). Attempts, the last error and the final state stay on each row.
 */
export function createOutbox({ db, secret, sms, mail, log, timing: overrides = {} }: OutboxOptions) {
  const timing: OutboxTiming = { ...OUTBOX_TIMING, ...overrides };
  const seal = createMessageSeal(secret);
  let lastRetention = 0;
  const { add } = createOutboxWriter(secret);

  /** Pending messages past their expiry fail unsent, and lose their body. */
  async function expireStale(): Promise<void> {
    await db.execute(sql`
      with stale as materialized (
        select id from ${outboxMessages}
        where state = 'pending' and expires_at <= now() and (claimed_until is null or claimed_until <= now())
        limit 100 for update skip locked)
      update ${outboxMessages}
      set state = 'failed', body = null, finished_at = now(), claimed_until = null,
        last_error = coalesce(last_error || '; ', '') || 'expired before it could be sent'
      where id in (select id from stale)`);
  }

  /**
   * Claims up to `batch` due messages, counting the attempt and taking a lease, in one statement.
   * The batch is a materialized CTE, picked once: as a plain `in (…)` subquery the planner may scan
   * it again for each row it updates, each scan skipping the rows just claimed and taking the
   * next, so one process claimed every due message whatever the batch (decision 058).
   */
  async function claim(): Promise<Claimed[]> {
    const result = await db.execute(sql`
      with due as materialized (
        select id from ${outboxMessages}
        where state = 'pending' and next_attempt_at <= now()
          and (claimed_until is null or claimed_until <= now())
          and (expires_at is null or expires_at > now())
        order by next_attempt_at, id
        limit ${timing.batch}
        for update skip locked)
      update ${outboxMessages}
      set attempts = attempts + 1, claimed_until = now() + make_interval(secs => ${timing.leaseMs / 1000})
      where id in (select id from due)
      returning id::text, channel, kind, recipient, body, attempts`);
    // A bigserial id arrives as text from either driver; channel and kind are the table's checks'.
    return rowsOf(result, "outbox: claim", CLAIMED).map((row) => ({
      ...row,
      id: Number(row.id),
      channel: row.channel as Claimed["channel"],
      kind: row.kind as Claimed["kind"],
    }));
  }

  /** Hands one message to its provider, within sendTimeoutMs. */
  async function handOver(row: Claimed): Promise<void> {
    if (row.body === null) throw new Error("the message has no body");
    const message: unknown = JSON.parse(seal.open(row.body, contextOf(row)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error("the provider did not answer in time")),
        timing.sendTimeoutMs,
      );
    });
    const sending =
      row.kind === "otp"
        ? sms.sendOtp(message as OtpSms)
        : row.kind === "notice"
          ? sms.sendNotice(message as NoticeSms)
          : mail.send(message as MailMessage);
    // A send that loses the race still settles later; its outcome is of no more use.
    sending.catch(() => {});
    try {
      await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The claim's attempt count fences the outcome: a claim that lost its lease writes nothing. */
  async function send(row: Claimed): Promise<void> {
    const fence = sql`id = ${row.id} and attempts = ${row.attempts} and state = 'pending'`;
    try {
      await handOver(row);
    } catch (error) {
      const text = errorText(error, row);
      const final = row.attempts >= timing.maxAttempts;
      const retryMs = Math.min(timing.firstRetryMs * 2 ** (row.attempts - 1), timing.maxRetryMs);
      log.warn(
        { id: row.id, channel: row.channel, kind: row.kind, attempts: row.attempts, error: text },
        final
          ? "a message could not be sent and is given up"
          : "a message could not be sent; it will be retried",
      );
      await db.execute(
        final
          ? sql`update ${outboxMessages}
              set state = 'failed', finished_at = now(), claimed_until = null, last_error = ${text},
                body = case when kind = 'otp' then null else body end
              where ${fence}`
          : sql`update ${outboxMessages}
              set claimed_until = null, last_error = ${text},
                next_attempt_at = now() + make_interval(secs => ${retryMs / 1000})
              where ${fence}`,
      );
      return;
    }
    await db.execute(sql`
      update ${outboxMessages}
      set state = 'sent', finished_at = now(), claimed_until = null,
        body = case when kind = 'otp' then null else body end
      where ${fence}`);
  }

  /**
   * Wipes the bodies of messages finished more than OUTBOX_RETENTION.bodyDays ago and deletes
   * rows finished more than rowDays ago, a bounded batch at a time, at most once a minute here.
   */
  async function keepRetention(): Promise<void> {
    if (Date.now() - lastRetention < 60_000) return;
    lastRetention = Date.now();
    const { bodyDays, rowDays } = OUTBOX_RETENTION;
    await db.execute(sql`
      with old as materialized (
        select id from ${outboxMessages}
        where state <> 'pending' and body is not null and finished_at < now() - make_interval(days => ${bodyDays})
        limit 500 for update skip locked)
      update ${outboxMessages} set body = null where id in (select id from old)`);
    await db.execute(sql`
      with old as materialized (
        select id from ${outboxMessages}
        where state <> 'pending' and finished_at < now() - make_interval(days => ${rowDays})
        limit 500 for update skip locked)
      delete from ${outboxMessages} where id in (select id from old)`);
  }

  /** Sends every message due now that this process can claim; answers how many it tried. */
  async function deliverDue(): Promise<number> {
    await expireStale();
    let tried = 0;
    for (;;) {
      const claimed = await claim();
      await Promise.all(claimed.map(send));
      tried += claimed.length;
      if (claimed.length < timing.batch) break;
    }
    await keepRetention();
    return tried;
  }

  const poller: RepeatingJob = createRepeatingJob(deliverDue, timing.pollMs, (error) =>
    log.warn({ err: error }, "sending the outbox's messages failed"),
  );

  return {
    add,
    /** After the commit of an `add`: this process sends at once rather than at its next poll. */
    wake: () => poller.wake(),
    deliverDue,
    /** Polls every pollMs, and at once (messages a stopped process left). */
    start(): void {
      poller.start();
      poller.wake();
    },
    /** Stops polling; a send under way finishes, what is left waits in the table. */
    stop: () => poller.stop(),
    /**
     * For the development outboxes (GET /dev/outbox, /dev/mail-outbox): sends what is due here,
     * then waits, up to `withinMs`, until no due message is left pending anywhere, so a message
     * another app on this database is sending has reached the dev providers too.
     */
    async settled(withinMs = 5_000): Promise<void> {
      const until = Date.now() + withinMs;
      for (;;) {
        await deliverDue();
        const result = await db.execute(sql`
          select exists (select 1 from ${outboxMessages}
            where state = 'pending' and next_attempt_at <= now()
              and (expires_at is null or expires_at > now())) as waiting`);
        const [row] = rowsOf(result, "outbox: anything due", { waiting: "boolean" });
        if (!row?.waiting || Date.now() > until) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
/** What a module needs to send: write in its transaction, wake after the commit. */
export type OutboxWriter = Pick<Outbox, "add" | "wake">;

/** The error's text for last_error: bounded, and never an OTP's code (an echoing gateway). */
function errorText(error: unknown, row: Claimed): string {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  return row.kind === "otp" ? text.replace(/\b\d{6}\b/g, "******") : text;
}
