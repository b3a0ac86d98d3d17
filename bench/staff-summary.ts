// bench/staff-summary: the console home's order figures (GET /api/v1/staff/summary's three
// statements, modules/orders/order-summary.ts) over a large order table in PostgreSQL.
//
//   npx tsx bench/staff-summary.ts -- [--orders 100000] [--runs 30]
//
// Seeds `orders` orders (one line each) spread over the last 120 days in a fresh database, both
// payment modes, those of the last week at every status and older ones delivered or cancelled, as a
// shop's table looks; ANALYZEs, then times `readOrderSummary` in this process after
// three warm-up reads: median, p95 and the slowest, in milliseconds. The statements read the
// month's orders, the open ones, the last 30 days' and the week's, through orders_created_idx.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { readOrderSummary } from "../apps/server/src/modules/orders/orders.public.ts";
import { aProduct, insertProducts } from "../apps/server/src/testing/catalog-fixtures.ts";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
const NAME = "nagai_bench_staff_summary";

const admin = new pg.Client({ connectionString: values["postgres-url"] });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
const url = new URL(values["postgres-url"]);
url.pathname = `/${NAME}`;
const database = await openDatabase({ url: url.toString(), poolSize: 4 });
try {
  await applyMigrations(database);
  const { db } = database;
  const [piece] = await insertProducts(db, aProduct());
  await db.execute(sql`insert into users (username, email, contact_number, password_hash, verified_at)
    values ('bench', 'bench@gmail.com', '9999900000', 'x', now())`);
  const started = Date.now();
  await db.execute(sql`insert into orders (order_number, user_id, customer_name, contact, placed_by_name,
      placed_by_contact, email, address, payment_mode, status, sub_total_paise, total_paise, paid_at, created_at)
    select 'B' || i, (select id from users limit 1), 'Anu', '9840012345', 'anu', '9840012345', 'anu@gmail.com',
      '1 Anna Salai', case when i % 3 = 0 then 'CASH' else 'ONLINE' end,
      case when i % 120 < 7 then (array['PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED'])[1 + i % 5]
        else (array['DELIVERED','DELIVERED','DELIVERED','CANCELLED'])[1 + i % 4] end,
      100000 + i % 5000000, 100000 + i % 5000000,
      case when i % 3 <> 0 and i % 11 <> 0 then now() - (i % 120) * interval '1 day' end,
      now() - (i % 120) * interval '1 day' - (i % 1440) * interval '1 minute'
    from generate_series(1, ${ORDERS}) as i`);
  await db.execute(sql`insert into order_items (order_id, product_sno, product_name, item_id, tag_no, price_paise, quantity)
    select id, ${piece!.sno}, 'Ring', 1, 'T1', total_paise, 1 from orders`);
  await db.execute(sql`analyze`);
  console.log(`seeded ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  for (let i = 0; i < 3; i++) await readOrderSummary(db);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await readOrderSummary(db);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  console.log(
    `readOrderSummary over ${ORDERS} orders, ${RUNS} reads: median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms`,
  );
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.end();
}
