import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server with its data (DESIGN.md section 5), then hydrated.
  ssr: true,
} satisfies Config;
