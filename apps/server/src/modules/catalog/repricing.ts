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
 * statement into product_prices (decision 050), which holds nothing but prices: a rate change
 * rewrites narrow rows with two indexes, never the pieces' wide rows. The catalogue's prices
 * version moves once (its trigger is per statement), so each process patches its listing index's
 * prices once (decisions 046, 050). A piece without a price row (just inserted) gets one; a piece
 * whose lines would not change is not written. Answers how many were.
 */
export async function repricePieces(tx: Transaction | Database, scope: RepricingScope): Promise<number> {
  const result = await tx.execute(sql`
    with lines as (${pricedLines(scope, sql`metal_rates`)}), written as (
    insert into product_prices as p (
      sno, rate_per_gram_paise, metal_value_paise, making_charges_paise, stone_line_paise,
      other_line_paise, gross_amount_paise, gst_amount_paise, grand_total_paise, rate_paise, priced_at
    )
    select l.sno,
      case when l.pricing = 'weighed' then l.rate end,
      l.metal, l.making,
      case when l.pricing = 'weighed' then l.stone else 0 end,
      case when l.pricing = 'weighed' then l.other else 0 end,
      l.taxable, l.gst, l.taxable + l.gst, l.taxable + l.gst,
      case when l.pricing = 'weighed' then l.rate_at else now() end
    from lines l
    order by l.sno
    on conflict (sno) do update set
      rate_per_gram_paise = excluded.rate_per_gram_paise,
      metal_value_paise = excluded.metal_value_paise,
      making_charges_paise = excluded.making_charges_paise,
      stone_line_paise = excluded.stone_line_paise,
      other_line_paise = excluded.other_line_paise,
      gross_amount_paise = excluded.gross_amount_paise,
      gst_amount_paise = excluded.gst_amount_paise,
      grand_total_paise = excluded.grand_total_paise,
      rate_paise = excluded.rate_paise,
      priced_at = excluded.priced_at
    where (
      p.grand_total_paise, p.gross_amount_paise, p.gst_amount_paise, p.metal_value_paise,
      p.making_charges_paise, p.stone_line_paise, p.other_line_paise, p.rate_paise, p.rate_per_gram_paise
    ) is distinct from (
      excluded.grand_total_paise, excluded.gross_amount_paise, excluded.gst_amount_paise,
      excluded.metal_value_paise, excluded.making_charges_paise, excluded.stone_line_paise,
      excluded.other_line_paise, excluded.rate_paise, excluded.rate_per_gram_paise
    ) or (excluded.rate_per_gram_paise is not null and p.priced_at is distinct from excluded.priced_at)
    returning 1)
    select count(*)::int as pieces from written`);
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
