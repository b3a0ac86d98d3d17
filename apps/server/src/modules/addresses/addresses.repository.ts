import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lockShopper } from "../auth/auth.public.ts";
import { addresses } from "./addresses.tables.ts";

export type StoredAddress = typeof addresses.$inferSelect;

/** The columns a create or an update writes: every field of the spec's address but who and when. */
export type AddressValues = Omit<
  StoredAddress,
  "id" | "customerId" | "isDefault" | "createdTime" | "updatedAt"
>;

/** The only code that queries the addresses table. Every read and write is scoped to one shopper. */
function addressQueries(db: Database) {
  const own = (customerId: number, id: number) =>
    and(eq(addresses.customerId, customerId), eq(addresses.id, id));

  return {
    /** The shopper's addresses, oldest first: a card keeps its place when the default moves. */
    list: (customerId: number): Promise<StoredAddress[]> =>
      db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id)),

    async find(customerId: number, id: number): Promise<StoredAddress | undefined> {
      const [row] = await db.select().from(addresses).where(own(customerId, id));
      return row;
    },

    /** How many addresses the shopper has, and how many are the default (one, unless none). */
    async countOf(customerId: number): Promise<{ total: number; defaults: number }> {
      const [row] = await db
        .select({ total: count(), defaults: count(sql`nullif(${addresses.isDefault}, false)`) })
        .from(addresses)
        .where(eq(addresses.customerId, customerId));
      return { total: row?.total ?? 0, defaults: row?.defaults ?? 0 };
    },

    async insert(customerId: number, values: AddressValues, isDefault: boolean): Promise<StoredAddress> {
      const [row] = await db
        .insert(addresses)
        .values({ ...values, customerId, isDefault })
        .returning();
      if (!row) throw new Error("insert into addresses returned no row");
      return row;
    },

    async update(
      customerId: number,
      id: number,
      values: Partial<AddressValues> & { isDefault?: boolean },
    ): Promise<StoredAddress | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(own(customerId, id))
        .returning();
      return row;
    },

    /** Clears the default flag of every address of the shopper but `keepId`. */
    async clearDefaults(customerId: number, keepId?: number): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(
          and(
            eq(addresses.customerId, customerId),
            eq(addresses.isDefault, true),
            keepId === undefined ? undefined : ne(addresses.id, keepId),
          ),
        );
    },

    async remove(customerId: number, id: number): Promise<StoredAddress | undefined> {
      const [row] = await db.delete(addresses).where(own(customerId, id)).returning();
      return row;
    },

    /** The shopper's oldest address, to become the default when the default is deleted. */
    async findOldest(customerId: number): Promise<StoredAddress | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.id))
        .limit(1);
      return row;
    },
  };
}

export type AddressQueries = ReturnType<typeof addressQueries>;

/**
 * The queries, and `asShopper`: runs `work` in one transaction that holds the shopper's lock
 * (auth/shopper-lock.ts), with the same queries inside it. Every write of an address runs so: the
 * count (the cap, the last address) and the default (exactly one) are then true until it commits.
 */
export function createAddressesRepository(db: Database) {
  return {
    ...addressQueries(db),
    asShopper<T>(customerId: number, work: (locked: AddressQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockShopper(tx, customerId);
        return work(addressQueries(tx));
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
