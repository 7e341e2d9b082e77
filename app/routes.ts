import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("add-pwa", "routes/add-pwa.tsx"),
  // Information pages (spec §2), public.
  route("help", "routes/help.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("cookies", "routes/cookies.tsx"),
  // Sign-in required (the navigation guard sends signed-out visitors to /login).
  route("profile", "routes/profile.tsx"),
  // The catalog (public, server-rendered from the catalog services).
  route("store", "routes/store.tsx"),
  route("categories", "routes/categories.tsx"),
  route("categories/:id", "routes/category.tsx"),
  route("trending", "routes/trending.tsx"),
  route("new", "routes/new.tsx"),
  route("app/:id", "routes/app-detail.tsx"),
  // Anything no other route claims: the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
