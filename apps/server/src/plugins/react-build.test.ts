import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp, WEB_BUILD_DIR } from "../testing/test-app.ts";

// Pages must render with React's and React Router's production builds whatever NODE_ENV the shop
// runs with (decision 013): the server build bundles them, chosen at build time.
const serverBuild = path.join(WEB_BUILD_DIR, "server");

function serverBuildText(): string {
  const assets = path.join(serverBuild, "assets");
  const files = [
    path.join(serverBuild, "index.js"),
    ...readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => path.join(assets, name)),
  ];
  return files.map((file) => readFileSync(file, "utf8")).join("\n");
}

describe("the storefront's server build", () => {
  it("holds the production builds of React, react-dom/server and React Router, and imports none of them", () => {
    const text = serverBuildText();
    // The bundler names each module it took in a comment: the files chosen, not the ones skipped.
    expect(text).toContain("node_modules/react/cjs/react.production.js");
    expect(text).toContain("node_modules/react-dom/cjs/react-dom-server.node.production.js");
    expect(text).toMatch(/node_modules\/react-router\/dist\/production\//);
    expect(text).not.toMatch(/\.development\.js|react-router\/dist\/development/);
    expect(text).not.toMatch(/from "(react|react-dom|react-router|@react-router\/[\w-]+)(\/[\w/-]+)?"/);
  });

  it("renders pages without loading react-dom/server from node_modules, though NODE_ENV is not production", async () => {
    // Vitest runs with NODE_ENV=test: a react-dom/server loaded from node_modules would be its
    // development build.
    expect(process.env.NODE_ENV).not.toBe("production");
    const shop = await createTestApp({}, { web: true });
    try {
      const page = await shop.app.inject("/login");
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<!DOCTYPE html>");
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      expect(loaded.filter((file) => /react-dom[\\/]cjs[\\/]react-dom-server/.test(file))).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
