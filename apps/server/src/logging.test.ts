import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import { REDACTED, redactUrl, scrubText, serializeError } from "./logging.ts";
import { openTestDatabase } from "./testing/test-app.ts";

// The shop as it runs, logging at its most talkative level into `lines`; its OTPs go to a stand-in
// SMS gateway, so the test knows each code without reading the log it checks.
let app: FastifyInstance;
let handle: DatabaseHandle;
let drop: () => Promise<void>;
let dataDir: string;
let gateway: http.Server;
const codes: string[] = [];
const lines: string[] = [];

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    codes.push(new URL(request.url ?? "/", "http://gateway").searchParams.get("otp") ?? "");
    request.resume();
    response.writeHead(200, { "content-type": "application/json" }).end('{"type":"success"}');
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  dataDir = await mkdtemp(path.join(tmpdir(), "nagai-logging-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "trace",
    SMS_PROVIDER: "http",
    SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v5/otp`,
    SMS_HTTP_AUTH_KEY: "gateway-key-4417",
    SMS_HTTP_TEMPLATE_ID: "template-1",
  });
  ({ handle, drop } = await openTestDatabase());
  await applyMigrations(handle);
  app = await buildApp({
    config,
    database: handle,
    logger: { stream: { write: (line) => lines.push(line) } },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
  await new Promise((resolve) => gateway.close(resolve));
});

describe("the request log", () => {
  it("holds no OTP, password or token after a registration, its verification and logins", async () => {
    const password = "Correct-Horse-91";
    const wrongPassword = "Wrong-Guess-37";
    const number = "9123456709";
    const registered = await app.inject({
      method: "POST",
      url: "/api/v1/auth/user/register",
      payload: { username: "loggeduser", email: "logged@gmail.com", contactNumber: number, password },
    });
    expect(registered.statusCode).toBe(201);
    // The SMS goes out in the background (decision 010): wait for the gateway to receive it.
    await vi.waitFor(() => expect(codes).toHaveLength(1));
    const code = codes.at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    // A wrong code first (the same shape), then the right one: both URLs carry a code.
    const wrongCode = code === "583917" ? "583918" : "583917";
    await app.inject({
      method: "POST",
      url: `/api/v1/auth/user/verify-otp?contactNumber=${number}&otp=${wrongCode}`,
    });
    const verified = await app.inject({
      method: "POST",
      url: `/api/v1/auth/user/verify-otp?contactNumber=${number}&otp=${code}`,
    });
    expect(verified.statusCode).toBe(200);
    const wrong = await app.inject({
      method: "POST",
      url: "/api/v1/auth/user/login",
      payload: { contactOrEmailOrUsername: number, password: wrongPassword },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await app.inject({
      method: "POST",
      url: "/api/v1/auth/user/login",
      payload: { contactOrEmailOrUsername: number, password },
    });
    expect(login.statusCode).toBe(200);
    const token: string = login.json().token;
    const profile = await app.inject({
      url: `/api/v1/user/profile?token=${token}&password=${password}`,
      headers: { authorization: `Bearer ${token}`, cookie: `user_token=${token}` },
    });
    expect(profile.statusCode).toBe(200);

    const log = lines.join("");
    // The requests were logged, each secret value replaced.
    expect(log).toContain(`/api/v1/auth/user/verify-otp?contactNumber=${number}&otp=${REDACTED}`);
    expect(log).toContain(`/api/v1/user/profile?token=${REDACTED}&password=${REDACTED}`);
    for (const secret of [code, wrongCode, password, wrongPassword, token, "gateway-key-4417"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("does not show the value of a secret parameter on a 404 or a bad request either", async () => {
    await app.inject({ method: "POST", url: "/api/v1/auth/user/verify-otp?otp=918273&contactNumber=1" });
    await app.inject({ url: "/api/v1/nowhere?newPassword=Hidden-Value-55&o%74p=564738" });
    const log = lines.join("");
    for (const secret of ["918273", "Hidden-Value-55", "564738"]) expect(log).not.toContain(secret);
  });

  it("writes one line per answered request: its method, URL, status and time", async () => {
    const before = lines.length;
    const answered = await app.inject({ url: "/api/v1/product/todayrate?note=one-line" });
    expect(answered.statusCode).toBe(200);
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = written.filter((line) =>
      (line.req as { url?: string } | undefined)?.url?.includes("one-line"),
    );
    // At trace the arrival is written too (debug); at info only the answer is.
    expect(ofRequest.map((line) => [line.level, line.msg])).toEqual([
      [20, "incoming request"],
      [30, "request completed"],
    ]);
    expect(ofRequest[1]).toMatchObject({
      req: { method: "GET", url: "/api/v1/product/todayrate?note=one-line" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it("writes a line for a request whose client leaves before the answer", async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const linesOf = (note: string) =>
      lines
        .map((line) => JSON.parse(line) as { msg: string; req?: { url?: string } })
        .filter((line) => line.req?.url?.includes(note));
    // Half a body: the server waits for the rest, and the client goes.
    const socket = net.connect(port, "127.0.0.1");
    // Gone whatever happens here, or closing the shop would wait for it.
    onTestFinished(() => {
      socket.destroy();
    });
    socket.write(
      "POST /api/v1/auth/user/register?note=left-early HTTP/1.1\r\nHost: shop\r\n" +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    await vi.waitFor(() =>
      expect(linesOf("left-early").map((line) => line.msg)).toEqual(["incoming request"]),
    );
    socket.destroy();
    await vi.waitFor(() =>
      expect(linesOf("left-early").map((line) => line.msg)).toEqual(["incoming request", "request aborted"]),
    );
  });

  it("censors secret fields of a logged object, at its top level and one below, and leaves the caller's object as it was", () => {
    const before = lines.length;
    const body = { password: "Body-Secret-1", itemName: "rings" };
    const headers = {
      authorization: "Bearer Header-Secret-2",
      cookie: "user_token=Cookie-Secret-3",
      accept: "*/*",
    };
    app.log.info({ body, headers, token: "Top-Secret-4", otp: 582910, count: 3 }, "a logged object");
    const [line] = lines.slice(before);
    for (const secret of ["Body-Secret-1", "Header-Secret-2", "Cookie-Secret-3", "Top-Secret-4", "582910"]) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line!)).toMatchObject({
      body: { password: REDACTED, itemName: "rings" },
      headers: { authorization: REDACTED, cookie: REDACTED, accept: "*/*" },
      token: REDACTED,
      otp: REDACTED,
      count: 3,
    });
    expect(body.password).toBe("Body-Secret-1");
    expect(headers.cookie).toBe("user_token=Cookie-Secret-3");
  });
});

describe("redaction", () => {
  it("replaces secret query values and keeps the rest of the URL", () => {
    expect(redactUrl("/api/v1/auth/user/verify-otp?contactNumber=9876543210&otp=272461")).toBe(
      `/api/v1/auth/user/verify-otp?contactNumber=9876543210&otp=${REDACTED}`,
    );
    expect(redactUrl("/x?oldPassword=a&newPassword=b&token=c&itemName=rings&pageSize=5")).toBe(
      `/x?oldPassword=${REDACTED}&newPassword=${REDACTED}&token=${REDACTED}&itemName=rings&pageSize=5`,
    );
    // Names as a query parser reads them: percent-encoded, or badly encoded.
    expect(redactUrl("/x?%6Ftp=1&pass%E0word=2&a=%E0%A4%A")).toBe(
      `/x?%6Ftp=${REDACTED}&pass%E0word=${REDACTED}&a=%E0%A4%A`,
    );
    expect(redactUrl("/shop-left?itemName=rings")).toBe("/shop-left?itemName=rings");
  });

  it("scrubs messages: pairs, JSON fields, bearer tokens, JWTs and the console SMS text", () => {
    expect(scrubText("Route POST:/verify-otp?otp=272461&x=1 not found")).toBe(
      `Route POST:/verify-otp?otp=${REDACTED}&x=1 not found`,
    );
    expect(scrubText('{"password":"hunter22","otp":123456,"name":"Asha"}')).toBe(
      `{"password":"${REDACTED}","otp":"${REDACTED}","name":"Asha"}`,
    );
    expect(scrubText("authorization: Bearer abc.def-ghi")).toBe(`authorization: Bearer ${REDACTED}`);
    expect(scrubText("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl seen")).toBe(
      `token ${REDACTED} seen`,
    );
    expect(scrubText("SMS to 9876543210: 272461 is your Nagai OTP. It is valid for 10 minutes.")).toBe(
      `SMS to 9876543210: ${REDACTED} is your Nagai OTP. It is valid for 10 minutes.`,
    );
    expect(scrubText("Your OTP: 272461")).toBe(`Your OTP: ${REDACTED}`);
    expect(scrubText("listening on 127.0.0.1:3000 in 250 ms")).toBe("listening on 127.0.0.1:3000 in 250 ms");
  });

  it("logs a failed query without its parameters, and a cause without its detail", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      detail: "Key (email)=(asha@gmail.com) already exists.",
      where: "unnamed portal parameter $2",
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("password_hash", "otp_hash") values ($1, $2)\nparams: $argon2id$v=19$secret-hash,272461',
      ),
      {
        query: 'insert into "users" ("password_hash", "otp_hash") values ($1, $2)',
        params: ["$argon2id$", "272461"],
        cause,
      },
    );
    const serialized = serializeError(failed);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("272461");
    expect(text).not.toContain("secret-hash");
    expect(text).not.toContain("asha@gmail.com");
    expect(serialized).toMatchObject({
      type: "Error",
      query: expect.stringContaining("insert into"),
      cause: { code: "22021" },
    });
    expect(serialized.message).toContain(`params: ${REDACTED}`);
  });
});
