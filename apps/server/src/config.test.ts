import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_PRODUCTS, loadConfig } from "./config.ts";
import { databaseTarget } from "./db/client.ts";

/** What production needs besides a secret: an SMS gateway, a payment gateway and an SMTP server. */
const PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_ORIGIN: "https://nagai.in",
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "https://sms.example/otp",
  SMS_HTTP_AUTH_KEY: "key",
  SMS_HTTP_TEMPLATE_ID: "template",
  PAYPHI_MERCHANT_ID: "T_03342",
  PAYPHI_SECRET: "abc".repeat(8),
  PAYPHI_BASE_URL: "https://qa.phicommerce.com",
  MAIL_PROVIDER: "smtp",
  SMTP_HOST: "smtp.example",
  SHOP_ADDRESS: "12 Bazaar Street, T. Nagar, Chennai, Tamil Nadu - 600017",
  SHOP_GSTIN: "33ABCDE1234F1Z5",
};

describe("loadConfig", () => {
  it("gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, NODE_ENV: "development", DEMO: false, seedProducts: 0 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("data"));
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "70000", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: .*65535/);
      expect((error as Error).message).toContain(
        "DATABASE_URL: must start with postgres:// or postgresql://",
      );
    }
  });

  it("treats an empty variable as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });
});

describe("PGLITE_PLAIN (decision 042)", () => {
  it("runs the embedded database in its own thread unless set, and plain PGlite when true", () => {
    const dataDir = path.resolve("data");
    expect(databaseTarget(loadConfig({}))).toEqual({ dataDir, ownThread: true });
    expect(databaseTarget(loadConfig({ PGLITE_PLAIN: "false" }))).toEqual({ dataDir, ownThread: true });
    expect(databaseTarget(loadConfig({ PGLITE_PLAIN: "true" }))).toEqual({ dataDir, plain: true });
  });

  it("refuses what is not true or false, and a PostgreSQL server", () => {
    expect(() => loadConfig({ PGLITE_PLAIN: "1" })).toThrow(/PGLITE_PLAIN: must be true or false/);
    expect(() => loadConfig({ PGLITE_PLAIN: "true", DATABASE_URL: "postgres://db/shop" })).toThrow(
      /PGLITE_PLAIN: applies to the embedded database only/,
    );
    expect(databaseTarget(loadConfig({ DATABASE_URL: "postgres://db/shop" }))).toEqual({
      url: "postgres://db/shop",
      poolSize: 10,
    });
  });
});

describe("PUBLIC_ORIGIN", () => {
  it("is optional", () => {
    expect(loadConfig({}).PUBLIC_ORIGIN).toBeUndefined();
  });

  it("takes an origin, with or without a trailing slash, and keeps it without", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://nagai.in" }).PUBLIC_ORIGIN).toBe("https://nagai.in");
    expect(loadConfig({ PUBLIC_ORIGIN: "https://Nagai.in/" }).PUBLIC_ORIGIN).toBe("https://nagai.in");
    expect(loadConfig({ PUBLIC_ORIGIN: "http://localhost:3000" }).PUBLIC_ORIGIN).toBe(
      "http://localhost:3000",
    );
  });

  it("refuses anything but an origin, naming the variable", () => {
    for (const value of [
      "nagai.in",
      "ftp://nagai.in",
      "https://nagai.in/shop",
      "https://nagai.in/?a=1",
      "https://nagai.in#top",
      "https://user:pass@nagai.in",
      "https://",
      "https://nagai .in",
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value }), value).toThrow(/PUBLIC_ORIGIN: must be an origin/);
    }
  });

  it("is required in production, where the Host header must not make the shop's absolute URLs", () => {
    const { PUBLIC_ORIGIN: _, ...production } = { ...PRODUCTION, JWT_SECRET: "s".repeat(32) };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN: must be set in production/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: "" })).toThrow(/PUBLIC_ORIGIN: must be set/);
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: "https://nagai.in" }).PUBLIC_ORIGIN).toBe(
      "https://nagai.in",
    );
    expect(loadConfig({}).PUBLIC_ORIGIN).toBeUndefined();
  });
});

describe("accounts settings", () => {
  it("refuses to start production without a JWT secret of 32 characters or more", () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/JWT_SECRET: must be set in production/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: "short" })).toThrow(
      /JWT_SECRET: must be at least 32/,
    );
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: "s".repeat(32) }).JWT_SECRET).toHaveLength(32);
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
  });

  it("needs the gateway's address, key and template for the HTTP SMS provider", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "http", SMS_HTTP_URL: "https://sms.example/otp" })).toThrow(
      /SMS_HTTP_AUTH_KEY: must be set when SMS_PROVIDER is http/,
    );
    expect(loadConfig({}).SMS_PROVIDER).toBe("console");
  });

  it("refuses to start production with the console SMS provider, set or by default", () => {
    const secret = { JWT_SECRET: "s".repeat(32) };
    const consoleSms = /SMS_PROVIDER: must be http in production/;
    expect(() => loadConfig({ NODE_ENV: "production", ...secret })).toThrow(consoleSms);
    expect(() => loadConfig({ NODE_ENV: "production", SMS_PROVIDER: "console", ...secret })).toThrow(
      consoleSms,
    );
    expect(loadConfig({ ...PRODUCTION, ...secret }).SMS_PROVIDER).toBe("http");
    // Outside production the console provider stays the default: the demo's OTPs are printed.
    expect(loadConfig({ NODE_ENV: "test" }).SMS_PROVIDER).toBe("console");
  });

  it("trusts no proxy unless told", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toBe("10.0.0.0/8,127.0.0.1");
  });
});

describe("the payment gateway", () => {
  const production = { ...PRODUCTION, JWT_SECRET: "s".repeat(32) };
  const {
    PAYPHI_MERCHANT_ID: _id,
    PAYPHI_SECRET: _secret,
    PAYPHI_BASE_URL: _url,
    ...withoutGateway
  } = production;

  it("is the built-in sandbox unless a real one is configured, and never in production", () => {
    expect(loadConfig({}).paymentGateway).toBe("sandbox");
    expect(loadConfig({ NODE_ENV: "test" }).paymentGateway).toBe("sandbox");
    expect(() => loadConfig(withoutGateway)).toThrow(
      /PAYPHI_MERCHANT_ID: production needs the real payment gateway: the built-in sandbox takes no money/,
    );
    expect(loadConfig(production)).toMatchObject({
      paymentGateway: "payphi",
      PAYPHI_MERCHANT_ID: "T_03342",
      PAYPHI_BASE_URL: "https://qa.phicommerce.com",
    });
  });

  it("needs the merchant id, secret and base URL together, and https in production", () => {
    expect(() => loadConfig({ PAYPHI_MERCHANT_ID: "T_1" })).toThrow(
      /PAYPHI_SECRET: must be set with the other PAYPHI_\* settings[\s\S]*PAYPHI_BASE_URL: must be set/,
    );
    expect(() => loadConfig({ ...withoutGateway, PAYPHI_SECRET: "x".repeat(20) })).toThrow(
      /PAYPHI_MERCHANT_ID: must be set/,
    );
    expect(() => loadConfig({ ...production, PAYPHI_SECRET: "short" })).toThrow(
      /PAYPHI_SECRET: must be at least 16/,
    );
    expect(() => loadConfig({ ...production, PAYPHI_BASE_URL: "qa.phicommerce.com" })).toThrow(
      /PAYPHI_BASE_URL/,
    );
    expect(() => loadConfig({ ...production, PAYPHI_BASE_URL: "http://qa.phicommerce.com" })).toThrow(
      /PAYPHI_BASE_URL: must be https in production/,
    );
    const development = {
      PAYPHI_MERCHANT_ID: "T_1",
      PAYPHI_SECRET: "x".repeat(20),
      PAYPHI_BASE_URL: "http://127.0.0.1:9",
    };
    expect(loadConfig(development).paymentGateway).toBe("payphi");
  });
});

describe("demo mode and the demo catalogue", () => {
  it("seeds nothing unless asked: a plain start, any database", () => {
    expect(loadConfig({}).seedProducts).toBe(0);
    expect(loadConfig({ DATABASE_URL: "postgres://db/nagai" }).seedProducts).toBe(0);
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: "s".repeat(32) }).seedProducts).toBe(0);
  });

  it("seeds the demo catalogue into a demo's embedded database, never unasked into a PostgreSQL server", () => {
    expect(loadConfig({ DEMO: "true" })).toMatchObject({ DEMO: true, seedProducts: DEMO_PRODUCTS });
    expect(loadConfig({ DEMO: "true", DATABASE_URL: "postgres://db/nagai" }).seedProducts).toBe(0);
    expect(
      loadConfig({ DEMO: "true", DATABASE_URL: "postgres://db/nagai", SEED_PRODUCTS: "60" }).seedProducts,
    ).toBe(60);
    expect(loadConfig({ DEMO: "true", SEED_PRODUCTS: "0" }).seedProducts).toBe(0);
    expect(loadConfig({ DEMO: "false" }).DEMO).toBe(false);
  });

  it("seeds what SEED_PRODUCTS asks for in any mode, production included", () => {
    expect(loadConfig({ SEED_PRODUCTS: "60" }).seedProducts).toBe(60);
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: "s".repeat(32), SEED_PRODUCTS: "300" }).seedProducts).toBe(
      300,
    );
  });

  it("refuses a demo in production, and a DEMO that is not true or false", () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: "s".repeat(32), DEMO: "true" })).toThrow(
      /DEMO: a demo cannot run with NODE_ENV=production/,
    );
    expect(() => loadConfig({ DEMO: "yes" })).toThrow(/DEMO: must be true or false/);
  });
});

describe("what one shopper may hold (decision 036)", () => {
  it("defaults to 3 unpaid online orders, 10 pieces, ₹5,00,000, cash up to ₹50,000 and 2 cash orders", () => {
    expect(loadConfig({})).toMatchObject({
      ORDER_MAX_UNPAID_ONLINE: 3,
      ORDER_MAX_HELD_PIECES: 10,
      ORDER_MAX_HELD_RUPEES: 500_000,
      COD_MAX_ORDER_RUPEES: 50_000,
      COD_MAX_OPEN_ORDERS: 2,
    });
  });

  it("takes 0 to turn cash on delivery off, and refuses what is not a whole number in range", () => {
    expect(loadConfig({ COD_MAX_ORDER_RUPEES: "0", COD_MAX_OPEN_ORDERS: "0" })).toMatchObject({
      COD_MAX_ORDER_RUPEES: 0,
      COD_MAX_OPEN_ORDERS: 0,
    });
    for (const [name, value] of [
      ["ORDER_MAX_UNPAID_ONLINE", "0"],
      ["ORDER_MAX_HELD_PIECES", "ten"],
      ["ORDER_MAX_HELD_RUPEES", "99999999"],
      ["COD_MAX_ORDER_RUPEES", "-1"],
      ["COD_MAX_OPEN_ORDERS", "2.5"],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(`${name}: `));
    }
  });
});

describe("the seller on the invoices (SHOP_*)", () => {
  it("is a demo seller in Tamil Nadu unless set, and the invoices then say they are specimens", () => {
    expect(loadConfig({}).shop).toEqual({
      name: "Nagai Jewellers",
      address: "12 Bazaar Street, T. Nagar, Chennai, Tamil Nadu - 600017",
      gstin: "33AAAAA0000A1Z5",
      state: { code: "33", name: "Tamil Nadu" },
      specimen: true,
    });
    const set = loadConfig({
      SHOP_NAME: "Meena Jewels",
      SHOP_ADDRESS: "4 MG Road, Bengaluru, Karnataka - 560001",
      SHOP_GSTIN: "29abcde1234f1z5",
      SHOP_STATE: "karnataka",
    }).shop;
    expect(set).toMatchObject({
      gstin: "29ABCDE1234F1Z5",
      state: { code: "29", name: "Karnataka" },
      specimen: false,
    });
  });

  it("checks the GSTIN's pattern, its state code and the state's name", () => {
    expect(() => loadConfig({ SHOP_GSTIN: "33ABCDE1234" })).toThrow(/SHOP_GSTIN: must be a GSTIN/);
    expect(() => loadConfig({ SHOP_GSTIN: "29ABCDE1234F1Z5" })).toThrow(
      /SHOP_GSTIN: starts with 29, but SHOP_STATE Tamil Nadu is state code 33/,
    );
    expect(() => loadConfig({ SHOP_STATE: "Atlantis" })).toThrow(/SHOP_STATE: must be an Indian state/);
  });

  it("is required in production: a tax invoice names the seller's address and GSTIN", () => {
    const {
      SHOP_ADDRESS: _address,
      SHOP_GSTIN: _gstin,
      ...production
    } = { ...PRODUCTION, JWT_SECRET: "s".repeat(32) };
    expect(() => loadConfig(production)).toThrow(/SHOP_ADDRESS: must be set in production/);
    expect(() => loadConfig(production)).toThrow(/SHOP_GSTIN: must be set in production/);
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: "s".repeat(32) }).shop.specimen).toBe(false);
  });
});
