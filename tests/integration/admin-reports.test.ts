/**
 * Reports in the admin area (docs/product.md#reports: reports resolved/dismissed, the reporter sees
 * the outcome): GET /api/admin/reports (the open queue, closed ones, counts) and POST
 * /reports/:id/resolve and /dismiss with a note, the reporter's notification and their own list.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { insertApp } from "../support/catalog.ts";
import {
  api,
  CLIENT,
  errorFields,
  expectRatingExact,
  member,
  members,
  notificationRows,
  postReview,
  row,
  rows,
  type Member,
} from "../support/community.ts";

const REPORTS = "/api/admin/reports";

let admin: Member;
let reporter: Member;

beforeAll(async () => {
  [admin, reporter] = await Promise.all([member({ role: "admin", name: "Mod" }), member({ name: "Rex Reporter" })]);
});

async function fileReport(token: string, body: Record<string, unknown>): Promise<string> {
  const { response, body: answer } = await api(`${CLIENT}/reports`, { method: "POST", token, body });
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data.id as string;
}

const close = (id: string, action: "resolve" | "dismiss", body: unknown = {}) =>
  api(`${REPORTS}/${encodeURIComponent(id)}/${action}`, { method: "POST", token: admin.token, body });

describe("GET /api/admin/reports", () => {
  it("lists the open queue oldest first with reporter, app and the reported review's text", async () => {
    const app = await insertApp({ name: "Reported App" });
    const author = await member({ name: "Ann Author" });
    const review = await postReview(author.token, app.id, { rating: 1, title: "Hmm", body: "Visit <a href=x>spam</a>" });
    const first = await fileReport(reporter.token, { appId: app.id, reason: "malware_phishing", details: "Asks for passwords" });
    const second = await fileReport(reporter.token, { reviewId: review.id, reason: "spam" });

    const { response, body } = await api(`${REPORTS}?pageSize=100`, { token: admin.token });
    expect(response.status).toBe(200);
    const ids = body.data.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const byId = new Map(body.data.items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(first)).toMatchObject({
      targetType: "app",
      reason: "malware_phishing",
      details: "Asks for passwords",
      status: "open",
      reporter: { id: reporter.id, name: "Rex Reporter", email: reporter.email },
      app: { id: app.id, slug: app.slug, name: "Reported App", status: "published" },
      review: null,
      resolvedBy: null,
    });
    expect(byId.get(second)).toMatchObject({
      targetType: "review",
      review: { id: review.id, rating: 1, title: "Hmm", body: "Visit <a href=x>spam</a>", status: "approved", authorName: "Ann Author" },
    });
    expect(body.data.total).toBe(body.data.statusCounts.open);

    const bad = await api(`${REPORTS}?status=closed`, { token: admin.token });
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["status"]);
  });

  it("groups the reports about one target one after another, in the order of each target's first report", async () => {
    const [popular, other] = [await insertApp({ name: "Much Reported" }), await insertApp({ name: "Once Reported" })];
    const reporters = await members(3);
    // Interleaved in time: popular, other, popular, popular.
    const a1 = await fileReport(reporters[0]!.token, { appId: popular.id, reason: "broken" });
    const b1 = await fileReport(reporters[0]!.token, { appId: other.id, reason: "spam" });
    const a2 = await fileReport(reporters[1]!.token, { appId: popular.id, reason: "broken" });
    const a3 = await fileReport(reporters[2]!.token, { appId: popular.id, reason: "inappropriate" });

    const { body } = await api(`${REPORTS}?pageSize=100`, { token: admin.token });
    const items = body.data.items as { id: string; sameTarget: number }[];
    const ids = items.map((item) => item.id);
    const at = ids.indexOf(a1);
    expect(ids.slice(at, at + 4)).toEqual([a1, a2, a3, b1]);
    expect(items.filter((item) => [a1, a2, a3].includes(item.id)).map((item) => item.sameTarget)).toEqual([3, 3, 3]);
    expect(items.find((item) => item.id === b1)?.sameTarget).toBe(1);

    // Closed, a report leaves its group's open count.
    await close(a2, "dismiss");
    const again = (await api(`${REPORTS}?pageSize=100`, { token: admin.token })).body.data.items as { id: string; sameTarget: number }[];
    expect(again.find((item) => item.id === a1)?.sameTarget).toBe(2);
    const dismissed = (await api(`${REPORTS}?status=dismissed&pageSize=100`, { token: admin.token })).body.data.items as {
      id: string;
      sameTarget: number;
    }[];
    expect(dismissed.find((item) => item.id === a2)?.sameTarget).toBe(1);
  });
});

describe("POST /api/admin/reports/:id/resolve and /dismiss", () => {
  it("resolves with a note: the reporter is notified and sees it on their reports; closing twice is 409", async () => {
    const app = await insertApp({ name: "Broken Thing" });
    const id = await fileReport(reporter.token, { appId: app.id, reason: "broken" });

    const resolved = await close(id, "resolve", { note: "  The developer fixed it.  " });
    expect(resolved.response.status).toBe(200);
    expect(resolved.body).toMatchObject({
      message: "The report is resolved. The reporter has been told.",
      data: { id, status: "resolved", resolutionNote: "The developer fixed it.", resolvedBy: { name: "Mod" } },
    });

    const mine = await api(`${CLIENT}/reports/mine`, { token: reporter.token });
    expect(mine.body.data.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      status: "resolved",
      resolutionNote: "The developer fixed it.",
    });
    const note = (await api(`${CLIENT}/notifications`, { token: reporter.token })).body.data.items[0];
    expect(note).toMatchObject({
      kind: "report_resolved",
      body: "Thank you. We reviewed your report about “Broken Thing” and took action. Note from the team: The developer fixed it.",
    });

    // The audit log has the action, once, with what changed.
    const audit = async () =>
      (await api(`/api/admin/audit?targetId=${encodeURIComponent(id)}`, { token: admin.token })).body.data.items as Array<{
        action: string;
        actor: { email: string };
        target: { type: string; label: string };
        changes: Record<string, { from: unknown; to: unknown }>;
      }>;
    expect(await audit()).toMatchObject([
      {
        action: "report.resolve",
        actor: { email: admin.email },
        target: { type: "report", label: "Broken Thing" },
        changes: { status: { from: "open", to: "resolved" }, note: { from: null, to: "The developer fixed it." } },
      },
    ]);

    const again = await close(id, "dismiss");
    expect(again.response.status).toBe(409);
    expect(again.body.message).toBe("This report has already been closed.");
    // A refused second close writes no entry.
    expect(await audit()).toHaveLength(1);
    const closedList = await api(`${REPORTS}?status=resolved`, { token: admin.token });
    expect(closedList.body.data.items.map((item: { id: string }) => item.id)).toContain(id);
    expect((await api(`${REPORTS}`, { token: admin.token })).body.data.items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it("dismisses without a note; dismissing every report of a flagged review puts it back in the rating", async () => {
    const app = await insertApp();
    const author = await member();
    const review = await postReview(author.token, app.id, { rating: 5, body: "Honest" });
    const reporters = await members(3);
    const ids: string[] = [];
    for (const user of reporters) ids.push(await fileReport(user.token, { reviewId: review.id, reason: "other" }));
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", review.id))!.status).toBe("flagged");
    expect(await expectRatingExact(app.id)).toEqual({ count: 0, average: 0 });

    for (const id of ids) {
      const dismissed = await close(id, "dismiss");
      expect(dismissed.response.status).toBe(200);
      expect(dismissed.body.data).toMatchObject({ status: "dismissed", resolutionNote: null });
    }
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", review.id))!.status).toBe("approved");
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 5 });
    for (const user of reporters) expect((await notificationRows(user.id))[0]).toMatchObject({ kind: "report_dismissed" });
  });

  it("refuses a long note or extra keys (400), unknown reports (404), a non-JSON body (415)", async () => {
    const app = await insertApp();
    const id = await fileReport(reporter.token, { appId: app.id, reason: "copyright" });
    const long = await close(id, "resolve", { note: "x".repeat(1001) });
    expect(long.response.status).toBe(400);
    expect(errorFields(long.body)).toEqual(["note"]);
    expect((await close(id, "resolve", { note: "ok", status: "resolved" })).response.status).toBe(400);
    expect((await row<{ status: string }>("SELECT status FROM reports WHERE id = ?", id))!.status).toBe("open");
    expect((await close("unknown-report", "resolve")).response.status).toBe(404);
    expect((await close("bad!id", "dismiss")).response.status).toBe(404);
    const form = await api(`${REPORTS}/${id}/resolve`, {
      method: "POST",
      token: admin.token,
      body: "note=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.response.status).toBe(415);
  });
});

describe("POST /api/admin/reports/bulk", () => {
  const bulk = (body: unknown, token = admin.token) => api(`${REPORTS}/bulk`, { method: "POST", token, body });
  const reportOf = (id: string) =>
    row<{ status: string; resolution_note: string | null; resolved_by: string | null }>(
      "SELECT status, resolution_note, resolved_by FROM reports WHERE id = ?",
      id,
    );
  const auditOf = async (id: string) =>
    (
      await rows<{ action: string; actor_id: string; changes: string }>(
        "SELECT action, actor_id, changes FROM audit_log WHERE target_type = 'report' AND target_id = ? ORDER BY id",
        id,
      )
    ).map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) }));

  it("resolves many with one note: each reporter told, each audited; skips the gone and the closed", async () => {
    const app = await insertApp({ name: "Spammy App" });
    const reporters = await members(3);
    const ids: string[] = [];
    for (const user of reporters) ids.push(await fileReport(user.token, { appId: app.id, reason: "spam" }));
    const closed = await fileReport(reporter.token, { appId: app.id, reason: "other" });
    expect((await close(closed, "dismiss")).response.status).toBe(200);

    const { response, body } = await bulk({ ids: [...ids, closed, "gone-report"], action: "resolve", note: " Removed. " });
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ message: "Updated successfully" });
    expect(body.data).toEqual({
      done: ids,
      skipped: [
        { id: closed, code: "report_not_open" },
        { id: "gone-report", code: "report_not_found" },
      ],
    });
    for (const [index, id] of ids.entries()) {
      expect(await reportOf(id)).toEqual({ status: "resolved", resolution_note: "Removed.", resolved_by: admin.id });
      expect(await auditOf(id)).toMatchObject([
        { action: "report.resolve", actor_id: admin.id, changes: { status: { from: "open", to: "resolved" }, note: { to: "Removed." } } },
      ]);
      expect((await notificationRows(reporters[index]!.id))[0]).toMatchObject({ kind: "report_resolved" });
    }
    expect((await auditOf(closed)).map((entry) => entry.action)).toEqual(["report.dismiss"]);

    // Again: all closed now, nothing written twice.
    const again = await bulk({ ids, action: "dismiss" });
    expect(again.body.data).toEqual({ done: [], skipped: ids.map((id) => ({ id, code: "report_not_open" })) });
    for (const id of ids) expect(await auditOf(id)).toHaveLength(1);
  });

  it("dismissing every report of a flagged review at once puts it back in the rating", async () => {
    const app = await insertApp();
    const author = await member();
    const review = await postReview(author.token, app.id, { rating: 4, body: "Fair" });
    const reporters = await members(3);
    const ids: string[] = [];
    for (const user of reporters) ids.push(await fileReport(user.token, { reviewId: review.id, reason: "other" }));
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", review.id))!.status).toBe("flagged");

    const { body } = await bulk({ ids, action: "dismiss" });
    expect(body.data).toEqual({ done: ids, skipped: [] });
    expect((await row<{ status: string }>("SELECT status FROM reviews WHERE id = ?", review.id))!.status).toBe("approved");
    expect(await expectRatingExact(app.id)).toEqual({ count: 1, average: 4 });
    for (const user of reporters) expect((await notificationRows(user.id))[0]).toMatchObject({ kind: "report_dismissed" });
  });

  it("refuses a bad selection, action or note, extra keys (400), and non-admins", async () => {
    const cases: [unknown, string[]][] = [
      [{ ids: [], action: "resolve" }, ["ids"]],
      [{ ids: Array.from({ length: 51 }, (_, i) => `report-${i}`), action: "resolve" }, ["ids"]],
      [{ ids: ["bad!id"], action: "resolve" }, ["ids.0"]],
      [{ ids: ["abc"], action: "close" }, ["action"]],
      [{ ids: ["abc"], action: "resolve", note: "x".repeat(1001) }, ["note"]],
      [{ ids: ["abc"], action: "resolve", status: "resolved" }, ["status"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await bulk(body);
      expect(answer.response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer.body), JSON.stringify(body)).toEqual(fields);
    }
    expect((await bulk({ ids: ["abc"], action: "resolve" }, reporter.token)).response.status).toBe(403);
    expect((await api(`${REPORTS}/bulk`, { method: "POST", body: { ids: ["abc"], action: "resolve" } })).response.status).toBe(401);
  });
});
