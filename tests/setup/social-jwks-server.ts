/**
 * vitest globalSetup of the integration tests (runs in Node, not in workerd): generates the
 * providers' signing keys and serves their public key sets on loopback, so social login is tested
 * against a real JWKS over HTTP, the way the Worker fetches Google's and Apple's. The private keys
 * reach the tests through `provide`/`inject` (tests/support/social-jwks.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { TestProject } from "vitest/node";
import { SOCIAL_KIDS, type SocialJwksFixture } from "../support/social-jwks.ts";

async function keyPair(alg: "RS256" | "ES256", kid: string): Promise<{ publicJwk: JWK; privateJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const meta = { kid, alg, use: "sig" };
  return { publicJwk: { ...(await exportJWK(publicKey)), ...meta }, privateJwk: { ...(await exportJWK(privateKey)), ...meta } };
}

export default async function setup(project: TestProject) {
  const [googleRsa, googleEc, appleRsa, stranger] = await Promise.all([
    keyPair("RS256", SOCIAL_KIDS.googleRsa),
    keyPair("ES256", SOCIAL_KIDS.googleEc),
    keyPair("RS256", SOCIAL_KIDS.appleRsa),
    // Never published: a token it signs, whatever its kid, must fail.
    keyPair("RS256", SOCIAL_KIDS.googleRsa),
  ]);

  const keySets: Record<string, { keys: JWK[] }> = {
    "/google/certs": { keys: [googleRsa.publicJwk, googleEc.publicJwk] },
    "/apple/keys": { keys: [appleRsa.publicJwk] },
  };
  const hits: Record<string, number> = {};

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      response.end(JSON.stringify(body));
    };
    if (path === "/stats") return send(200, hits);
    const keySet = keySets[path];
    if (keySet) return send(200, keySet);
    if (path === "/broken/certs") return send(500, { error: "provider outage" });
    return send(404, { error: "not found" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fixture: SocialJwksFixture = {
    baseUrl,
    googleJwksUrl: `${baseUrl}/google/certs`,
    appleJwksUrl: `${baseUrl}/apple/keys`,
    brokenJwksUrl: `${baseUrl}/broken/certs`,
    statsUrl: `${baseUrl}/stats`,
    keys: { googleRsa: googleRsa.privateJwk, googleEc: googleEc.privateJwk, appleRsa: appleRsa.privateJwk, stranger: stranger.privateJwk },
  };
  project.provide("socialJwks", fixture);

  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
