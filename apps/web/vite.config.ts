import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's plugin compiles JSX and fast refresh itself: no @vitejs/plugin-react.
export default defineConfig({
  plugins: [reactRouter()],
  // Browser tests in dev mode (E2E_DEV=1) may run beside each other: each keeps its own dep cache.
  cacheDir: process.env.VITE_CACHE_DIR,
});
