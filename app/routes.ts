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
  // Information pages (docs/product.md#information-pages), public.
  route("help", "routes/help.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("cookies", "routes/cookies.tsx"),
  // Sign-in required (the navigation guard sends signed-out visitors to /login).
  route("profile", "routes/profile.tsx"),
  route("my-pwas", "routes/my-pwas.tsx"),
  route("reports", "routes/reports.tsx"),
  route("favorites", "routes/favorites.tsx"),
  route("history", "routes/history.tsx"),
  route("notifications", "routes/notifications.tsx"),
  route("messages", "routes/messages.tsx"),
  route("messages/new", "routes/message-new.tsx"),
  route("messages/:threadId", "routes/message-thread.tsx"),
  // The admin area (sign-in and the admin role; the API enforces both): the sections built so far.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("pwas", "routes/admin/pwas.tsx"),
    route("pwas/:id", "routes/admin/pwa-detail.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("messages/contact", "routes/admin/contact-messages.tsx"),
    route("messages/:threadId", "routes/admin/message-thread.tsx"),
  ]),
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
