import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkPaths } from "./check-paths.ts";

// A small repository on disk: docs and comments that name paths, some present and some not.

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "check-paths.ts");
const roots: string[] = [];

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "check-paths-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const SHOP = {
  "apps/server/src/modules/orders/orders.service.ts": "export const placed = 1;\n",
  "apps/server/src/modules/auth/shopper-lock.ts": "export const lock = 1;\n",
  "apps/web/app/lib/session.ts": "export const session = 1;\n",
  "docs/decisions/021-orders.md": "# 021 — Orders\n",
  "e2e/journey.spec.ts": "// The journey (docs/decisions/021).\n",
};

describe("check-paths", () => {
  it("names each path that does not exist, with its file and line", () => {
    const root = repository({
      ...SHOP,
      "docs/architecture.md": [
        "Orders: `apps/server/src/modules/orders/orders.service.ts`, decision",
        "`docs/decisions/021-orders.md`, and the demo's `db/seed/cli.ts`.",
        "The token check lives in modules/auth/tokens.ts.",
      ].join("\n"),
      "apps/server/src/modules/cart/cart.repository.ts": [
        "/**",
        " * Locks the shopper (auth/shopper-lock.ts) as orders do (modules/orders/order-lock.ts).",
        " */",
        "export const cart = 1;",
        'const url = "modules/orders/not-a-comment.ts";',
      ].join("\n"),
      "apps/web/app/routes/cart.tsx":
        "// The session (lib/session) and the form kit (components/form/field.tsx).\n",
    });
    expect(checkPaths(root).missing).toEqual([
      {
        file: "apps/server/src/modules/cart/cart.repository.ts",
        line: 2,
        path: "modules/orders/order-lock.ts",
      },
      { file: "apps/web/app/routes/cart.tsx", line: 1, path: "components/form/field.tsx" },
      { file: "docs/architecture.md", line: 2, path: "db/seed/cli.ts" },
      { file: "docs/architecture.md", line: 3, path: "modules/auth/tokens.ts" },
    ]);

    const cli = spawnSync(process.execPath, ["--import", "tsx", script, root], { encoding: "utf8" });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain("docs/architecture.md:2: db/seed/cli.ts\n");
    expect(cli.stderr).toContain("4 of 9 paths named in 8 docs and source files do not exist.");
  });

  it("passes a repository whose every named path exists", () => {
    const root = repository({
      ...SHOP,
      "docs/architecture.md": [
        "Orders: `apps/server/src/modules/orders/orders.service.ts` (modules/orders/, decision 021:",
        "docs/decisions/021, `docs/decisions/021-orders.md`), the journey `e2e/journey.spec.ts`.",
      ].join("\n"),
      "apps/web/app/routes/cart.tsx": "// The session (lib/session.ts, ../lib/session).\n",
    });
    expect(checkPaths(root).missing).toEqual([]);
    const cli = spawnSync(process.execPath, ["--import", "tsx", script, root], { encoding: "utf8" });
    expect(cli.status, cli.stderr).toBe(0);
  });

  it("does not take URLs, routes, npm packages, rates or what a build makes for paths", () => {
    const root = repository({
      ...SHOP,
      "docs/architecture.md": [
        "See https://github.com/fastify/demo/blob/main/src/server.ts and /api/v1/order/create,",
        "`auth/user/logout`, `react-router/dom`, `@react-router/dev/config`, `drizzle-orm/pglite/migrator`,",
        "`apps/server/dist/server.js`, `apps/web/build/client`, bench/results/, 5,000 req/s, `docs/*.md`,",
        "`docs/listing-query-plans-<pglite|postgres>.md`, `db/seed/…`.",
      ].join("\n"),
    });
    expect(checkPaths(root).missing).toEqual([]);
  });
});
