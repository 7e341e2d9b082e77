import { exports } from "cloudflare:workers";
import { expect, it } from "vitest";
it("health", async () => {
  const res = await exports.default.fetch(new Request("http://localhost:5173/api/client/auth/health"));
  expect(await res.json()).toEqual({ success: true, data: { status: "ok", db: "ok" } });
});
