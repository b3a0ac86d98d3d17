import { PRICING_LIMITS } from "@nagai/contracts/pricing";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Transaction } from "../auth/auth.public.ts";

/** Which pieces to price again: all, those weighed at some metals' rates, or some pieces. */
export type RepricingScope = "all" | { metals: readonly string[] } | { snos: readonly number[] };

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function scopeCondition(scope: RepricingScope): SQL {
  if (scope === "all") return sql`true`;
  if ("metals" in scope)
    return scope.metals.length === 0 ? sql`false` : sql`p.rate_metal = any(${textArray(scope.metals)})`;
  return scope.snos.length === 0 ? sql`false` : sql`p.sno = any(${intArray(scope.snos)})`;
}

/**
 * Each line of a piece's price from its inputs and a rate per gram of its metal (`rates.rate_paise`
 * of the join), in numeric, line by line as piece-pricing.ts's pricePiece does it: every division
 * by a power of ten or by 1 + the GST rate, rounded halves up. `rates` is any relation with
 * `metal`, `rate_paise` and `updated_at`.
 */
function pricedLines(scope: RepricingScope, rates: SQL): SQL {
  return sql`
    with inputs as (
      select p.sno, p.tag_no, p.pricing, p.tag_price_paise as tag, round(p.gst_percent * 100) as gst_bp,
        round(p.net_weight_grams * 1000) as mg, p.making_kind, p.making_value,
        p.stone_charges_paise as stone, p.other_charges_paise as other,
        round(r.rate_paise::numeric * p.rate_per_mille / 1000) as rate, r.updated_at as rate_at
      from products p left join ${rates} r on r.metal = p.rate_metal
      where ${scopeCondition(scope)}
    ), metal as (
      select *, case when pricing = 'weighed' then round(mg * rate / 1000.0) else 0 end as metal
      from inputs
    ), making as (
      select *, case
        when pricing <> 'weighed' then 0
        when making_kind = 'percent' then round(metal * making_value / 10000.0)
        else round(mg * making_value / 1000.0)
      end as making
      from metal
    ), taxed as (
      select *, case
        when pricing = 'weighed' then metal + making + stone + other
        else round(tag * 10000.0 / (10000 + gst_bp))
      end as taxable
      from making
    )
    select *, case
      when pricing = 'weighed' then round(taxable * gst_bp / 10000.0)
      else tag - taxable
    end as gst
    from taxed`;
}

/**
 * Prices pieces again from their inputs and today's rates, in the caller's transaction, with one
 * statement: a rate change reprices every piece of its metal at once, and the catalogue version
 * moves once (its trigger is per statement), so listings rebuild their index once (decision 046).
 * Pieces whose price lines would not change are not written. Answers how many were.
 */
export async function repricePieces(tx: Transaction | Database, scope: RepricingScope): Promise<number> {
  const result = await tx.execute(sql`
    with lines as (${pricedLines(scope, sql`metal_rates`)}), updated as (
    update products as p set
      rate_per_gram_paise = case when l.pricing = 'weighed' then l.rate end,
      metal_value_paise = l.metal,
      making_charges_paise = l.making,
      gross_amount_paise = l.taxable,
      gst_amount_paise = l.gst,
      grand_total_paise = l.taxable + l.gst,
      rate_paise = l.taxable + l.gst,
      priced_at = case when l.pricing = 'weighed' then l.rate_at else now() end
    from lines l
    where p.sno = l.sno and (
      (
        p.grand_total_paise, p.gross_amount_paise, p.gst_amount_paise, p.metal_value_paise,
        p.making_charges_paise, p.rate_paise
      ) is distinct from (l.taxable + l.gst, l.taxable, l.gst, l.metal, l.making, l.taxable + l.gst)
      or (l.pricing = 'weighed' and (p.rate_per_gram_paise, p.priced_at) is distinct from (l.rate, l.rate_at))
    )
    returning 1)
    select count(*)::int as pieces from updated`);
  const [row] = rowsOf(result, "catalog: reprice pieces", { pieces: "number" });
  return row?.pieces ?? 0;
}

/**
 * The dearest piece some new rates would make, without writing anything: a rate is refused when
 * it would price a piece past PRICING_LIMITS.maxPiecePricePaise (which the price columns could
 * not hold). Undefined when no piece is weighed at those metals.
 */
export async function dearestPieceAt(
  tx: Transaction | Database,
  rates: ReadonlyMap<string, number>,
): Promise<{ tagNo: string; totalPaise: number } | undefined> {
  if (rates.size === 0) return undefined;
  const metals = [...rates.keys()];
  const proposed = sql`(select metal, rate_paise, now() as updated_at from unnest(${textArray(metals)}, ${intArray(
    metals.map((metal) => rates.get(metal)!),
  )}) as r(metal, rate_paise))`;
  const result = await tx.execute(sql`
    with lines as (${pricedLines({ metals }, proposed)})
    select tag_no as "tagNo", (taxable + gst)::float8 as "totalPaise"
    from lines where pricing = 'weighed' order by taxable + gst desc limit 1`);
  const [dearest] = rowsOf(result, "catalog: dearest piece at rates", {
    tagNo: "string",
    totalPaise: "number",
  });
  return dearest;
}

/** Whether a price fits the price columns (below ₹1 crore a piece). */
export const priceFits = (totalPaise: number) => totalPaise <= PRICING_LIMITS.maxPiecePricePaise;
