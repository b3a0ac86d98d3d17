/** What the rest of the server may use of the mail provider (decision 041): its interface and adapters. */
export {
  createOutboxMail,
  createSmtpMail,
  type MailMessage,
  type MailOutboxMessage,
  type MailSender,
  type OutboxMail,
} from "./mail.ts";
export { mailOutboxRoutes } from "./mail-outbox.routes.ts";
