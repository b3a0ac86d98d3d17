import type { SmsSender } from "./sms.ts";

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
 * (auth.routes.ts). Codes never go through the request log, which may be shipped elsewhere; the
 * database holds one only sealed, until it is sent (decision 040). The record is this process's
 * (tests share one between two apps, as one machine): right for the one-process demo, and a
 * reason the console provider is not for production.
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

export type ConsoleSms = ReturnType<typeof createConsoleSms>;
