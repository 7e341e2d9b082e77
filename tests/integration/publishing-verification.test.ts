/**
 * Verified publisher: POST /pwas/:id/verification hands out a stable token, POST
 * /pwas/:id/verification/check fetches {origin}/.well-known/pwa-store-verification.txt from the
 * loopback fixture server (whose file the test switches) and records the proof; the public app
 * detail and cards then say `verified: true`.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { approveApp } from "#worker/services/publishing/lifecycle.ts";
import { api, member, row, run, type Member } from "../support/community.ts";
import { addGenApp, fixtures, PWAS, setVerificationFile, type MyAppView } from "../support/publishing.ts";

interface Verification {
  token: string;
  path: string;
  url: string;
  verified: boolean;
  verifiedAt: number | null;
}

let owner: Member;
let app: MyAppView;

beforeAll(async () => {
  owner = await member();
  app = await addGenApp(owner.token, "verify-me");
});

afterEach(async () => {
  await setVerificationFile(fixtures().baseUrl, "clear");
});

const issue = () => api<Verification>(`${PWAS}/${app.id}/verification`, { method: "POST", token: owner.token });
const check = () => api<Verification>(`${PWAS}/${app.id}/verification/check`, { method: "POST", token: owner.token });

describe("verification", () => {
  it("asks for a token before checking, then hands out the same token every time", async () => {
    const early = await check();
    expect(early.response.status).toBe(409);
    expect(early.body.reason).toBe("no_token");

    const first = await issue();
    expect(first.response.status).toBe(200);
    expect(first.body.data).toEqual({
      token: expect.stringMatching(/^pwa-store-verification=[A-Za-z0-9_-]{22}$/),
      path: "/.well-known/pwa-store-verification.txt",
      url: `${fixtures().baseUrl}/.well-known/pwa-store-verification.txt`,
      verified: false,
      verifiedAt: null,
    });
    const second = await issue();
    expect(second.body.data.token).toBe(first.body.data.token);
  });

  it("refuses when the file is missing, holds something else, or redirects to another origin (422)", async () => {
    const { token } = (await issue()).body.data;
    const missing = await check();
    expect(missing.response.status).toBe(422);
    expect(missing.body).toMatchObject({ reason: "mismatch", data: { verified: false } });
    expect(missing.body.message).toContain("HTTP status 404");

    await setVerificationFile(fixtures().baseUrl, { body: "pwa-store-verification=someone-else" });
    const other = await check();
    expect(other.response.status).toBe(422);
    expect(other.body.message).toContain("does not contain the verification token");

    // The token served by another origin proves nothing about this one.
    await setVerificationFile(fixtures().altUrl, { body: token });
    await setVerificationFile(fixtures().baseUrl, { redirect: `${fixtures().altUrl}/.well-known/pwa-store-verification.txt` });
    const redirected = await check();
    expect(redirected.response.status).toBe(422);
    expect(redirected.body.message).toContain("another site");
    await setVerificationFile(fixtures().altUrl, "clear");
    expect(await row("SELECT verified_at FROM apps WHERE id = ?", app.id)).toEqual({ verified_at: null });
  });

  it("verifies when the origin serves the token, and the store shows the badge", async () => {
    const { token } = (await issue()).body.data;
    await setVerificationFile(fixtures().baseUrl, { body: `# PWA Store\n${token}\n` });
    const { response, body } = await check();
    expect(response.status).toBe(200);
    expect(body.message).toBe("Verified: your app now shows the Verified publisher badge.");
    expect(body.data).toMatchObject({ verified: true, verifiedAt: expect.any(Number) });
    expect((await api<MyAppView>(`${PWAS}/${app.id}`, { token: owner.token })).body.data.verified).toBe(true);

    expect((await approveApp(createDb(env.DB), { appId: app.id })).ok).toBe(true);
    const detail = await api<{ verified: boolean }>(`/api/client/apps/${app.slug}`);
    expect(detail.body.data.verified).toBe(true);
    const listing = await api<{ items: Array<{ id: string; verified: boolean }> }>(
      `/api/client/apps?q=${encodeURIComponent("Fixture verify-me")}`,
    );
    expect(listing.body.data.items.find((item) => item.id === app.id)?.verified).toBe(true);

    // Taking the file down and checking again withdraws the badge.
    await setVerificationFile(fixtures().baseUrl, "clear");
    expect((await check()).response.status).toBe(422);
    expect((await api<{ verified: boolean }>(`/api/client/apps/${app.slug}`)).body.data.verified).toBe(false);
  });

  it("does not apply to hosted apps (409), whose origin the store serves", async () => {
    const hosted = await addGenApp(owner.token, "hosted-one");
    await run("UPDATE apps SET source = 'hosted' WHERE id = ?", hosted.id);
    const { response, body } = await api(`${PWAS}/${hosted.id}/verification`, { method: "POST", token: owner.token });
    expect(response.status).toBe(409);
    expect(body.reason).toBe("hosted");
  });
});
