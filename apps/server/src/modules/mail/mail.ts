import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

/** A plain-text mail. `from` is the shop's (MAIL_FROM); `replyTo` lets the shop answer a shopper. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends a mail; throws when it could not be handed over. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface MailOutboxMessage extends MailMessage {
  channel: "mail";
  from: string;
  time: string;
}

/** Mails the outbox provider keeps for GET /api/v1/dev/mail-outbox. */
export const MAIL_OUTBOX_SIZE = 50;

/**
 * The development provider: nothing leaves the machine. Each mail is kept in memory (the latest
 * MAIL_OUTBOX_SIZE) for GET /api/v1/dev/mail-outbox, which answers only a request from this
 * machine, as the SMS outbox does, and a line says so on standard output. Per process, and
 * refused in production (config.ts).
 */
export function createOutboxMail(
  from: string,
  print: (line: string) => void = (line) => process.stdout.write(line),
) {
  const outbox: MailOutboxMessage[] = [];
  const sender: MailSender = {
    async send(message) {
      outbox.unshift({ channel: "mail", from, ...message, time: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, MAIL_OUTBOX_SIZE);
      print(`[demo mail, not sent: MAIL_PROVIDER=outbox] to ${message.to}: ${message.subject}\n`);
    },
  };
  return { sender, read: (): MailOutboxMessage[] => outbox.map((message) => ({ ...message })) };
}

export interface SmtpOptions {
  host: string;
  port: number;
  user?: string;
  password?: string;
  from: string;
  /**
   * true: the server must offer STARTTLS and the mail goes encrypted, or not at all. false: plain
   * SMTP, for a relay on the same machine or network. Port 465 is TLS from the first byte either way.
   */
  startTls: boolean;
  /** Gives up on a server that does not answer within this time. */
  timeoutMs?: number;
}

/** Real mail through an SMTP server (nodemailer), one pooled connection set per process. */
export function createSmtpMail({
  host,
  port,
  user,
  password,
  from,
  startTls,
  timeoutMs = 15_000,
}: SmtpOptions) {
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    requireTLS: startTls && port !== 465,
    ignoreTLS: !startTls && port !== 465,
    auth: user ? { user, pass: password ?? "" } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const sender: MailSender = {
    async send({ to, subject, text, replyTo }) {
      await transport.sendMail({ from, to, subject, text, replyTo });
    },
  };
  return { sender, close: () => transport.close() };
}

/**
 * Sends in the background, off the request path, as the SMS sender does (auth/sms.ts): a booking
 * is answered once it is stored, whatever the mail server does. At most `inFlight` sends run at
 * once and `queued` wait; beyond that a mail is dropped and logged, so memory stays bounded. A
 * failure is logged with the recipient and subject; `idle()` lets shutdown wait for the sends.
 */
export function createBackgroundMail(
  sender: MailSender,
  log: FastifyBaseLogger,
  { inFlight = 4, queued = 500 }: { inFlight?: number; queued?: number } = {},
) {
  const waiting: MailMessage[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  function next() {
    while (running < inFlight && waiting.length > 0) {
      const message = waiting.shift()!;
      running++;
      sender
        .send(message)
        .catch((error: unknown) =>
          log.error({ err: error, to: message.to, subject: message.subject }, "sending a mail failed"),
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

  return {
    /** Queues the mail; returns at once. A failure never reaches the caller. */
    send(message: MailMessage): void {
      if (waiting.length >= queued) {
        log.error({ to: message.to, subject: message.subject }, "mail dropped: too many mails waiting");
        return;
      }
      waiting.push(message);
      next();
    },
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
