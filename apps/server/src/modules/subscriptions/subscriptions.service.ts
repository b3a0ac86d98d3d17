import { SUBSCRIPTION_MESSAGES, type Subscribed, type SubscriptionBody } from "@nagai/contracts/subscription";
import { tooManyRequests } from "../../http-errors.ts";
import type { Counters } from "../auth/auth.public.ts";
import type { SubscriptionsRepository } from "./subscriptions.repository.ts";

/**
 * The coming-soon page's subscribe form (decision 030): keeps the address once, whatever its case,
 * and answers the same to a new address and to one already on the list, so the form tells a
 * stranger nothing about who subscribed. No mail is sent: the form cannot be used to make the
 * shop write to someone else's address. Counted per client address, as the contact form is.
 */
export function createSubscriptionsService({
  repository,
  counters,
  perAddressPerHour,
}: {
  repository: SubscriptionsRepository;
  counters: Counters;
  perAddressPerHour: number;
}) {
  return {
    async subscribe(body: SubscriptionBody, address: string): Promise<Subscribed> {
      const wait = await counters.consume(`subscription-address:${address}`, perAddressPerHour, 60 * 60);
      if (wait !== undefined) throw tooManyRequests(wait, SUBSCRIPTION_MESSAGES.tooManyRequests);
      await repository.add(normaliseEmail(body.email));
      return { status: "success", message: SUBSCRIPTION_MESSAGES.success };
    },
  };
}

/**
 * Kept in lower case, by JavaScript's own rules: PostgreSQL's lower() follows the database's
 * locale (PGlite's lowers only ASCII), so an address lowered here is the same row on either.
 * Mail providers treat the local part without regard to case too.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
