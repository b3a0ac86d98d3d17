import { readFile } from "node:fs/promises";
import type { Database } from "../db/client.ts";
import { seedPincodes } from "../modules/delivery/delivery.public.ts";

/**
 * The demo's PIN codes (decision 048): the head post office of every district headquarters of
 * Tamil Nadu and well-known PIN codes of the metro cities, in the staff import's format. Beside
 * this file in the sources, beside the bundle in dist/ (scripts/build-server.mjs copies it).
 */
const PINCODES_CSV = new URL("./pincodes.csv", import.meta.url);

/** Writes the sample into an empty table; answers how many PIN codes were written (0: it held some). */
export async function seedDemoPincodes(db: Database): Promise<number> {
  return seedPincodes(db, await readFile(PINCODES_CSV, "utf8"));
}
