import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's package points Node and bundlers at its development build (its `exports` never
// name dist/production, which differs only by dev warnings turned off): name it here for builds.
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);

// React Router's plugin compiles JSX and fast refresh itself: no @vitejs/plugin-react.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  // Browser tests in dev mode (E2E_DEV=1) may run beside each other: each keeps its own dep cache.
  cacheDir: process.env.VITE_CACHE_DIR,
  // The bundler's report of slow plugins mostly reports a busy machine: a build prints what it
  // built and what went wrong, not how long its plugins took. A form's check is a dynamic import
  // in the browser and a static one in its action (decision 065): in the server's bundle, one
  // file, a dynamic import moves nothing, and the bundler need not say so for each form.
  build: {
    rolldownOptions: { checks: { bundlerTimings: false, ineffectiveDynamicImport: !isSsrBuild } },
  },
  // The build runs inside `npm start`, whose own lines come first: a cleared screen would hide them.
  clearScreen: false,
  // `npm run build`: the server build bundles React, react-dom/server and React Router in their
  // production builds, rather than loading them from node_modules, where process.env.NODE_ENV
  // picks the build and the shop's NODE_ENV means the deployment (decision 013). `npm run dev`
  // keeps Vite's defaults: development builds, loaded from node_modules.
  ...(command === "build"
    ? {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(routerProduction, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(routerProduction, "dom-export.mjs") },
          ],
        },
        // Zod, which the forms' schemas bring (decision 043), has no development build: it is loaded
        // from node_modules, where the server's API has loaded it already.
        ssr: { noExternal: true, external: ["zod"] },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
      }
    : {}),
}));
