/**
 * A second server for the social sign-in tests: the same build as the run's server, with Google
 * and Apple switched on the way a deployment does it (GOOGLE_CLIENT_IDS / APPLE_CLIENT_IDS, here
 * as `wrangler dev --var` would), and the providers' key sets (GOOGLE_JWKS_URL / APPLE_JWKS_URL) served
 * on loopback by this process with keys made for the run. The API verifies the ID tokens these
 * keys sign exactly as it verifies Google's and Apple's; only the providers' browser SDKs are
 * replaced, in the browser, by stand-ins (tests/e2e/social-login.spec.ts).
 */
import { createServer, type Server } from "node:http";
import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { freePort, removeStateDir, seedState, startBuildServer, stopServerGroup, waitForHealth } from "./server.ts";

export const GOOGLE_CLIENT_ID = "e2e-web-client.apps.googleusercontent.com";
export const APPLE_CLIENT_ID = "local.pwa-store.e2e.web";

export interface SocialIdentity {
  sub: string;
  email: string;
  name?: string;
  nonce: string;
}

export interface SocialServer {
  baseURL: string;
  /** An ID token as Google would issue it for this deployment's client id. */
  googleToken(identity: SocialIdentity): Promise<string>;
  /** An ID token as Apple would issue it (no name claim: Apple sends the name beside the token). */
  appleToken(identity: SocialIdentity): Promise<string>;
  stop(): Promise<void>;
}

async function signingKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

function sign(privateKey: PrivateKey, kid: string, issuer: string, audience: string, claims: Record<string, unknown>, subject: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(privateKey);
}

export async function startSocialServer(): Promise<SocialServer> {
  const [google, apple] = await Promise.all([signingKey("e2e-google-1"), signingKey("e2e-apple-1")]);
  const keySets: Record<string, unknown> = { "/google/certs": { keys: [google.publicJwk] }, "/apple/keys": { keys: [apple.publicJwk] } };
  const jwks: Server = createServer((request, response) => {
    const body = keySets[new URL(request.url ?? "/", "http://127.0.0.1").pathname];
    response.writeHead(body ? 200 : 404, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body ?? { error: "not found" }));
  });
  await new Promise<void>((resolve, reject) => {
    jwks.once("error", reject);
    jwks.listen(0, "127.0.0.1", resolve);
  });
  const keysUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}`;

  const stateDir = await mkdtemp(join(tmpdir(), "pwa-store-e2e-social-"));
  let pid: number | undefined;
  const stop = async () => {
    if (pid !== undefined) await stopServerGroup(pid);
    pid = undefined;
    jwks.closeAllConnections();
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
    await removeStateDir(stateDir);
  };
  try {
    await seedState(stateDir);
    const port = await freePort();
    const server = startBuildServer({
      port,
      stateDir,
      vars: {
        GOOGLE_CLIENT_IDS: GOOGLE_CLIENT_ID,
        APPLE_CLIENT_IDS: APPLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `${keysUrl}/google/certs`,
        APPLE_JWKS_URL: `${keysUrl}/apple/keys`,
      },
    });
    pid = server.pid;
    await waitForHealth(server, port);
    server.child.unref();
    return {
      baseURL: `http://localhost:${port}`,
      googleToken: ({ sub, email, name, nonce }) =>
        sign(
          google.privateKey,
          google.kid,
          "https://accounts.google.com",
          GOOGLE_CLIENT_ID,
          { email, email_verified: true, nonce, ...(name ? { name } : {}) },
          sub,
        ),
      appleToken: ({ sub, email, nonce }) =>
        sign(apple.privateKey, apple.kid, "https://appleid.apple.com", APPLE_CLIENT_ID, { email, email_verified: "true", nonce }, sub),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
