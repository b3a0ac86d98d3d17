// bench/start-time: how long `npm start` takes on a seeded data folder to answer its first request,
// beside a bare Node http server started the same way in the same run.
//
//   npx tsx bench/start-time.ts [--runs 5] [--data-dir bench/results/data-start]
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "data-dir": { type: "string", default: path.join(root, "bench/results/data-start") },
  },
});
const runs = Number(values.runs);
const dataDir = path.resolve(values["data-dir"]);
const PORT = 3421;

async function timeToFirstAnswer(command: string, args: string[], env: Record<string, string>, url: string) {
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already answers at ${url}`);
  const started = performance.now();
  // Its own process group: `npm start` runs the server as a child, and both must stop.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(url);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.on("exit", () => resolve());
      process.kill(-child.pid!, "SIGTERM");
    });
    // The group's last process may outlive its leader for a moment: wait until the port is free.
    while (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// A first start builds the storefront and seeds; the measured starts find both done.
if (!existsSync(path.join(dataDir, "pglite"))) {
  console.log(`first start: building and seeding ${dataDir}…`);
  await timeToFirstAnswer(
    "npm",
    ["start"],
    { DATA_DIR: dataDir, PORT: String(PORT) },
    `http://127.0.0.1:${PORT}/`,
  );
}
spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });

const bare: number[] = [];
const ours: number[] = [];
for (let run = 0; run < runs; run++) {
  bare.push(
    await timeToFirstAnswer(
      process.execPath,
      ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${PORT})`],
      {},
      `http://127.0.0.1:${PORT}/`,
    ),
  );
  ours.push(
    await timeToFirstAnswer(
      "npm",
      ["start"],
      { DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: "warn" },
      `http://127.0.0.1:${PORT}/api/v1/product/todayrate`,
    ),
  );
}
console.log(
  `bare node http: median ${Math.round(median(bare))} ms to first answer (${bare.map(Math.round).join(", ")})`,
);
console.log(
  `npm start:      median ${Math.round(median(ours))} ms to first answer (${ours.map(Math.round).join(", ")})`,
);
console.log(`ratio: ${(median(ours) / median(bare)).toFixed(1)} × the bare server`);
