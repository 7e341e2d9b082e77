import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  // Anything no other route claims: the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
