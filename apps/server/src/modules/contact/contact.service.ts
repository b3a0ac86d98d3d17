import { CONTACT_LABELS, CONTACT_MESSAGES, type ContactBody } from "@nagai/contracts/contact";
import { tooManyRequests } from "../../http-errors.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.public.ts";
import { oneLine } from "../appointments/appointments.public.ts";
import type { Counters } from "../auth/auth.public.ts";
import type { ContactRepository } from "./contact.repository.ts";

/**
 * The contact form: stores the message and, in the same transaction, its mail to the shop in the
 * outbox, which sends it and retries a failure (decisions 028 and 040). Counted per address, since the
 * shop's mailbox is what a flood would fill.
 */
export function createContactService({
  repository,
  counters,
  outbox,
  shopMailTo,
  perAddressPerHour,
}: {
  repository: ContactRepository;
  counters: Counters;
  outbox: OutboxWriter;
  shopMailTo: string;
  perAddressPerHour: number;
}) {
  return {
    async send(body: ContactBody, address: string): Promise<{ status: "success"; id: number }> {
      const wait = await counters.consume(`contact-address:${address}`, perAddressPerHour, 60 * 60);
      if (wait !== undefined) throw tooManyRequests(wait, CONTACT_MESSAGES.tooManyRequests);
      const message = {
        name: body.name,
        email: body.email,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
      };
      const id = await repository.insert(message, (tx, id) =>
        outbox.add(tx, {
          channel: "mail",
          kind: "mail",
          message: {
            to: shopMailTo,
            replyTo: body.email,
            subject: `Contact form #${id}: ${oneLine(body.subject ?? body.name)}`,
            text:
              `A message from the contact form.\n\n` +
              `${CONTACT_LABELS.name}: ${body.name}\n${CONTACT_LABELS.email}: ${body.email}\n` +
              `${CONTACT_LABELS.phone}: ${body.phone ?? "-"}\n${CONTACT_LABELS.subject}: ${body.subject ?? "-"}\n\n` +
              `${body.message}\n`,
          },
        }),
      );
      outbox.wake();
      return { status: "success", id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
