import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "./auth.tables.ts";

/**
 * Locks the shopper's users row until the caller's transaction ends, so that one shopper's writes
 * that check a cap or a duplicate (the cart's, the wishlist's, recently viewed) run one after the
 * other: two concurrent adds cannot both see room for one more. FOR NO KEY UPDATE, not FOR UPDATE:
 * it excludes only its own kind, so foreign-key checks of other inserts for this shopper (which
 * take KEY SHARE) and sign-ins (plain reads) never wait for it. Other shoppers never wait either.
 */
export async function lockShopper(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/**
 * The id of the account whose mobile number is `contactNumber` (null when none), as SQL for
 * another module's statement: the orders module counts a number's orders by it (decision 036).
 */
export function accountWithNumber(contactNumber: string): SQL {
  return sql`(select ${users.id} from ${users} where ${users.contactNumber} = ${contactNumber})`;
}
