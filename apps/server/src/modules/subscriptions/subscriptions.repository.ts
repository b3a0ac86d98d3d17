import { count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Transaction } from "../auth/auth.public.ts";
import type { InboxState } from "../contact/contact.public.ts";
import { newsletterSubscribers } from "./subscriptions.tables.ts";

/** The only code that writes the newsletter_subscribers table. */
export function createSubscriptionsRepository(db: Database) {
  return {
    /**
     * Adds the address unless the list has it already, in any case. One statement: of twenty
     * subscribes at once, the unique index lets one insert through and the rest do nothing, with
     * no error and no second row.
     */
    async add(email: string): Promise<void> {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;

const answeredIs = (state: InboxState) =>
  state === "open"
    ? sql`${newsletterSubscribers.answeredAt} is null`
    : state === "answered"
      ? sql`${newsletterSubscribers.answeredAt} is not null`
      : sql`true`;

/**
 * The subscriptions as rows of the console's one inbox, in the contact messages' columns
 * (contact.public.ts `contactInbox`): a subscription has an e-mail address and a date, no text.
 */
export function subscriptionInbox(state: InboxState): SQL {
  return sql`select 'subscription'::text as kind, ${newsletterSubscribers.id} as id, null::text as name,
    ${newsletterSubscribers.email} as email, null::text as phone, null::text as subject, null::text as message,
    ${newsletterSubscribers.createdAt} as received_at, ${newsletterSubscribers.answeredAt} as answered_at,
    ${newsletterSubscribers.answeredBy} as answered_by
    from ${newsletterSubscribers} where ${answeredIs(state)}`;
}

/** Marks a subscriber answered (welcomed) or not in the caller's transaction; before and after, or undefined. */
export async function markSubscriptionAnswered(
  tx: Transaction,
  id: number,
  answered: boolean,
  by: { name: string; at: Date },
) {
  const [before] = await tx
    .select({ answeredAt: newsletterSubscribers.answeredAt, answeredBy: newsletterSubscribers.answeredBy })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .for("update");
  if (!before) return undefined;
  const [after] = await tx
    .update(newsletterSubscribers)
    .set(answered ? { answeredAt: by.at, answeredBy: by.name } : { answeredAt: null, answeredBy: null })
    .where(eq(newsletterSubscribers.id, id))
    .returning({
      answeredAt: newsletterSubscribers.answeredAt,
      answeredBy: newsletterSubscribers.answeredBy,
    });
  return { before, after: after! };
}

/** Subscriptions nobody has answered yet, for the console home. */
export async function countOpenSubscriptions(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsletterSubscribers).where(answeredIs("open"));
  return row?.total ?? 0;
}
