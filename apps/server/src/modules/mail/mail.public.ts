/** What other modules may use of the mail module (decision 041): the background sender's types. */
export type { BackgroundMail, MailOutboxMessage } from "./mail.ts";
