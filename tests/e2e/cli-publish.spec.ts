/**
 * The command-line publisher (issue 40 item 4, docs/publishing.md#the-command-line-publisher), run
 * as a pipeline types it, `npx pwa-store publish <folder|zip> --app <id|slug>` from the
 * repository's root, against the built Worker this suite serves (the Worker-pool integration layer
 * runs inside workerd and cannot start a Node command). A folder is zipped without what its
 * .pwastoreignore names and published as the app's new version; a finding that blocks install
 * exits 1; a bad token, app or store says what is wrong and exits non-zero; --help documents it.
 */
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { zipSync } from "fflate";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { hostedAppFiles } from "../support/hosted-app.ts";
import { createAccount } from "./support/accounts.ts";
import { expect, test } from "./fixtures.ts";

const FIXTURE_DIR = join(projectRoot, "tests/fixtures/hosted-app");

/** The hosted-app fixture's files (texts and generated icons), by path. */
function fixtureFiles(): Record<string, Uint8Array> {
  const texts: Record<string, string> = {};
  const read = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) read(path);
      else texts[relative(FIXTURE_DIR, path)] = readFileSync(path, "utf8");
    }
  };
  read(FIXTURE_DIR);
  return hostedAppFiles(texts);
}

/** A folder on disk with `files`, and the extra text files given. */
function folderWith(files: Record<string, Uint8Array>, extra: Record<string, string> = {}): string {
  const folder = mkdtempSync(join(tmpdir(), "pwa-store-cli-"));
  const all = { ...files, ...Object.fromEntries(Object.entries(extra).map(([path, text]) => [path, new TextEncoder().encode(text)])) };
  for (const [path, bytes] of Object.entries(all)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), bytes);
  }
  return folder;
}

/** `npx pwa-store …` from the repository's root, as a pipeline runs it. */
function pwaStore(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      ["pwa-store", ...args],
      { cwd: projectRoot, env: { ...process.env, CI: "true", ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

test.describe.configure({ timeout: 120_000 });

test("publishes a folder as a new version, without what .pwastoreignore names, and stops a build on a finding that blocks install", async ({
  request,
  baseURL,
}) => {
  const owner = await createAccount(request, { name: "CLI Publisher" });
  const files = fixtureFiles();
  const created = await request.post("/api/client/pwas/upload", {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    multipart: {
      file: { name: "app.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync(files)) },
      category: "utility",
      name: `CLI App ${Date.now().toString(36)}`,
    },
  });
  expect(created.status()).toBe(201);
  const app = ((await created.json()) as { data: { id: string; slug: string } }).data;
  const tokenAnswer = await request.post("/api/client/auth/tokens", {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: { name: "CI pipeline", expiresInDays: 30 },
  });
  expect(tokenAnswer.status()).toBe(201);
  const token = ((await tokenAnswer.json()) as { data: { secret: string } }).data.secret;
  const env = { PWA_STORE_TOKEN: token, PWA_STORE_URL: baseURL! };

  // A build folder with drafts and source maps its .pwastoreignore leaves out; by slug.
  const folder = folderWith(files, {
    ".pwastoreignore": "# not for the store\n*.map\n/drafts/\n",
    "app.js.map": "{}",
    "drafts/todo.txt": "later",
  });
  try {
    const published = await pwaStore(["publish", folder, "--app", app.slug, "--notes", "build 42"], env);
    expect(published.stderr).toContain(`Packed ${Object.keys(files).length} files of ${folder}`);
    expect(published.stderr).toMatch(/Uploading to http:\/\/[^:]+:\d+: 100% of/);
    expect(published.stdout).toContain("Version 2 (build 42)");
    expect(published.stdout).toContain("Hosting report: no problem found.");
    expect(published.code).toBe(0);
    const versions = await request.get(`/api/client/pwas/${app.id}/versions`, {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
    });
    const latest = (
      (await versions.json()) as { data: { items: { number: number; label: string; fileCount: number; current: boolean }[] } }
    ).data.items[0]!;
    expect(latest).toMatchObject({ number: 2, label: "build 42", fileCount: Object.keys(files).length, current: true });

    // A page whose manifest is missing cannot be installed from: published (it is served), but the build fails.
    writeFileSync(join(folder, "help.html"), '<!doctype html><link rel="manifest" href="/help.webmanifest"><p>Help');
    const blocked = await pwaStore(["publish", folder, "--app", app.id], env);
    expect(blocked.stdout).toContain("Version 3");
    expect(blocked.stdout).toMatch(/✗ Blocks install · Fix in help\.html, line 1: \/help\.webmanifest \(/);
    expect(blocked.stderr).toContain("1 finding blocks install: fix it and publish again.");
    expect(blocked.code).toBe(1);
    rmSync(join(folder, "help.html"));

    // A file the service worker precaches, left out: the app installs, offline support breaks, the build goes on.
    writeFileSync(join(folder, ".pwastoreignore"), "*.map\n/drafts/\nstyles.css\n");
    const offline = await pwaStore(["publish", folder, "--app", app.id], env);
    expect(offline.stdout).toMatch(/! Breaks at runtime · Fix in sw\.js, line \d+: The service worker precaches \/styles\.css/);
    expect(offline.code).toBe(0);
    writeFileSync(join(folder, ".pwastoreignore"), "*.map\n/drafts/\n");

    // A ZIP as it is.
    const zipPath = join(folder, "..", `${app.slug}.zip`);
    writeFileSync(zipPath, zipSync(files));
    const fromZip = await pwaStore(["publish", zipPath, "--app", app.id], env);
    expect(fromZip.stdout).toContain("Version 5");
    expect(fromZip.code).toBe(0);
    rmSync(zipPath);

    // What a pipeline gets wrong, said plainly.
    const badToken = await pwaStore(["publish", folder, "--app", app.id], { ...env, PWA_STORE_TOKEN: `pwas_${"0".repeat(64)}` });
    expect(badToken.code).toBe(1);
    expect(badToken.stderr).toContain("The store does not know the token in PWA_STORE_TOKEN");
    const otherApp = await pwaStore(["publish", folder, "--app", "someone-elses-app"], env);
    expect(otherApp.code).toBe(1);
    expect(otherApp.stderr).toContain('"someone-elses-app" is none of your apps');
    const noStore = await pwaStore(["publish", folder, "--app", app.id, "--store", "http://127.0.0.1:9"], env);
    expect(noStore.code).toBe(1);
    expect(noStore.stderr).toContain("Could not reach the store at http://127.0.0.1:9 (ECONNREFUSED)");
    // Something else answers at that address (a web server's HTML page).
    const other = createServer((_request, response) =>
      response.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><p>Hello"),
    );
    await new Promise<void>((done) => other.listen(0, "127.0.0.1", done));
    try {
      const { port } = other.address() as AddressInfo;
      const notAStore = await pwaStore(["publish", folder, "--app", app.id, "--store", `http://127.0.0.1:${port}`], env);
      expect(notAStore.code).toBe(1);
      expect(notAStore.stderr).toContain(`http://127.0.0.1:${port} does not answer as a PWA Store does (HTTP 200, text/html)`);
    } finally {
      other.close();
    }
    const noToken = await pwaStore(["publish", folder, "--app", app.id], { PWA_STORE_TOKEN: "", PWA_STORE_URL: baseURL! });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain("PWA_STORE_TOKEN is not set");
    const noApp = await pwaStore(["publish", folder], env);
    expect(noApp.code).toBe(2);
    expect(noApp.stderr).toContain("--app is required");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("--help documents the command", async () => {
  const help = await pwaStore(["--help"], {});
  expect(help.code).toBe(0);
  expect(help.stdout).toContain("npx pwa-store publish <folder|zip> --app <id|slug> [--store <url>] [--notes <text>]");
  expect(help.stdout).toContain("PWA_STORE_TOKEN");
  expect(help.stdout).toContain(".pwastoreignore");
});
