import {
  DELIVERY_DAYS,
  DELIVERY_MESSAGES,
  type DeliveryCheck,
  PINCODE_COLUMNS,
  type PincodeImportReport,
  type PincodeRow,
} from "@nagai/contracts/delivery";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { toCsvLine } from "../../csv.ts";
import type { Database } from "../../db/client.ts";
import { badRequest, HttpError } from "../../http-errors.ts";
import { recordAudit } from "../audit/audit.public.ts";
import {
  countPincodes,
  findPincode,
  hasAnyPincode,
  listPincodes,
  lockPincodes,
  replacePincodes,
  searchPincodes,
} from "./delivery.repository.ts";
import { diffPincodes, readPincodeFile } from "./pincode-import.ts";

/** PIN codes named in one audit entry per kind of change; the counts are always whole. */
const AUDITED_CODES = 1_000;
const SEARCH_LIMIT = 50;

/**
 * Whether and how fast the shop delivers to a PIN code (decision 048). Read from the table on
 * every call (one primary-key lookup, and when it misses, one row of the table): nothing is kept
 * in memory, so an import counts on every process from its commit.
 *
 * An empty table is a shop that has not listed its PIN codes yet: it delivers to every valid PIN
 * code at the other-city days, cash on delivery offered, as it did before the list existed.
 */
export async function checkPincode(db: Database, pincode: string): Promise<DeliveryCheck> {
  const row = await findPincode(db, pincode);
  if (row) {
    const days = row.metro ? DELIVERY_DAYS.metro : DELIVERY_DAYS.other;
    const { district, state, cod } = row;
    return { pincode, serviceable: true, district, state, minDays: days.min, maxDays: days.max, cod };
  }
  if (!(await hasAnyPincode(db))) {
    const days = DELIVERY_DAYS.other;
    return {
      pincode,
      serviceable: true,
      district: null,
      state: null,
      minDays: days.min,
      maxDays: days.max,
      cod: true,
    };
  }
  return {
    pincode,
    serviceable: false,
    district: null,
    state: null,
    minDays: null,
    maxDays: null,
    cod: false,
  };
}

/** The last standalone 6-digit PIN code of an address line ("…, Tamil Nadu - 600001, India"). */
export function pincodeOfAddress(address: string): string | undefined {
  const matches = address.match(/(?<!\d)[1-9]\d{5}(?!\d)/g);
  return matches?.at(-1);
}

/**
 * The server's word on an order's address (decision 048): a PIN code the shop does not deliver to
 * is a 409, cash on delivery where it is not offered a 409, and an address line without a PIN code
 * a 400 once the shop lists its PIN codes.
 */
export async function requireDeliverable(
  db: Database,
  address: string,
  paymentMode: "CASH" | "ONLINE",
): Promise<void> {
  const pincode = pincodeOfAddress(address);
  if (pincode === undefined) {
    if (await hasAnyPincode(db)) {
      throw badRequest(DELIVERY_MESSAGES.noPincodeInAddress, {
        address: DELIVERY_MESSAGES.noPincodeInAddress,
      });
    }
    return;
  }
  const check = await checkPincode(db, pincode);
  if (!check.serviceable) {
    throw new HttpError(409, ERROR_CODES.notServiceable, DELIVERY_MESSAGES.notServiceable(pincode));
  }
  if (paymentMode === "CASH" && !check.cod) {
    throw new HttpError(409, ERROR_CODES.noCashOnDelivery, DELIVERY_MESSAGES.noCashOnDelivery(pincode));
  }
}

export interface DeliveryService {
  check(pincode: string): Promise<DeliveryCheck>;
  search(q: string): Promise<{ total: number; data: PincodeRow[] }>;
  /** A dry run, or the import: 200 with the report, or 422 with it when any row is refused. */
  importFile(
    text: string,
    dryRun: boolean,
    staff: { id: number; name: string },
  ): Promise<{ statusCode: 200 | 422; report: PincodeImportReport }>;
  exportCsv(): Promise<string>;
}

export function createDeliveryService(db: Database): DeliveryService {
  return {
    check: (pincode) => checkPincode(db, pincode),

    async search(q) {
      const [total, data] = await Promise.all([countPincodes(db), searchPincodes(db, q, SEARCH_LIMIT)]);
      return { total, data };
    },

    /**
     * The file replaces the whole list (decision 048): a PIN code not in it is removed. All or
     * nothing: any refused row refuses the file (422, the same report as the dry run); otherwise
     * the table and the audit entry are one transaction, diffed under the table's lock.
     */
    async importFile(text, dryRun, staff) {
      const { lines, rows, errors } = readPincodeFile(text);
      const empty = { added: [], changed: [], removed: [], unchanged: 0 };
      if (errors.length > 0) {
        return {
          statusCode: 422,
          report: { dryRun, applied: false, rows: lines, ...empty, errors },
        };
      }
      if (dryRun) {
        const diff = diffPincodes(await listPincodes(db), rows);
        return { statusCode: 200, report: { dryRun, applied: false, rows: rows.length, ...diff, errors } };
      }
      const diff = await db.transaction(async (tx) => {
        await lockPincodes(tx);
        const current = await listPincodes(tx);
        const changes = diffPincodes(current, rows);
        await replacePincodes(
          tx,
          rows.map(({ row }) => row),
        );
        await recordAudit(tx, {
          staff,
          action: "pincodes.import",
          entityType: "pincodes",
          entityId: "all",
          before: { rows: current.length },
          after: {
            rows: rows.length,
            added: changes.added.length,
            changed: changes.changed.length,
            removed: changes.removed.length,
            addedCodes: changes.added.slice(0, AUDITED_CODES).map(({ row }) => row.pincode),
            changedCodes: changes.changed.slice(0, AUDITED_CODES).map(({ after }) => after.pincode),
            removedCodes: changes.removed.slice(0, AUDITED_CODES).map((row) => row.pincode),
          },
        });
        return changes;
      });
      return { statusCode: 200, report: { dryRun, applied: true, rows: rows.length, ...diff, errors } };
    },

    async exportCsv() {
      const rows = await listPincodes(db);
      return [
        toCsvLine(PINCODE_COLUMNS),
        ...rows.map((row) => toCsvLine([row.pincode, row.district, row.state, row.metro, row.cod])),
      ].join("");
    },
  };
}

/**
 * Fills an empty table from a CSV in the import's format (the demo's sample, decision 048); a
 * table that holds PIN codes is left alone. Not a staff member's change: no audit entry, as for
 * the staff CLI (decision 045). Answers how many PIN codes were written.
 */
export async function seedPincodes(db: Database, text: string): Promise<number> {
  const { rows, errors } = readPincodeFile(text);
  if (errors.length > 0) {
    throw new Error(
      `the PIN code file is refused: ${errors.map((e) => `line ${e.line}: ${e.message}`).join("; ")}`,
    );
  }
  return db.transaction(async (tx) => {
    await lockPincodes(tx);
    if (await hasAnyPincode(tx)) return 0;
    await replacePincodes(
      tx,
      rows.map(({ row }) => row),
    );
    return rows.length;
  });
}
