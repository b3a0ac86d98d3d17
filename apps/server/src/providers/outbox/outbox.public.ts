/** What the rest of the server may use of the outbox provider (decision 041): its interface and adapters. */
export { createMessageSeal } from "./message-seal.ts";
export { createOutbox, createOutboxWriter, type OutboxWriter } from "./outbox.ts";
