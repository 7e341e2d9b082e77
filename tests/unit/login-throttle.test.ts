/**
 * Sign-in throttling's sources (worker/services/login-throttle.ts): what counts as one source.
 * The holds themselves are counted in D1: tests/integration/auth-login.test.ts.
 */
import { describe, expect, it } from "vitest";
import { throttleSource } from "#worker/services/login-throttle.ts";

describe("throttleSource", () => {
  it("keeps an IPv4 address and the development placeholder as they are", () => {
    expect(throttleSource("203.0.113.7")).toBe("203.0.113.7");
    expect(throttleSource("local")).toBe("local");
  });

  it("counts an IPv6 address by its /64, whatever its spelling", () => {
    expect(throttleSource("2001:db8:1:2:aa::1")).toBe("2001:db8:1:2::/64");
    expect(throttleSource("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(throttleSource("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttleSource("::1")).toBe("0:0:0:0::/64");
    expect(throttleSource("2001:db8:1:3::1")).not.toBe(throttleSource("2001:db8:1:2::1"));
  });
});
