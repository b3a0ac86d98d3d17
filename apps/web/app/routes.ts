import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Last: every path no other route claims is the spec's 404 page, with a real 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
