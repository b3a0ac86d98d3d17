import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server with its data (DESIGN.md section 5), then hydrated.
  ssr: true,
  // Every route's entry in the manifest comes with the document (a few KB), rather than fetched
  // from /__manifest for the links a page shows once it has hydrated: that fetch and the router
  // update it made re-rendered every link on the page just after hydration (decision 008).
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviours, each kept off as React Router 7 has it (its default): named here
  // so the build states the choice instead of warning about it. React Router 8 needs Node 22.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
