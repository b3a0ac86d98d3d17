import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, NODE_ENV: "development", SEED_PRODUCTS: 300 });
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
});
