// What the inventory benches share: calls to the shop's API, shoppers signed in, stock put back.
import pg from "pg";

const PASSWORD = "Bench-pass1";

/** JSON calls to the shop on `port`, with a shopper's token when given. */
export function shopClient(port: number) {
  async function call(method: string, url: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
  }

  /**
   * A shopper's token: signed in when an earlier run registered them, else registered and
   * verified with the OTP from the development outbox (the server runs in development mode).
   */
  async function aShopper(number: string): Promise<string> {
    const login = await call("POST", "/api/v1/auth/user/login", {
      contactOrEmailOrUsername: number,
      password: PASSWORD,
    });
    if (login.status === 200) return login.json().token as string;
    const registered = await call("POST", "/api/v1/auth/user/register", {
      username: `bench${number}`,
      email: `bench${number}@gmail.com`,
      contactNumber: number,
      password: PASSWORD,
    });
    if (registered.status !== 201)
      throw new Error(`register answered ${registered.status}: ${registered.text}`);
    for (let tries = 0; tries < 50; tries++) {
      const outbox = (await call("GET", "/api/v1/dev/outbox")).json() as {
        data: { to: string; body: string }[];
      };
      const otp = outbox.data.find((message) => message.to === number)?.body.match(/\b(\d{6})\b/)?.[1];
      if (otp) {
        const verified = await call(
          "POST",
          `/api/v1/auth/user/verify-otp?contactNumber=${number}&otp=${otp}`,
        );
        if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
        return verified.json().token as string;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no OTP for ${number}`);
  }

  return { call, aShopper };
}

/** The bench's CASH order for one piece: the prices sent are ignored by the server. */
export function aCashOrder(sno: number) {
  return {
    customerName: "Bench Shopper",
    contact: "9876543210",
    email: "bench@example.com",
    totalAmount: 1,
    address: "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India",
    paymentMode: "CASH",
    items: [{ sno, quantity: 1, price: 1 }],
  };
}

/**
 * Puts back every piece earlier runs sold or held, before the server starts (it reads stock as it
 * starts): each run then finds the seeded catalogue's pieces on sale. Their orders stay.
 */
export async function restock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query(`
    update stock_levels s set on_hand = s.on_hand + sold.quantity
    from (select product_sno, sum(quantity)::int as quantity from reservations where state = 'SOLD' group by product_sno) sold
    where s.product_sno = sold.product_sno`);
  await client.query("update stock_levels set reserved = 0 where reserved > 0");
  await client.query("delete from reservations");
  await client.query("commit");
  await client.end();
}
