import { defineConfig } from "vitest/config";

/** The test files that replace a module with vi.mock: only a fresh module registry applies it. */
const MOCKING = ["apps/server/src/modules/auth/auth-hashing.test.ts"];

const INCLUDE = ["apps/**/*.test.ts", "packages/**/*.test.ts", "scripts/**/*.test.ts"];
const EXCLUDE = [
  "**/node_modules/**",
  "e2e/**",
  "apps/web/build/**",
  // These run on the embedded database whatever TEST_DATABASE_URL says (the first two start the
  // server process on it, `npm run staff` is tested on a new DATA_DIR, db/pglite/ tests PGlite
  // itself): on PostgreSQL they would repeat the PGlite run exactly (about five minutes of CI).
  ...(process.env.TEST_DATABASE_URL
    ? [
        "apps/server/src/start.test.ts",
        "apps/server/src/server.test.ts",
        "apps/server/src/modules/staff/staff-cli.test.ts",
        "apps/server/src/db/pglite/**",
      ]
    : []),
];

// The projects extend this (lists are joined, so include and exclude are the projects' own).
export default defineConfig({
  test: {
    // Each API test file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: "forks",
    // One migrated PGlite for the run, which each file's database starts from.
    globalSetup: ["apps/server/src/testing/pglite-template.ts"],
    // Every answer an API test gets is checked against the OpenAPI document (decision 039).
    setupFiles: ["apps/server/src/testing/answer-contract.setup.ts"],
    // The storefront's production build (web.ts imports apps/web/build/server/index.js) is loaded
    // by Node itself, as `npm start` loads it. Run through Vite's module runner, an error the build
    // logged had its stack mapped by a regular expression over the whole bundle, which could
    // overflow the call stack and turn the page's answer into a 500.
    server: { deps: { external: [/\/apps\/web\/build\//] } },
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // CI reads a JSON report to print one plain "N passed, N failed" line (.ci/run).
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
    projects: [
      {
        // A worker runs its files one after another in one module registry: the app's modules are
        // imported once per worker, not once per file (decision 027).
        // Each file still builds its own app on its own database; nothing a file keeps in a
        // module's scope may leak into the next file's results.
        extends: true,
        test: { name: "shared", isolate: false, include: INCLUDE, exclude: [...EXCLUDE, ...MOCKING] },
      },
      { extends: true, test: { name: "mocking", isolate: true, include: MOCKING, exclude: EXCLUDE } },
    ],
  },
});
