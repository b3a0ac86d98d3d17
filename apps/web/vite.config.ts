import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's plugin compiles JSX and fast refresh itself: no @vitejs/plugin-react.
export default defineConfig({
  plugins: [reactRouter()],
});
