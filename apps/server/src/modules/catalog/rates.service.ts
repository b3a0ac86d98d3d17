import { ERROR_CODES } from "@nagai/contracts/errors";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@nagai/contracts/money";
import { PRICING_LIMITS } from "@nagai/contracts/pricing";
import {
  RATE_CONFIRM_PERCENT,
  RATE_HISTORY_DAYS,
  RATE_MESSAGES,
  type RateHistory,
  type RateJump,
  type RatesChange,
  type StaffRates,
} from "@nagai/contracts/rates";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import { recordAudit } from "../audit/audit.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import {
  listStaffRates,
  lockRates,
  readRateHistory,
  recordRateChanges,
  writeRates,
} from "./rates.repository.ts";
import { dearestPieceAt, repricePieces } from "./repricing.ts";

/** What a rate change answers: the rates now, or the jumps the staff member must confirm first. */
export type RatesChangeOutcome =
  | { kind: "changed"; rates: StaffRates }
  | { kind: "confirm"; message: string; changes: RateJump[] };

/** The change in percent of `fromPaise`, one decimal, signed. */
const percentChange = (fromPaise: number, toPaise: number) =>
  Math.round(((toPaise - fromPaise) * 1000) / fromPaise) / 10;

const perGram = (paise: number) => `${formatRupees(paiseToRupees(paise))}/g`;

/**
 * Today's rates (issue 26 item 1, decision 046). A change is one transaction: lock the rate rows,
 * check, write the rates and their history, reprice the pieces of the changed metals with one
 * statement (so the catalogue version moves once and every process follows within its version
 * check and one index build), and audit it.
 */
export function createRatesService({ db }: { db: Database }) {
  async function list(): Promise<StaffRates> {
    const [rows, changes] = await Promise.all([
      listStaffRates(db),
      readRateHistory(db, { days: RATE_HISTORY_DAYS.default, before: false }),
    ]);
    return {
      changes: changes
        .map((row) => ({ metal: row.metal, rate: paiseToRupees(row.ratePaise), at: row.at, by: row.by }))
        .reverse(),
      data: rows.map((row) => ({
        metal: row.metal,
        rate: paiseToRupees(row.ratePaise),
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
      })),
    };
  }

  async function change(
    asked: RatesChange,
    staff: StaffMember,
    { confirmed }: { confirmed: boolean },
  ): Promise<RatesChangeOutcome> {
    const outcome = await db.transaction(async (tx): Promise<RatesChangeOutcome | undefined> => {
      const current = new Map((await lockRates(tx)).map((row) => [row.metal, row]));
      const changed = new Map<string, number>();
      const jumps: RateJump[] = [];
      for (const [metal, rupees] of Object.entries(asked)) {
        const ratePaise = rupeesToPaise(rupees);
        const now = current.get(metal);
        if (!now) {
          if (staff.role !== "ROLE_ADMIN") {
            throw new HttpError(403, ERROR_CODES.forbidden, `${RATE_MESSAGES.newMetal}: ${metal}`, {
              [metal]: RATE_MESSAGES.newMetal,
            });
          }
          changed.set(metal, ratePaise);
          continue;
        }
        if (now.ratePaise === ratePaise) continue;
        changed.set(metal, ratePaise);
        const percent = percentChange(now.ratePaise, ratePaise);
        if (Math.abs(ratePaise - now.ratePaise) * 100 > now.ratePaise * RATE_CONFIRM_PERCENT) {
          jumps.push({ metal, from: paiseToRupees(now.ratePaise), to: rupees, percent });
        }
      }
      if (jumps.length > 0 && !confirmed) {
        const listed = jumps
          .map(
            (jump) =>
              `${jump.metal} ${perGram(rupeesToPaise(jump.from))} → ${perGram(rupeesToPaise(jump.to))} (${jump.percent > 0 ? "+" : ""}${jump.percent} %)`,
          )
          .join("; ");
        return {
          kind: "confirm",
          message: `More than ${RATE_CONFIRM_PERCENT} % from today's rate: ${listed}. Send it again with confirm to apply it.`,
          changes: jumps,
        };
      }
      if (changed.size === 0) return undefined;

      const dearest = await dearestPieceAt(tx, changed);
      if (dearest && dearest.totalPaise > PRICING_LIMITS.maxPiecePricePaise) {
        throw new HttpError(
          400,
          ERROR_CODES.validation,
          `At these rates piece ${dearest.tagNo} would cost ${formatRupees(paiseToRupees(dearest.totalPaise))}, ` +
            `above the ${formatRupees(paiseToRupees(PRICING_LIMITS.maxPiecePricePaise), { whole: true })} a piece may cost.`,
        );
      }
      const nextPosition = Math.max(-1, ...[...current.values()].map((row) => row.position)) + 1;
      await writeRates(tx, changed, nextPosition, new Set(current.keys()));
      await recordRateChanges(tx, changed, staff);
      await repricePieces(tx, { metals: [...changed.keys()] });
      const rupeesOf = (paise: number | undefined) => (paise === undefined ? null : paiseToRupees(paise));
      await recordAudit(tx, {
        staff,
        action: "rates.change",
        entityType: "rates",
        entityId: "metal_rates",
        before: Object.fromEntries(
          [...changed.keys()].map((metal) => [metal, rupeesOf(current.get(metal)?.ratePaise)]),
        ),
        after: Object.fromEntries([...changed].map(([metal, paise]) => [metal, paiseToRupees(paise)])),
      });
      return undefined;
    });
    return outcome ?? { kind: "changed", rates: await list() };
  }

  async function history(query: { metal?: string; days?: number }): Promise<RateHistory> {
    const rows = await readRateHistory(db, {
      metal: query.metal,
      days: query.days ?? RATE_HISTORY_DAYS.default,
    });
    return {
      data: rows.map((row) => ({
        metal: row.metal,
        rate: paiseToRupees(row.ratePaise),
        at: row.at,
        by: row.by,
      })),
    };
  }

  return { list, change, history };
}

export type RatesService = ReturnType<typeof createRatesService>;
