import { desc } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { outboxMessages } from "./auth.tables.ts";

export interface OtpSms {
  /** Ten digits, an Indian mobile number without the country code. */
  to: string;
  otp: string;
  /** The whole text, for providers that send text (the console); gateways use their template. */
  body: string;
}

/** Sends an OTP by SMS; throws when the message could not be handed over. */
export interface SmsSender {
  sendOtp(message: OtpSms): Promise<void>;
}

/**
 * The development provider: the message goes to the log and to the outbox table, which
 * GET /api/v1/dev/outbox shows (and the browser tests read). Nothing leaves the machine.
 */
export function createConsoleSms(db: Database, log: FastifyBaseLogger): SmsSender {
  return {
    async sendOtp({ to, body }) {
      await db.insert(outboxMessages).values({ channel: "sms", recipient: to, body });
      log.info({ to }, `SMS to ${to}: ${body}`);
    },
  };
}

export async function readOutbox(db: Database, limit: number) {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    body: row.body,
    time: row.createdAt.toISOString(),
  }));
}

export interface HttpSmsOptions {
  url: string;
  authKey: string;
  templateId: string;
  /** Gives up on a gateway that does not answer within this time. */
  timeoutMs?: number;
}

/**
 * An Indian SMS gateway's send-OTP request, in the shape of MSG91's v5 OTP API:
 * `POST <url>?template_id=…&mobile=91XXXXXXXXXX&otp=NNNNNN` with the key in an `authkey` header.
 * The gateway's DLT-registered template holds the text. A non-2xx answer, or a JSON answer whose
 * `type` is "error", is a failure.
 */
export function createHttpSms({ url, authKey, templateId, timeoutMs = 10_000 }: HttpSmsOptions): SmsSender {
  return {
    async sendOtp({ to, otp }) {
      const target = new URL(url);
      target.searchParams.set("template_id", templateId);
      target.searchParams.set("mobile", `91${to}`);
      target.searchParams.set("otp", otp);
      const response = await fetch(target, {
        method: "POST",
        headers: { authkey: authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ otp }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let type: unknown;
      try {
        type = (JSON.parse(text) as { type?: unknown }).type;
      } catch {
        type = undefined;
      }
      if (!response.ok || type === "error") {
        throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
