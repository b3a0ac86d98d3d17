import type { PincodeRow } from "@nagai/contracts/delivery";
import { asc, ilike, like, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { deliveryPincodes } from "./delivery.tables.ts";

type Executor = Database | Transaction;

/** Rows per INSERT: five parameters each, well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 2_000;

const columns = {
  pincode: deliveryPincodes.pincode,
  district: deliveryPincodes.district,
  state: deliveryPincodes.state,
  metro: deliveryPincodes.metro,
  cod: deliveryPincodes.cod,
};

export async function findPincode(db: Executor, pincode: string): Promise<PincodeRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(deliveryPincodes)
    .where(sql`${deliveryPincodes.pincode} = ${pincode}`);
  return row;
}

/** Whether the shop has listed any PIN code (decision 048's empty-table rule). */
export async function hasAnyPincode(db: Executor): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(deliveryPincodes).limit(1);
  return row !== undefined;
}

export async function countPincodes(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(deliveryPincodes);
  return row?.count ?? 0;
}

export async function listPincodes(db: Executor): Promise<PincodeRow[]> {
  return db.select(columns).from(deliveryPincodes).orderBy(asc(deliveryPincodes.pincode));
}

/** PIN codes starting with `q`, or whose district or state starts with it (any case), by PIN. */
export async function searchPincodes(db: Executor, q: string, limit: number): Promise<PincodeRow[]> {
  const prefix = `${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select(columns)
    .from(deliveryPincodes)
    .where(
      or(
        like(deliveryPincodes.pincode, prefix),
        ilike(deliveryPincodes.district, prefix),
        ilike(deliveryPincodes.state, prefix),
      ),
    )
    .orderBy(asc(deliveryPincodes.pincode))
    .limit(limit);
}

/**
 * Takes the table for an import: other writers wait, readers (the shoppers' checks) do not. Two
 * imports at once then run one after the other, each diffing against what the other left.
 */
export async function lockPincodes(tx: Transaction): Promise<void> {
  await tx.execute(sql`lock table delivery_pincodes in share row exclusive mode`);
}

/** Makes the table hold exactly `rows`, in the caller's transaction. */
export async function replacePincodes(tx: Transaction, rows: readonly PincodeRow[]): Promise<void> {
  await tx.delete(deliveryPincodes);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(deliveryPincodes).values(rows.slice(start, start + INSERT_CHUNK));
  }
}
