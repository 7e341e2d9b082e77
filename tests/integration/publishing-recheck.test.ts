/**
 * Keeping listings honest: the Worker's `scheduled` handler (the Cron Trigger) re-inspects a slice
 * of URL-listed apps against the loopback fixture server, whose /gen/ apps the test breaks, fixes
 * and changes. Broken apps are marked and their owner notified (in-app and by mail); after a week
 * a listed app leaves the store, and comes back once it works. Seeded demo apps are never checked.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "#worker/index.ts";
import { createDb } from "#db/client.ts";
import { approveApp } from "#worker/services/publishing/lifecycle.ts";
import { RECHECK_CRON } from "#worker/services/publishing/recheck-rules.ts";
import { insertApp } from "../support/catalog.ts";
import { api, eventually, mailsTo, member, notificationRows, row, rows, run, type Member } from "../support/community.ts";
import { addGenApp, PWAS, setGenState, type MyAppView } from "../support/publishing.ts";

const DAY = 86_400_000;

async function runCron(scheduledTime: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime, cron: RECHECK_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const appRow = (id: string) =>
  row<{
    status: string;
    status_reason: string | null;
    broken_since: number | null;
    last_checked_at: number;
    manifest_hash: string;
    last_report: string;
  }>("SELECT status, status_reason, broken_since, last_checked_at, manifest_hash, last_report FROM apps WHERE id = ?", id);

const kinds = async (userId: string) => (await notificationRows(userId)).map((note) => note.kind);

let owner: Member;
let app: MyAppView;
const start = Date.now();

beforeAll(async () => {
  owner = await member({ name: "Watched Owner" });
  app = await addGenApp(owner.token, "health");
  expect((await approveApp(createDb(env.DB), { appId: app.id })).ok).toBe(true);
  // Seen two days ago: due.
  await run("UPDATE apps SET last_checked_at = ? WHERE id = ?", start - 2 * DAY, app.id);
});

describe("the re-inspection cron", () => {
  it("never checks seeded demo apps (no developer account)", async () => {
    // A demo row as db/seed writes them: listed, URL-sourced, no owner, an address with no network behind it.
    await insertApp({ slug: "demo-offline", startUrl: "https://demo-offline.invalid/", status: "published" });
    const demos = await rows<{ n: number }>("SELECT count(*) AS n FROM apps WHERE developer_id IS NULL AND source = 'url'");
    expect(demos[0]!.n).toBeGreaterThan(0);
    await runCron(start);
    const checkedDemos = await rows<{ n: number }>(
      "SELECT count(*) AS n FROM apps WHERE developer_id IS NULL AND last_checked_at IS NOT NULL",
    );
    expect(checkedDemos[0]!.n).toBe(0);
    // The run took the owner's due app instead, and found it healthy: nothing to say.
    expect((await appRow(app.id))!.last_checked_at).toBeGreaterThan(start - DAY);
    expect(await kinds(owner.id)).toEqual(["app_approved"]);
  });

  it("marks a broken app, keeps the report and notifies the owner once", async () => {
    await setGenState("health", "broken");
    await runCron(start + 1 * DAY);
    const broken = await appRow(app.id);
    expect(broken).toMatchObject({ status: "published", broken_since: start + 1 * DAY, last_checked_at: start + 1 * DAY });
    const report = JSON.parse(broken!.last_report);
    expect(report.installable.verdict).toBe(false);
    expect(report.installable.reasons.join(" ")).toMatch(/404/);
    expect(await kinds(owner.id)).toEqual(["app_broken", "app_approved"]);
    await eventually(async () => (await mailsTo(owner.email)).some((mail) => /failed its check/.test(mail.subject)), "the app_broken mail");

    const view = await api<MyAppView>(`${PWAS}/${app.id}`, { token: owner.token });
    expect(view.body.data.health).toMatchObject({ brokenSince: start + 1 * DAY, installable: false, withdrawn: false });

    // Still broken the next day: no second notification, still listed (the week is not over).
    await runCron(start + 2 * DAY);
    expect(await appRow(app.id)).toMatchObject({ status: "published", broken_since: start + 1 * DAY });
    expect(await kinds(owner.id)).toEqual(["app_broken", "app_approved"]);
  });

  it("takes an app broken for a week out of the store", async () => {
    await runCron(start + 8 * DAY);
    expect(await appRow(app.id)).toMatchObject({ status: "unpublished", status_reason: "broken", broken_since: start + 1 * DAY });
    expect((await kinds(owner.id))[0]).toBe("app_withdrawn");
    expect((await api(`/api/client/apps/${app.slug}`)).response.status).toBe(404);
    const view = await api<MyAppView>(`${PWAS}/${app.id}`, { token: owner.token });
    expect(view.body.data.health.withdrawn).toBe(true);
  });

  it("brings it back once it works again", async () => {
    await setGenState("health", "ok");
    await runCron(start + 9 * DAY);
    expect(await appRow(app.id)).toMatchObject({ status: "published", status_reason: null, broken_since: null });
    expect((await kinds(owner.id))[0]).toBe("app_restored");
    expect((await api(`/api/client/apps/${app.slug}`)).response.status).toBe(200);
  });

  it("tells the owner when the manifest changed", async () => {
    const before = (await appRow(app.id))!.manifest_hash;
    await setGenState("health", "changed");
    await runCron(start + 10 * DAY);
    const after = await appRow(app.id);
    expect(after!.manifest_hash).not.toBe(before);
    expect(after!.status).toBe("published");
    expect((await kinds(owner.id))[0]).toBe("app_changed");
    // Nothing changed since: quiet.
    await runCron(start + 11 * DAY);
    expect((await kinds(owner.id))[0]).toBe("app_changed");
    expect((await notificationRows(owner.id)).filter((note) => note.kind === "app_changed")).toHaveLength(1);
    await setGenState("health", "ok");
  });

  it("takes the apps seen longest ago first, one slice per run, and skips apps not due", async () => {
    const other = await member();
    const older = await addGenApp(other.token, "older");
    const newer = await addGenApp(other.token, "newer");
    const now = start + 20 * DAY;
    await run("UPDATE apps SET last_checked_at = ? WHERE id = ?", now - 3 * DAY, older.id);
    await run("UPDATE apps SET last_checked_at = ? WHERE id = ?", now - 2 * DAY, newer.id);
    // The watched app was checked an hour ago: not due.
    await run("UPDATE apps SET last_checked_at = ? WHERE id = ?", now - 3_600_000, app.id);
    await runCron(now);
    expect((await appRow(older.id))!.last_checked_at).toBe(now);
    expect((await appRow(newer.id))!.last_checked_at).toBe(now - 2 * DAY);
    expect((await appRow(app.id))!.last_checked_at).toBe(now - 3_600_000);
    await runCron(now + 1000);
    expect((await appRow(newer.id))!.last_checked_at).toBe(now + 1000);
    // Drafts and the owner's own unpublished apps are not watched.
    await run("UPDATE apps SET status = 'draft', last_checked_at = 0 WHERE id = ?", older.id);
    await run("UPDATE apps SET status = 'unpublished', status_reason = NULL, last_checked_at = 0 WHERE id = ?", newer.id);
    await runCron(now + 2000);
    expect((await appRow(older.id))!.last_checked_at).toBe(0);
    expect((await appRow(newer.id))!.last_checked_at).toBe(0);
  });
});
