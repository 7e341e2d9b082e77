import { describe, expect, it } from "vitest";
import { isCredentialCheck, isUnauthenticatedPath } from "#app/lib/api/client.ts";

describe("which calls carry the bearer token and which 401s trigger a refresh (docs/product.md#sessions-and-tokens)", () => {
  it("sends no bearer to login, register and refresh", () => {
    for (const path of [
      "/client/auth/login",
      "/client/auth/login/two-factor",
      "/client/auth/register",
      "/client/auth/refresh-token",
      "/auth/refresh-token",
    ]) {
      expect(isUnauthenticatedPath(path), path).toBe(true);
    }
    for (const path of ["/client/auth/profile", "/client/auth/social-login", "/client/auth/logout", "/client/auth/loginx"]) {
      expect(isUnauthenticatedPath(path), path).toBe(false);
    }
  });

  it("never refreshes after a refused sign-in (password or provider token) or a logout", () => {
    for (const path of [
      "/client/auth/login",
      "/client/auth/login/two-factor",
      "/client/auth/social-login",
      "/client/auth/logout",
      "/client/auth/refresh-token",
    ]) {
      expect(isCredentialCheck(path), path).toBe(true);
    }
    for (const path of ["/client/auth/profile", "/client/auth/sessions", "/client/auth/export", "/client/auth/social-loginx"]) {
      expect(isCredentialCheck(path), path).toBe(false);
    }
  });
});
