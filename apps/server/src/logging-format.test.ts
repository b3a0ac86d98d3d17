import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { logFormatFor } from "./logging.ts";

// A terminal gets one readable line per log line, anything else JSON lines (logging.ts,
// logFormatFor). Shown on a real process: the shop's logger options under Fastify, writing to a
// pipe, then to a terminal that `script` makes.

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Answers one request and logs a line with a secret field, with the shop's logger and request log. */
const LOGGING_PROCESS = `
const { default: Fastify } = await import("fastify");
const { loggerOptions, OneLinePerRequest } = await import("./src/logging.ts");
const app = Fastify({ logger: loggerOptions("info"), logController: new OneLinePerRequest() });
app.get("/cart", async () => ({ ok: true }));
await app.inject("/cart?otp=123456");
app.log.info({ token: "secret-value" }, "line with a secret");
await app.close();
`;

const args = ["--import", "tsx", "--input-type=module", "-e", LOGGING_PROCESS];
const hasScript = spawnSync("script", ["--version"]).status === 0;

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

function outputLines(text: string): string[] {
  return text
    .replace(ANSI, "")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
}

describe("log format", () => {
  it("is pretty for a terminal and JSON for anything else", () => {
    expect(logFormatFor({ isTTY: true })).toBe("pretty");
    expect(logFormatFor({ isTTY: false })).toBe("json");
    // A stream that is not a terminal has no isTTY at all (a pipe, a file).
    expect(logFormatFor({})).toBe("json");
  });

  it("writes JSON lines to a pipe", () => {
    const run = spawnSync(process.execPath, args, { cwd: server, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const lines = outputLines(run.stdout).map((line) => JSON.parse(line));
    expect(lines.map((line) => line.msg)).toEqual(["request completed", "line with a secret"]);
    expect(lines[0].req.url).toBe("/cart?otp=[redacted]");
    expect(lines[1].token).toBe("[redacted]");
  });

  it.skipIf(!hasScript)("writes one readable line each to a terminal", () => {
    const command = [process.execPath, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
    const run = spawnSync("script", ["-qec", command, "/dev/null"], { cwd: server, encoding: "utf8" });
    expect(run.status, run.stdout).toBe(0);
    const lines = outputLines(run.stdout);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request completed GET \/cart\?otp=\[redacted\] 200 \d+\.\d ms$/,
    );
    expect(lines[1]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: line with a secret \{"token":"\[redacted\]"\}$/,
    );
    expect(run.stdout).not.toContain("secret-value");
    expect(run.stdout).not.toContain("123456");
  });
});
