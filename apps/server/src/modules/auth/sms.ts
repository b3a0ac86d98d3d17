import type { FastifyBaseLogger } from "fastify";

export interface OtpSms {
  /** Ten digits, an Indian mobile number without the country code. */
  to: string;
  otp: string;
  /** The whole text, for providers that send text (the console); gateways use their template. */
  body: string;
}

/** A message that is not a code: an order confirmation or an appointment notice. */
export interface NoticeSms {
  to: string;
  /** Which registered template a gateway fills; an order confirmation when left out. */
  template?: "order" | "appointment";
  /** The whole text, for the console; gateways fill their registered template with `variables`. */
  body: string;
  variables: Record<string, string>;
}

/** Sends an SMS; throws when the message could not be handed over. */
export interface SmsSender {
  sendOtp(message: OtpSms): Promise<void>;
  sendNotice(message: NoticeSms): Promise<void>;
}

export interface OutboxMessage {
  channel: "sms";
  to: string;
  body: string;
  time: string;
}

/** Messages the console provider keeps for GET /api/v1/dev/outbox. */
export const OUTBOX_SIZE = 50;

/**
 * The demo provider: nothing leaves the machine. Each message is printed to this process's own
 * standard output, marked as a demo, and kept in memory (the latest OUTBOX_SIZE, so at most a few
 * kilobytes) for GET /api/v1/dev/outbox, which answers only a request from this machine
 * (auth.routes.ts). Codes never go through the request log, which may be shipped elsewhere, nor
 * into the database (decision 010). The outbox is per process: right for the one-process demo,
 * and a reason the console provider is not for production.
 */
export function createConsoleSms(print: (line: string) => void = (line) => process.stdout.write(line)) {
  const outbox: OutboxMessage[] = [];
  function keep({ to, body }: { to: string; body: string }) {
    outbox.unshift({ channel: "sms", to, body, time: new Date().toISOString() });
    outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
    print(`[demo SMS, not sent: SMS_PROVIDER=console] to ${to}: ${body}\n`);
  }
  const sender: SmsSender = {
    sendOtp: async (message) => keep(message),
    sendNotice: async (message) => keep(message),
  };
  return { sender, read: (): OutboxMessage[] => outbox.map((message) => ({ ...message })) };
}

export interface HttpSmsOptions {
  url: string;
  authKey: string;
  templateId: string;
  /** The gateway's template for order confirmations; without it they are not sent (and logged). */
  noticeTemplateId?: string;
  /** The gateway's template for appointment notices; without it they are not sent (and logged). */
  appointmentTemplateId?: string;
  /** Gives up on a gateway that does not answer within this time. */
  timeoutMs?: number;
}

/**
 * An Indian SMS gateway's send-OTP request, in the shape of MSG91's v5 OTP API:
 * `POST <url>?template_id=…&mobile=91XXXXXXXXXX&otp=NNNNNN` with the key in an `authkey` header.
 * The gateway's DLT-registered template holds the text. A non-2xx answer, or a JSON answer whose
 * `type` is "error", is a failure.
 */
export function createHttpSms({
  url,
  authKey,
  templateId,
  noticeTemplateId,
  appointmentTemplateId,
  timeoutMs = 10_000,
}: HttpSmsOptions): SmsSender {
  async function post(target: URL, body: unknown): Promise<void> {
    const response = await fetch(target, {
      method: "POST",
      headers: { authkey: authKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
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
  }

  return {
    async sendOtp({ to, otp }) {
      const target = new URL(url);
      target.searchParams.set("template_id", templateId);
      target.searchParams.set("mobile", `91${to}`);
      target.searchParams.set("otp", otp);
      await post(target, { otp });
    },
    /**
     * MSG91's v5 flow API, on the same host as the OTP URL: `POST /api/v5/flow` with the
     * template and one recipient carrying the template's variables.
     */
    async sendNotice({ to, variables, template = "order" }) {
      const templateId = template === "order" ? noticeTemplateId : appointmentTemplateId;
      if (!templateId) {
        const setting =
          template === "order" ? "SMS_HTTP_ORDER_TEMPLATE_ID" : "SMS_HTTP_APPOINTMENT_TEMPLATE_ID";
        throw new Error(`${setting} is not set: ${template} notice not sent`);
      }
      await post(new URL("/api/v5/flow", url), {
        template_id: templateId,
        short_url: "0",
        recipients: [{ mobiles: `91${to}`, ...variables }],
      });
    },
  };
}

/**
 * Sends in the background, off the request path, so that an answer takes as long whether or not
 * a message was sent (forgot-password must not tell which numbers have accounts) and never waits
 * for a slow gateway. At most `inFlight` sends run at once and `queued` wait; beyond that a
 * message is dropped and logged (the shopper can ask again), so memory stays bounded under a
 * flood. A failure is logged without the code; `idle()` lets shutdown wait for the sends.
 */
export function createBackgroundSms(
  sender: SmsSender,
  log: FastifyBaseLogger,
  { inFlight = 8, queued = 500 }: { inFlight?: number; queued?: number } = {},
) {
  type Queued = { kind: "otp"; message: OtpSms } | { kind: "notice"; message: NoticeSms };
  const waiting: Queued[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  function next() {
    while (running < inFlight && waiting.length > 0) {
      const queued = waiting.shift()!;
      running++;
      const sending =
        queued.kind === "otp" ? sender.sendOtp(queued.message) : sender.sendNotice(queued.message);
      sending
        .catch((error: unknown) =>
          log.error(
            { err: error, to: queued.message.to },
            `sending an ${queued.kind === "otp" ? "OTP" : "SMS"} failed`,
          ),
        )
        .finally(() => {
          running--;
          next();
        });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  }

  function enqueue(item: Queued): void {
    if (waiting.length >= queued) {
      log.error(
        { to: item.message.to },
        `${item.kind === "otp" ? "OTP" : "SMS"} dropped: too many SMS waiting to be sent`,
      );
      return;
    }
    waiting.push(item);
    next();
  }

  return {
    /** Queues the OTP; returns at once. */
    send: (message: OtpSms): void => enqueue({ kind: "otp", message }),
    /** Queues a notice (an order confirmation); returns at once. A failure never reaches the caller. */
    sendNotice: (message: NoticeSms): void => enqueue({ kind: "notice", message }),
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type BackgroundSms = ReturnType<typeof createBackgroundSms>;
