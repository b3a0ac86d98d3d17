import http from "node:http";
import type { AddressInfo } from "node:net";
import { AUTH_MESSAGES } from "@nagai/contracts/auth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app.ts";
import { createHttpSms } from "./sms.ts";

// A stand-in for the SMS gateway on a local port: it records each request and answers as told.
interface Received {
  method: string;
  url: URL;
  authkey: string | undefined;
  body: string;
}
let received: Received[] = [];
let answer = { status: 200, body: '{"type":"success","request_id":"abc"}' };
let gateway: http.Server;
let gatewayUrl: string;

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: new URL(request.url ?? "/", "http://gateway"),
        authkey: request.headers.authkey as string | undefined,
        body,
      });
      response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v5/otp`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"type":"success","request_id":"abc"}' };
});

describe("HTTP SMS provider", () => {
  const sms = () => createHttpSms({ url: gatewayUrl, authKey: "key-123", templateId: "tmpl-9" });

  it("sends the gateway's send-OTP request: template, number with 91, the code, the key in a header", async () => {
    await sms().sendOtp({ to: "9876543210", otp: "042917", body: "042917 is your Nagai OTP." });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe("POST");
    expect(request!.url.pathname).toBe("/api/v5/otp");
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      template_id: "tmpl-9",
      mobile: "919876543210",
      otp: "042917",
    });
    expect(request!.authkey).toBe("key-123");
  });

  it("fails on an error status or an answer of type error", async () => {
    answer = { status: 401, body: '{"type":"error","message":"AuthenticationFailure"}' };
    await expect(sms().sendOtp({ to: "9876543210", otp: "111111", body: "" })).rejects.toThrow(/401/);
    answer = { status: 200, body: '{"type":"error","message":"Invalid mobile"}' };
    await expect(sms().sendOtp({ to: "9876543210", otp: "111111", body: "" })).rejects.toThrow(
      /Invalid mobile/,
    );
  });

  it("is what the shop uses when SMS_PROVIDER=http: a registration's OTP reaches the gateway, a failure is a 502", async () => {
    const t = await createTestApp({
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_AUTH_KEY: "key-123",
      SMS_HTTP_TEMPLATE_ID: "tmpl-9",
    });
    try {
      const register = (contactNumber: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/auth/user/register",
          payload: {
            username: `u${contactNumber}`,
            email: `u${contactNumber}@gmail.com`,
            contactNumber,
            password: "secret1",
          },
        });
      expect((await register("9123456780")).statusCode).toBe(201);
      expect(received[0]?.url.searchParams.get("otp")).toMatch(/^\d{6}$/);
      const code = received[0]!.url.searchParams.get("otp");
      const verified = await t.app.inject({
        method: "POST",
        url: `/api/v1/auth/user/verify-otp?contactNumber=9123456780&otp=${code}`,
      });
      expect(verified.statusCode).toBe(200);

      answer = { status: 500, body: "down" };
      const failed = await register("9123456781");
      expect([failed.statusCode, failed.json().message]).toEqual([502, AUTH_MESSAGES.sendOtpFailed]);
    } finally {
      await t.close();
    }
  });
});
