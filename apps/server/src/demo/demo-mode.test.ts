import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { demoUnlessProduction, startupNotice } from "./demo-mode.ts";

describe("demoUnlessProduction (npm run dev; scripts/start.mjs does the same)", () => {
  it("asks for the demo unless production or DEMO decides", () => {
    expect(demoUnlessProduction({}).DEMO).toBe("true");
    expect(demoUnlessProduction({ NODE_ENV: "development", DEMO: "" }).DEMO).toBe("true");
    expect(demoUnlessProduction({ DEMO: "false" }).DEMO).toBe("false");
    expect(demoUnlessProduction({ NODE_ENV: "production" }).DEMO).toBeUndefined();
  });
});

describe("the start-up notice", () => {
  const address = "http://localhost:3000";

  it("is a banner for a demo, naming the outbox and how to run for real", () => {
    const banner = startupNotice(loadConfig({ DEMO: "true" }), address)!;
    expect(banner).toContain("This is a DEMO of Nagai");
    expect(banner).toContain("http://localhost:3000/api/v1/dev/outbox (answered to this machine only)");
    expect(banner).toContain("jwt-secret");
    expect(banner).toContain("NODE_ENV=production");
    expect(banner).toContain("Payments go to the sandbox gateway built into this server");
  });

  it("says where OTPs go, and nothing more once the shop is set up for real", () => {
    const gateway = {
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: "https://sms.example/otp",
      SMS_HTTP_AUTH_KEY: "key",
      SMS_HTTP_TEMPLATE_ID: "template",
    };
    expect(startupNotice(loadConfig({ DEMO: "true", ...gateway }), address)).toContain(
      "through the SMS gateway",
    );
    expect(startupNotice(loadConfig({}), address)).toMatch(/^Note: SMS_PROVIDER is console/);
    expect(startupNotice(loadConfig(gateway), address)).toBeUndefined();
  });
});
