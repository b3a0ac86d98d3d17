import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { applyMigrations } from "../../db/migrate.ts";
import { openTestDatabase } from "../../testing/test-app.ts";
import type { MailSender } from "../mail/mail.public.ts";
import type { SmsSender } from "../sms/sms.public.ts";
import { createHttpSms } from "../sms/sms.public.ts";
import { outboxMessages } from "./outbox.tables.ts";
import { createOutbox, type OutboxTiming } from "./outbox.ts";

// The outbox on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a real HTTP SMS
// gateway on a local port (decision 040).

const SECRET = "outbox-test-secret";
const silent = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const noMail: MailSender = {
  send: async () => {
    throw new Error("no mail in this test");
  },
};

let database: { handle: DatabaseHandle; drop: () => Promise<void>; url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
  await applyMigrations(database.handle);
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});
beforeEach(async () => {
  await database.handle.db.delete(outboxMessages);
});

/** Only what these tests wait for: retries a few milliseconds apart, no poller of its own. */
const quick: Partial<OutboxTiming> = { firstRetryMs: 20, maxRetryMs: 100, pollMs: 60_000 };

const outboxOn = (
  handle: DatabaseHandle,
  sms: SmsSender,
  timing: Partial<OutboxTiming> = quick,
  mail: MailSender = noMail,
) => createOutbox({ db: handle.db, secret: SECRET, sms, mail, log: silent, timing });

async function write(outbox: ReturnType<typeof outboxOn>, messages: { to: string; body: string }[]) {
  await database.handle.db.transaction(async (tx) => {
    for (const message of messages) {
      await outbox.add(tx, { channel: "sms", kind: "notice", message: { ...message, variables: {} } });
    }
  });
}

const rows = () => database.handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a provider that fails", () => {
  let gateway: http.Server;
  let url: string;
  let answers: number[] = [];
  let received = 0;

  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        received++;
        const status = answers.shift() ?? 200;
        response
          .writeHead(status, { "content-type": "application/json" })
          .end(status === 200 ? '{"type":"success"}' : '{"type":"error","message":"gateway down"}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v5/otp`;
  });
  afterAll(() => new Promise((resolve) => gateway.close(resolve)));
  beforeEach(() => {
    received = 0;
  });

  it("three times is tried a fourth time, which succeeds: attempts and the last error are kept", async () => {
    answers = [500, 503, 500];
    const sms = createHttpSms({ url, authKey: "k", templateId: "t", noticeTemplateId: "order-1" });
    const outbox = outboxOn(database.handle, sms, { ...quick, firstRetryMs: 60_000, maxRetryMs: 3_600_000 });
    await write(outbox, [{ to: "9876500001", body: "Nagai: order NG1 placed." }]);
    const secondsUntilDue = async () => {
      const result = await database.handle.db.execute(
        sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from ${outboxMessages}`,
      );
      return (result as unknown as { rows: { seconds: number }[] }).rows[0]!.seconds;
    };

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await outbox.deliverDue()).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({
        state: "pending",
        attempts: attempt,
        finishedAt: null,
        claimedUntil: null,
      });
      expect(row!.lastError).toMatch(/SMS gateway answered 50[03]/);
      // Not due again before its backoff: 1 min, then 2, then 4 (by the database's clock).
      expect(await outbox.deliverDue()).toBe(0);
      const backoff = 60 * 2 ** (attempt - 1);
      expect(await secondsUntilDue()).toBeGreaterThan(backoff - 30);
      expect(await secondsUntilDue()).toBeLessThanOrEqual(backoff);
      // Time passes.
      await database.handle.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });
    }
    expect(await outbox.deliverDue()).toBe(1);
    expect(received).toBe(4);
    const [sent] = await rows();
    expect(sent).toMatchObject({ state: "sent", attempts: 4, claimedUntil: null });
    expect(sent!.lastError).toMatch(/SMS gateway answered 500/);
    expect(sent!.finishedAt).not.toBeNull();
    // Sent once: nothing is due any more.
    expect(await outbox.deliverDue()).toBe(0);
    expect(received).toBe(4);
  });

  it("fails a message after the last attempt, and wipes an OTP's body; an expired OTP is never sent", async () => {
    answers = [500, 500, 500, 500];
    const sms = createHttpSms({ url, authKey: "k", templateId: "t" });
    const outbox = outboxOn(database.handle, sms, {
      ...quick,
      firstRetryMs: 1,
      maxRetryMs: 1,
      maxAttempts: 2,
    });
    await database.handle.db.transaction((tx) =>
      outbox.add(tx, {
        channel: "sms",
        kind: "otp",
        message: { to: "9876500002", otp: "271828", body: "271828 is your Nagai OTP." },
      }),
    );
    await outbox.deliverDue();
    await sleep(10);
    await outbox.deliverDue();
    const [failed] = await rows();
    expect(failed).toMatchObject({ kind: "otp", state: "failed", attempts: 2, body: null });
    expect(failed!.lastError).toMatch(/500/);

    await database.handle.db.transaction((tx) =>
      outbox.add(
        tx,
        { channel: "sms", kind: "otp", message: { to: "9876500003", otp: "161803", body: "161803" } },
        { expiresInMinutes: 10 },
      ),
    );
    await database.handle.db.update(outboxMessages).set({ expiresAt: sql`now() - interval '1 second'` });
    received = 0;
    expect(await outbox.deliverDue()).toBe(0);
    expect(received).toBe(0);
    const [, expired] = await rows();
    expect(expired).toMatchObject({ state: "failed", attempts: 0, body: null });
    expect(expired!.lastError).toBe("expired before it could be sent");
  });
});

describe("two pollers on one database", () => {
  it("send every message once, whichever claims it (SKIP LOCKED)", async () => {
    // On PostgreSQL the second poller has its own pool, as another process would.
    const other = database.url ? await openDatabase({ url: database.url, poolSize: 4 }) : database.handle;
    try {
      const sent: string[] = [];
      const slowly: SmsSender = {
        sendOtp: async () => {},
        sendNotice: async ({ body }) => {
          await sleep(Math.random() * 5);
          sent.push(body);
        },
      };
      const first = outboxOn(database.handle, slowly, { ...quick, batch: 3 });
      const second = outboxOn(other, slowly, { ...quick, batch: 3 });
      const messages = Array.from({ length: 60 }, (_, i) => ({ to: "9876500010", body: `message ${i}` }));
      await write(first, messages);
      // Each polls as often as it can, at the same time as the other.
      await Promise.all(
        [first, second].map(async (outbox) => {
          for (let i = 0; i < 10; i++) await outbox.deliverDue();
        }),
      );
      expect(sent.toSorted()).toEqual(messages.map((message) => message.body).toSorted());
      const all = await rows();
      expect(all.every((row) => row.state === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      if (other !== database.handle) await other.close();
    }
  });

  it("claim no more than a batch at a time, whatever the planner's statistics say", async () => {
    // Statistics of an empty table, as a vacuum may leave them (db/pglite/vacuum.ts): the planner
    // then expects few rows and rescans an `in (…)` batch for each row it claims, each scan taking
    // the next three, which once claimed every due message at once (decision 058).
    await database.handle.db.execute(sql`analyze ${outboxMessages}`);
    const leased: number[] = [];
    const counting: SmsSender = {
      sendOtp: async () => {},
      sendNotice: async () => {
        const [row] = await database.handle.db
          .select({ count: count() })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.state, "pending"), gt(outboxMessages.claimedUntil, sql`now()`)));
        leased.push(row!.count);
      },
    };
    const outbox = outboxOn(database.handle, counting, { ...quick, batch: 3 });
    await write(
      outbox,
      Array.from({ length: 30 }, (_, i) => ({ to: "9876500011", body: `batch ${i}` })),
    );
    await outbox.deliverDue();
    expect(leased).toHaveLength(30);
    expect(Math.max(...leased)).toBeLessThanOrEqual(3);
  });

  it("leave a message whose sender died to the other once its lease lapses; the late sender changes nothing", async () => {
    const sent: string[] = [];
    let stuck = 0;
    const hanging: SmsSender = {
      sendOtp: async () => {},
      sendNotice: () => {
        stuck++;
        return new Promise(() => {});
      },
    };
    const working: SmsSender = {
      sendOtp: async () => {},
      sendNotice: async ({ body }) => {
        sent.push(body);
      },
    };
    const dying = outboxOn(database.handle, hanging, { ...quick, leaseMs: 2_000, sendTimeoutMs: 5_000 });
    const alive = outboxOn(database.handle, working, { ...quick, leaseMs: 2_000 });
    await write(dying, [{ to: "9876500020", body: "one" }]);
    const gaveUp = dying.deliverDue();
    while (stuck === 0) await sleep(10);
    // Under the lease nobody else takes it.
    expect(await alive.deliverDue()).toBe(0);
    await sleep(2_100);
    expect(await alive.deliverDue()).toBe(1);
    expect(sent).toEqual(["one"]);
    // The first sender's time runs out; its outcome is fenced out by the newer claim.
    await gaveUp;
    const [row] = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "9876500020"));
    expect(row).toMatchObject({ state: "sent", attempts: 2, lastError: null });
  });
});
