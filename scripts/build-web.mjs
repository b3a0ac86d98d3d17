// `npm run build -w apps/web`: React Router's build, less one line it prints about itself.
// @react-router/dev 7.18.4 (the last of 7; 8 needs Node 22) opens its own Vite servers, for the
// route config and a child compiler, with `envFile: false`, which Vite 8 deprecates with a warning
// per server; our configuration sets no `envFile`. That one message is dropped from the build's
// standard error; every other line passes unchanged. Remove this wrapper with React Router 8.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const UPSTREAM_DEPRECATION = "The `envFile` option is deprecated";

const web = process.cwd();
const cli = path.join(
  path.dirname(createRequire(path.join(web, "package.json")).resolve("@react-router/dev/package.json")),
  "bin.js",
);
const child = spawn(process.execPath, [cli, "build", ...process.argv.slice(2)], {
  cwd: web,
  stdio: ["inherit", "inherit", "pipe"],
});

let pending = "";
child.stderr.setEncoding("utf8");
child.stderr.on("data", (chunk) => {
  const lines = (pending + chunk).split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) if (!line.includes(UPSTREAM_DEPRECATION)) process.stderr.write(`${line}\n`);
});
child.on("close", (code, signal) => {
  if (pending !== "" && !pending.includes(UPSTREAM_DEPRECATION)) process.stderr.write(pending);
  process.exit(code ?? (signal ? 1 : 0));
});
