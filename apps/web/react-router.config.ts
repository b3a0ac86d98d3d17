import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server with its data (DESIGN.md section 5), then hydrated.
  ssr: true,
  // Every route's entry in the manifest comes with the document (a few KB), rather than fetched
  // from /__manifest for the links a page shows once it has hydrated: that fetch and the router
  // update it made re-rendered every link on the page just after hydration (decision 008,
  // amendment of stop 17).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
