import { CONTACT_LABELS, CONTACT_MESSAGES, type ContactBody } from "@nagai/contracts/contact";
import { tooManyRequests } from "../../http-errors.ts";
import { oneLine } from "../appointments/appointments.public.ts";
import type { Counters } from "../auth/auth.public.ts";
import type { BackgroundMail } from "../mail/mail.public.ts";
import type { ContactRepository } from "./contact.repository.ts";

/**
 * The contact form: stores the message, then mails it to the shop in the background (a failed
 * send is logged and the message stays stored, decision 028). Counted per address, since the
 * shop's mailbox is what a flood would fill.
 */
export function createContactService({
  repository,
  counters,
  mail,
  shopMailTo,
  perAddressPerHour,
}: {
  repository: ContactRepository;
  counters: Counters;
  mail: Pick<BackgroundMail, "send">;
  shopMailTo: string;
  perAddressPerHour: number;
}) {
  return {
    async send(body: ContactBody, address: string): Promise<{ status: "success"; id: number }> {
      const wait = await counters.consume(`contact-address:${address}`, perAddressPerHour, 60 * 60);
      if (wait !== undefined) throw tooManyRequests(wait, CONTACT_MESSAGES.tooManyRequests);
      const id = await repository.insert({
        name: body.name,
        email: body.email,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
      });
      mail.send({
        to: shopMailTo,
        replyTo: body.email,
        subject: `Contact form #${id}: ${oneLine(body.subject ?? body.name)}`,
        text:
          `A message from the contact form.\n\n` +
          `${CONTACT_LABELS.name}: ${body.name}\n${CONTACT_LABELS.email}: ${body.email}\n` +
          `${CONTACT_LABELS.phone}: ${body.phone ?? "-"}\n${CONTACT_LABELS.subject}: ${body.subject ?? "-"}\n\n` +
          `${body.message}\n`,
      });
      return { status: "success", id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
