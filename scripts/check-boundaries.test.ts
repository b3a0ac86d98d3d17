import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries } from "./check-boundaries.mjs";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let fixture: string | undefined;

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
});

/** A tree of files under a new temporary root: path → content. */
function aTree(files: Record<string, string>): string {
  fixture = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), content);
  }
  return fixture;
}

const server = "apps/server/src";
const allowed = {
  [`${server}/modules/cart/cart.repository.ts`]: "export const cartRows = 1;\n",
  [`${server}/modules/cart/cart.tables.ts`]: 'import { products } from "../catalog/catalog.tables.ts";\n',
  [`${server}/modules/cart/cart.public.ts`]: 'export { cartRows } from "./cart.repository.ts";\n',
  [`${server}/modules/catalog/catalog.tables.ts`]: "export const products = {};\n",
  [`${server}/modules/orders/orders.service.ts`]: 'import { cartRows } from "../cart/cart.public.ts";\n',
  [`${server}/modules/orders/orders.test.ts`]: 'import { products } from "../catalog/catalog.tables.ts";\n',
  [`${server}/app.ts`]: 'import { cartRows } from "./modules/cart/cart.repository.ts";\n',
  [`${server}/db/schema.ts`]: 'export * from "../modules/cart/cart.tables.ts";\n',
  "apps/web/app/root.tsx": 'import { money } from "@nagai/contracts/money";\n',
};

describe("check-boundaries (decision 041)", () => {
  it("passes a module that imports another's public file, and the exceptions", () => {
    expect(checkBoundaries(aTree(allowed))).toEqual([]);
  });

  it("refuses an import of another module's internals, naming the file, the import and the rule", () => {
    const root = aTree({
      ...allowed,
      [`${server}/modules/orders/orders.service.ts`]:
        'import { cartRows } from "../cart/cart.repository.ts";\n',
    });
    expect(checkBoundaries(root)).toEqual([
      {
        file: `${server}/modules/orders/orders.service.ts`,
        specifier: "../cart/cart.repository.ts",
        rule: "another module's file: import modules/cart's public file cart.public.ts instead",
      },
    ]);
  });

  it("refuses a relative import from the web into the server, and from the server into the web", () => {
    const root = aTree({
      ...allowed,
      "apps/web/app/lib/prices.ts":
        'import type { cartRows } from "../../../server/src/modules/cart/cart.public.ts";\n',
      [`${server}/plugins/web.ts`]: 'import "../../../web/app/root.tsx";\n',
    });
    expect(checkBoundaries(root).map(({ file, rule }) => ({ file, rule }))).toEqual([
      { file: `${server}/plugins/web.ts`, rule: "a relative import from apps/server into apps/web" },
      { file: "apps/web/app/lib/prices.ts", rule: "a relative import from apps/web into apps/server" },
    ]);
  });

  it("refuses a provider's internals once it has its public file, and not before", () => {
    const files = {
      ...allowed,
      [`${server}/providers/sms/http-sms.ts`]: "export const send = 1;\n",
      [`${server}/modules/orders/orders.service.ts`]:
        'import { send } from "../../providers/sms/http-sms.ts";\n',
    };
    expect(checkBoundaries(aTree(files))).toEqual([]);
    rmSync(fixture!, { recursive: true, force: true });
    const closed = aTree({ ...files, [`${server}/providers/sms/sms.public.ts`]: "export {};\n" });
    expect(checkBoundaries(closed).map((refusal) => refusal.specifier)).toEqual([
      "../../providers/sms/http-sms.ts",
    ]);
  });

  it("passes the repository as it is", () => {
    expect(checkBoundaries(repository)).toEqual([]);
  });
});
