import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "./db/schema.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

// The limits every route has, seen from a real socket: what app.inject cannot show (decision 011).
// The app gets small timeouts so the tests end soon; they assert what the server does to a slow
// or oversized request, never how long it took.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { web: true, timeouts: { headersMs: 1_000, requestMs: 2_000, idleMs: 10_000 } },
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(() => t.close());

interface Outcome {
  /** Everything the server sent. */
  answer: string;
  /** The server ended the connection (rather than the test giving up). */
  closedByServer: boolean;
}

/**
 * Opens a connection, writes `head`, then `drip` one byte at a time every `everyMs` until the
 * server answers or closes; gives up (closedByServer false) after `giveUpMs`.
 */
function talk(head: string, { drip = "", everyMs = 200, giveUpMs = 15_000 } = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let answer = "";
    let left = drip;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    function finish(closedByServer: boolean) {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedByServer });
    }
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    // The server may reset a connection it refused while the test still writes: that is closing it.
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" || error.code === "EPIPE" ? finish(true) : reject(error),
    );
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (left === "" || socket.destroyed) return;
        socket.write(left[0]!);
        left = left.slice(1);
      }, everyMs);
    });
  });
}

const statusOf = (outcome: Outcome) => Number(outcome.answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);

describe("a request dripped slowly", () => {
  it("is answered 408 and closed when its body does not arrive in time, on a page and on the API", async () => {
    const body = "contactNumber=9876543210&x=".padEnd(200, "a");
    for (const [path, type] of [
      ["/forgot-password", "application/x-www-form-urlencoded"],
      ["/api/v1/auth/user/login", "application/json"],
    ]) {
      const outcome = await talk(
        `POST ${path} HTTP/1.1\r\nHost: shop\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`,
        { drip: body },
      );
      expect([path, outcome.closedByServer, statusOf(outcome)]).toEqual([path, true, 408]);
    }
  });

  it("is answered 408 and closed when its headers do not end in time", async () => {
    const outcome = await talk("GET / HTTP/1.1\r\nHost: shop\r\n", { drip: "X-Slow: ".padEnd(200, "a") });
    expect(outcome.closedByServer).toBe(true);
    expect(statusOf(outcome)).toBe(408);
  });

  it("is served when it arrives within the time, however it is split", async () => {
    const body = "contactNumber=98765";
    const outcome = await talk(
      `POST /forgot-password HTTP/1.1\r\nHost: shop\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
      { drip: body, everyMs: 20 },
    );
    expect(statusOf(outcome)).toBe(200);
  });
});

describe("a body over 1 MB", () => {
  it("is refused with 413 and the connection closed when it comes chunked, without a length", async () => {
    for (const [path, type] of [
      ["/login", "application/x-www-form-urlencoded"],
      ["/api/v1/auth/user/login", "application/json"],
    ]) {
      const outcome = await new Promise<Outcome>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        let answer = "";
        let writing = true;
        const done = () => {
          writing = false;
          socket.destroy();
          resolve({ answer, closedByServer: true });
        };
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
        });
        socket.on("close", done);
        socket.on("error", done);
        socket.on("connect", async () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: shop\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
          );
          const chunk = "a".repeat(64 * 1024);
          // Up to 64 MB: the server must stop it long before.
          for (let sent = 0; writing && sent < 1024; sent++) {
            const flushed = socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
            if (!flushed) await new Promise((resume) => socket.once("drain", resume).once("close", resume));
          }
          if (writing) socket.end("0\r\n\r\n");
        });
      });
      expect([path, statusOf(outcome)]).toEqual([path, 413]);
      expect(outcome.answer.toLowerCase()).toContain("connection: close");
    }
  });

  // The lingering close (lingering-close.ts): a client that sends its whole body before it reads
  // anything still gets the 413, not a reset.
  it("is taken in and thrown away after the 413, so a client still sending reads the answer", async () => {
    const outcome = await new Promise<Outcome & { error?: string }>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.pause();
      socket.on("data", (chunk) => {
        answer += chunk.toString("latin1");
      });
      socket.on("error", (error: NodeJS.ErrnoException) =>
        resolve({ answer, closedByServer: true, error: error.code }),
      );
      socket.on("close", () => resolve({ answer, closedByServer: true }));
      socket.on("connect", async () => {
        socket.write(
          "POST /api/v1/auth/user/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
        );
        const chunk = "a".repeat(64 * 1024);
        // 4 MB, three past the limit, all written before a byte of the answer is read.
        for (let sent = 0; sent < 64 && !socket.destroyed; sent++) {
          const flushed = socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
          if (!flushed) await new Promise((resume) => socket.once("drain", resume).once("close", resume));
        }
        socket.end("0\r\n\r\n");
        socket.resume();
      });
    });
    expect(outcome.error).toBeUndefined();
    expect(statusOf(outcome)).toBe(413);
  });

  it("never serves a request sent after a refused body on the same connection", async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const message = JSON.stringify({
      name: "Late",
      email: "late@example.com",
      message: "after a refused body",
    });
    // The client goes on sending after the server's answer and end (allowHalfOpen), as a pipelining
    // client would: the refused body to its end, then a request that would add a message; and it
    // ends its side half a second after the server's, time enough for such a request to be served.
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
      });
      socket.on("error", () => resolve(received));
      socket.on("close", () => resolve(received));
      socket.on("end", () => setTimeout(() => socket.end(), 500));
      socket.on("connect", () => {
        socket.write(
          "POST /api/v1/auth/user/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
            `200000\r\n${"a".repeat(0x200000)}\r\n0\r\n\r\n` +
            `POST /api/v1/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${message.length}\r\n\r\n${message}`,
        );
      });
    });
    expect(statusOf({ answer, closedByServer: true })).toBe(413);
    expect(answer.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it("is refused from its Content-Length alone, before it is sent", async () => {
    const outcome = await talk(
      "POST /register HTTP/1.1\r\nHost: shop\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 52428800\r\n\r\n",
    );
    expect(outcome.closedByServer).toBe(true);
    expect(statusOf(outcome)).toBe(413);
  });
});

describe("a very long address", () => {
  it("is a 431 for headers beyond Node's 16 KB, and a page's own answer below it", async () => {
    const long = await talk(`GET /shop-left?itemName=${"a".repeat(100_000)} HTTP/1.1\r\nHost: shop\r\n\r\n`);
    expect(statusOf(long)).toBe(431);
    const within = await talk(
      `GET /shop-left?itemName=${"a".repeat(12_000)} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(within)).toBe(200);
  });
});
