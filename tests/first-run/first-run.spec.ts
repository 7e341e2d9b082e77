/**
 * A newcomer's first commands, on a clean copy of the tree (issue 37): `npm run dev` and `npm run
 * build`, as the README says. Each failure names the command and the first error it printed.
 */
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, type Page, test } from "@playwright/test";
import { freePort } from "../e2e/support/server.ts";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { cleanCopy, type Command, failureOf, npmRun, stop } from "./clean-copy.ts";

/**
 * Set by `npm test` (scripts/test.ts): the build this layer made is the e2e layer's too, so the
 * suite builds the default configuration once. It is the working tree's own build: the copy holds
 * every file git does not ignore, as it is on disk.
 */
const SHARE_BUILD = process.env.FIRST_RUN_SHARE_BUILD === "1";

/**
 * Moves the copy's build into the project as an in-place build leaves it: build/, and the
 * redirect wrangler reads (.wrangler/deploy/config.json). The build's wrangler.json names the
 * configuration it came from by absolute path, the only thing that differs between the two places.
 */
async function shareBuild(copy: string): Promise<void> {
  const target = join(projectRoot, "build");
  await rm(target, { recursive: true, force: true });
  await cp(join(copy, "build"), target, { recursive: true });
  const settingsFile = join(target, "server/wrangler.json");
  const settings = JSON.parse(await readFile(settingsFile, "utf8")) as Record<string, unknown>;
  for (const key of ["configPath", "userConfigPath"]) {
    if (typeof settings[key] === "string") settings[key] = join(projectRoot, "wrangler.toml");
  }
  await writeFile(settingsFile, JSON.stringify(settings));
  await mkdir(join(projectRoot, ".wrangler/deploy"), { recursive: true });
  await cp(join(copy, ".wrangler/deploy/config.json"), join(projectRoot, ".wrangler/deploy/config.json"));
}

const DEV_ADMIN = { email: "admin@pwa-store.local", password: "PwaStore-Admin-2026" };

async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });
}

/** Every answer of 400 or more and every uncaught page error, from now on. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    // A request the next navigation cancelled (route discovery of links in view) is not a failure.
    const reason = request.failure()?.errorText ?? "";
    if (reason !== "net::ERR_ABORTED") problems.push(`failed ${request.url()}: ${reason}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.describe("npm install && npm run dev", () => {
  test.describe.configure({ mode: "serial" });
  let copy = "";
  let dev: Command | undefined;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    copy = await cleanCopy("dev");
    const port = await freePort();
    base = `http://localhost:${port}`;
    dev = npmRun(copy, "dev", ["--port", String(port)]);
    // Messages compiled, migrations applied, the demo catalog seeded, Vite and workerd started.
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (dev.exited()) throw failureOf(dev, `ended (${dev.exited()}) before serving`);
      if (Date.now() > deadline) throw failureOf(dev, "did not serve within 5 minutes");
      try {
        const response = await fetch(`${base}/api/client/auth/health`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(1_000);
    }
  });

  test.afterAll(async () => {
    if (dev) {
      stop(dev);
      await Promise.race([dev.done, sleep(10_000)]);
    }
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  test("/, /login, /store and /admin hydrate with no request of 400 or more and no page error", async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watchProblems(page);
    for (const path of ["/", "/login", "/store", "/admin"]) {
      await page.goto(`${base}${path}`);
      await waitForHydration(page);
      expect(problems, `${dev?.label} at ${path}`).toEqual([]);
    }
    // Signed out, /admin is the sign-in form (docs/product.md#navigation-guard).
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The demo catalog is there: the store lists apps.
    await page.goto(`${base}/store`);
    await expect(page.getByTestId("app-grid").getByRole("listitem").first()).toBeVisible();
  });

  test("the development admin signs in through the form and runs the admin area", async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${base}/login?redirect=%2Fadmin`);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(DEV_ADMIN.email);
    await page.getByLabel("Password").fill(DEV_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${base}/admin`);
    await expect(page.getByTestId("stat-users")).toBeVisible({ timeout: 30_000 });
    // Another section, by the console's own navigation.
    await page.getByTestId("admin-nav-users").click();
    await expect(page).toHaveURL(`${base}/admin/users`);
    await expect(page.getByText(DEV_ADMIN.email).first()).toBeVisible({ timeout: 30_000 });
    expect(problems).toEqual([]);
  });

  test("a route file edited on disk updates the open page without a reload", async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${base}/about`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { firstRunMarker?: string }).firstRunMarker = "same document";
    });
    const route = join(copy, "app/routes/about.tsx");
    const source = await readFile(route, "utf8");
    const edited = source.replace("heading: m.about_mission_heading(),", 'heading: "Edited on disk",');
    expect(edited, "app/routes/about.tsx no longer has the line this test edits").not.toBe(source);
    await writeFile(route, edited);
    await expect(page.getByRole("heading", { name: "Edited on disk" })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as { firstRunMarker?: string }).firstRunMarker)).toBe("same document");
    expect(problems).toEqual([]);
  });
});

test("npm install && npm run build", async () => {
  test.setTimeout(360_000);
  const copy = await cleanCopy("build");
  try {
    const build = npmRun(copy, "build");
    const ended = await Promise.race([build.done, sleep(300_000).then(() => null)]);
    if (ended === null) {
      stop(build);
      throw failureOf(build, "did not finish within 5 minutes");
    }
    if (ended !== "exit code 0") throw failureOf(build, `failed (${ended})`);
    for (const output of ["build/client/assets", "build/server/index.js"]) {
      expect(existsSync(join(copy, output)), `${build.label} wrote no ${output}`).toBe(true);
    }
    if (SHARE_BUILD) await shareBuild(copy);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});
