import nodemailer from "nodemailer";

// The mail provider's interface and its two adapters (decision 028): the development outbox and
// SMTP. Mails reach a provider only through the durable outbox (providers/outbox/outbox.ts,
// decision 040), which retries a failure.

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
 * machine, as the SMS outbox does, and a line says so on standard output. Per process (tests
 * share one between two apps, as one machine), and refused in production (config.ts).
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

export type OutboxMail = ReturnType<typeof createOutboxMail>;
