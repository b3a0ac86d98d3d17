/** What the rest of the server may use of the sms provider (decision 041): its interface and adapters. */
export { type ConsoleSms, createConsoleSms, type OutboxMessage } from "./console-sms.ts";
export { createHttpSms } from "./http-sms.ts";
export type { NoticeSms, OtpSms, SmsSender } from "./sms.ts";
