// What the benches that sign shoppers in share: calls to the shop's API, shoppers, an order, stock put back.
import pg from "pg";

const PASSWORD = "Bench-pass1";

/** JSON calls to the shop's API (paths under /api/v1) on `port`, with a shopper's token when given. */
export function shopClient(port: number) {
  async function call(method: string, url: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
  }

  /**
   * The newest OTP sent to `number`, from the development outbox (the server runs in development
   * mode); SMS go out in the background, so it may take a moment.
   */
  async function lastOtp(number: string): Promise<string> {
    for (let tries = 0; tries < 50; tries++) {
      const outbox = (await call("GET", "/dev/outbox")).json() as { data: { to: string; body: string }[] };
      const code = outbox.data.find((message) => message.to === number)?.body.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no OTP for ${number}`);
  }

  /** A new shopper, registered and verified: their token. */
  async function register(number: string): Promise<string> {
    const registered = await call("POST", "/auth/user/register", {
      username: `bench${number}`,
      email: `bench${number}@gmail.com`,
      contactNumber: number,
      password: PASSWORD,
    });
    if (registered.status !== 201)
      throw new Error(`register answered ${registered.status}: ${registered.text}`);
    const verified = await call(
      "POST",
      `/auth/user/verify-otp?contactNumber=${number}&otp=${await lastOtp(number)}`,
    );
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
    return verified.json().token as string;
  }

  /** A shopper's token: signed in when an earlier run registered them (a kept database), else registered. */
  async function aShopper(number: string): Promise<string> {
    const login = await call("POST", "/auth/user/login", {
      contactOrEmailOrUsername: number,
      password: PASSWORD,
    });
    if (login.status === 200) return login.json().token as string;
    return register(number);
  }

  return { call, register, aShopper };
}

/** The spec's order request for one piece, with a price and total the server ignores. */
export function anOrder(sno: number, paymentMode: "ONLINE" | "CASH" = "CASH") {
  return {
    customerName: "Bench Shopper",
    contact: "9876543210",
    email: "bench@example.com",
    totalAmount: 1,
    address: "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India",
    paymentMode,
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
