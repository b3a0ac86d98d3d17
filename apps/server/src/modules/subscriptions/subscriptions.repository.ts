import type { Database } from "../../db/client.ts";
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
