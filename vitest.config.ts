import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.ts", "packages/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: [
      "**/node_modules/**",
      "e2e/**",
      "apps/web/build/**",
      // These start the server process on the embedded database whatever TEST_DATABASE_URL says:
      // on PostgreSQL they would repeat the PGlite run exactly (over a minute of CI).
      ...(process.env.TEST_DATABASE_URL
        ? ["apps/server/src/start.test.ts", "apps/server/src/server.test.ts"]
        : []),
    ],
    // Each API test file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // CI reads a JSON report to print one plain "N passed, N failed" line (.ci/run).
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
  },
});
