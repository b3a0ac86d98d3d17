// `npm run staff` (issue 25 item 1, decision 045): the first admin comes from the command line, on
// a fresh DATA_DIR, and a DATA_DIR a running process holds is refused with what to do.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { createPasswords } from "../auth/auth.public.ts";
import { findStaffByPhone } from "./staff.repository.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "nagai-staff-cli-"));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

function staff(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "apps/server/src/modules/staff/staff-cli.ts", ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" },
      encoding: "utf8",
    },
  );
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("npm run staff", () => {
  it("adds the first admin to a new DATA_DIR, lists, disables and resets a password", async () => {
    const added = staff(
      "add",
      "--name",
      "Meena R",
      "--phone",
      "9876543210",
      "--role",
      "admin",
      "--password",
      "S3cure#Pass",
    );
    expect(added).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Added Meena R \(9876543210\) as an admin/),
    });
    const generated = staff("add", "--name", "Ravi K", "--phone", "9876543211", "--role", "staff");
    expect(generated.code).toBe(0);
    const password = /Password: (\S+)/.exec(generated.out)?.[1];
    expect(password).toBeDefined();
    expect(staff("add", "--name", "Again", "--phone", "9876543211", "--role", "staff")).toMatchObject({
      code: 1,
      err: expect.stringContaining("already exists"),
    });
    expect(staff("add", "--name", "X", "--phone", "98765", "--role", "boss").code).toBe(1);
    expect(staff("disable", "--phone", "9876543211").code).toBe(0);
    expect(staff("reset-password", "--phone", "9876543210", "--password", "N3w#Password").code).toBe(0);
    const list = staff("list");
    expect(list.out).toMatch(/9876543210 +admin +active +Meena R/);
    expect(list.out).toMatch(/9876543211 +staff +disabled +Ravi K/);

    const database = await openDatabase({ dataDir });
    try {
      const passwords = createPasswords(1);
      const meena = await findStaffByPhone(database.db, "9876543210");
      expect(await passwords.check(meena?.passwordHash, "N3w#Password")).toBe(true);
      expect(meena?.tokenVersion).toBe(1);
      const ravi = await findStaffByPhone(database.db, "9876543211");
      expect(await passwords.check(ravi?.passwordHash, password!)).toBe(true);
      expect(ravi?.disabledAt).not.toBeNull();
    } finally {
      await database.close();
    }
    // Each command is a process of its own that opens (and first migrates) the database.
  }, 120_000);

  it("says what to do when a running process holds the embedded database, and writes nothing", async () => {
    let holder: ChildProcess | undefined;
    try {
      holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
      await writeFile(path.join(dataDir, "pglite.lock"), String(holder.pid));
      const refused = staff("list");
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`in use by another process (pid ${holder.pid})`);
      expect(refused.err).toContain("Stop that process first");
    } finally {
      holder?.kill();
      await new Promise((resolve) => holder?.once("exit", resolve));
    }
    // Its lock is stale once it has gone: the next command takes it over.
    expect(staff("list").code).toBe(0);
  }, 60_000);
});
