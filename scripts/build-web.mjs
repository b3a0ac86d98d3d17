// `npm run build -w apps/web`: React Router's build, less what it prints about itself.
// @react-router/dev 7.18.4 (the last of 7; 8 needs Node 22) opens its own Vite servers, for the
// route config and a child compiler, with `envFile: false`, which Vite 8 deprecates with a warning
// per server, and clears the terminal as each starts; our configuration sets neither. The build's
// output is read through a pipe, so nothing clears the screen that `npm start` writes on, and the
// deprecation is dropped; every other line passes unchanged, in colour when we write to a
// terminal. Remove this wrapper with React Router 8.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const UPSTREAM_DEPRECATION = "The `envFile` option is deprecated";

const web = process.cwd();
const cli = path.join(
  path.dirname(createRequire(path.join(web, "package.json")).resolve("@react-router/dev/package.json")),
  "bin.js",
);
const env =
  process.stdout.isTTY && !("FORCE_COLOR" in process.env)
    ? { ...process.env, FORCE_COLOR: "1" }
    : process.env;
const child = spawn(process.execPath, [cli, "build", ...process.argv.slice(2)], {
  cwd: web,
  env,
  stdio: ["inherit", "pipe", "pipe"],
});

/** Passes a stream's lines on to `output`, all but the upstream deprecation. */
function relay(input, output) {
  let pending = "";
  input.setEncoding("utf8");
  input.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (!line.includes(UPSTREAM_DEPRECATION)) output.write(`${line}\n`);
  });
  input.on("end", () => {
    if (pending !== "" && !pending.includes(UPSTREAM_DEPRECATION)) output.write(pending);
  });
}

relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);
child.on("close", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
