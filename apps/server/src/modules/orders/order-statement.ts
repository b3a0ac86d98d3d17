import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type JsonRow, rowFromJson } from "../../db/json-rows.ts";
import { rowsOf } from "../../db/rows.ts";
import { NO_PARTS } from "../../db/statement-parts.ts";
import { removingPieces } from "../cart/cart.public.ts";
import { readShortfall, stockTaking } from "../inventory/inventory.public.ts";
import type { NewOrderFields, NewOrderItem, PlacedOrder } from "./orders.repository.ts";
import { type OrderStatus, orderItems, orderStatusHistory, orders } from "./orders.tables.ts";

/** What placing the order takes from the shop: its pieces' stock, held or sold, and its cart rows. */
export interface OrderTakes {
  /** HELD until paid (ONLINE, until `expiresAt`), or SOLD at once (CASH). */
  stock: "HELD" | "SOLD";
  expiresAt: Date | null;
}

/**
 * The single statement that places an order (decision 021): one round trip that writes the order,
 * its lines and its first timeline entry, takes its pieces' stock and takes those pieces out of
 * the shopper's cart, all or nothing. The orders module owns the statement; the inventory and the
 * cart own the SQL of their tables and hand it over through their public files (decision 041):
 *
 *   with <inventory: lock the lines' stock rows in SNO order, find the first short line>
 *     o as (insert the order where no line is short),
 *     i as (its lines), t as (its first timeline entry),
 *     <inventory: move the stock, record the reservations, log the change, for the order in o>,
 *     <cart: delete the shopper's rows of those pieces, when o has a row>
 *   select the order, lines and entry as stored, and the short line
 *
 * Lines keep the order given (their ids rise). Answers what was stored, so the answer needs no
 * read after; or, when a line was short, nothing written and that line (`short`). Without
 * `takes`, the order alone is written (the repository's tests).
 */
export async function insertOrder(
  db: Database,
  order: NewOrderFields,
  items: readonly NewOrderItem[],
  first: { status: OrderStatus; note: string | null },
  takes?: OrderTakes,
): Promise<{ placed: PlacedOrder | undefined; short: { sno: number; available: number } | undefined }> {
  const stock = takes
    ? stockTaking(
        items.map((item) => ({ productSno: item.productSno, quantity: item.quantity })),
        { state: takes.stock, expiresAt: takes.expiresAt },
      )
    : NO_PARTS;
  const cart = takes
    ? removingPieces(
        order.userId,
        items.map((item) => item.productSno),
      )
    : NO_PARTS;
  const lines = items.map((item) => ({
    product_sno: item.productSno,
    product_name: item.productName,
    item_id: item.itemId,
    tag_no: item.tagNo,
    image_path: item.imagePath ?? null,
    price_paise: item.pricePaise,
    quantity: item.quantity,
    price_lines: item.priceLines ?? null,
    huid: item.huid ?? null,
  }));
  const result = await db.execute(sql`
    with ${stock.before}
    o as (
      insert into ${orders} (order_number, user_id, customer_name, contact, placed_by_name,
        placed_by_contact, email, address, payment_mode, sub_total_paise, shipping_fee_paise,
        total_paise, reservation_expires_at)
      select ${order.orderNumber}, ${order.userId}, ${order.customerName}, ${order.contact},
        ${order.placedByName}, ${order.placedByContact},
        ${order.email}, ${order.address}, ${order.paymentMode}, ${order.subTotalPaise},
        ${order.shippingFeePaise}, ${order.totalPaise},
        ${order.reservationExpiresAt?.toISOString() ?? null}::timestamptz
      where ${stock.allowed}
      returning *
    ),
    i as (
      insert into ${orderItems} (order_id, product_sno, product_name, item_id, tag_no, image_path,
        price_paise, quantity, price_lines, huid)
      select o.id, l.product_sno, l.product_name, l.item_id, l.tag_no, l.image_path, l.price_paise,
        l.quantity, l.price_lines, l.huid
      from o, json_to_recordset(${JSON.stringify(lines)}::json) as l(product_sno int, product_name text,
        item_id int, tag_no text, image_path text, price_paise int, quantity int, price_lines jsonb,
        huid text)
      returning *
    ),
    t as (
      insert into ${orderStatusHistory} (order_id, status, note)
      select o.id, ${first.status}, ${first.note} from o
      returning *
    )${stock.after(sql`o`)}${cart.after(sql`o`)}
    select (select json_build_object(
      'order', row_to_json(o),
      'items', (select coalesce(json_agg(i order by i.id), '[]'::json) from i),
      'timeline', (select json_agg(t) from t)
    )::text from o) as stored, ${stock.answer} as short`);
  const row = rowsOf(result, "orders: place an order", {
    stored: "string | null",
    short: "string | null",
  })[0]!;
  if (row.stored === null) return { placed: undefined, short: readShortfall(row.short) };
  const answer = JSON.parse(row.stored) as { order: JsonRow; items: JsonRow[]; timeline: JsonRow[] };
  return {
    placed: {
      order: rowFromJson(orders, answer.order),
      items: answer.items.map((line) => rowFromJson(orderItems, line)),
      timeline: answer.timeline.map((entry) => {
        const { orderId, status, note, createdAt } = rowFromJson(orderStatusHistory, entry);
        return { orderId, status, note, createdAt };
      }),
    },
    short: undefined,
  };
}
