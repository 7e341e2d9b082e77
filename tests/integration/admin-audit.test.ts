/**
 * The audit log (GET /api/admin/audit; docs/product.md#audit-log): newest first, 50 a page; the
 * filters by actor (id or email), action (exact or a whole area), target, UTC date range and the
 * search; invalid filters are a 400 naming the field. Entries are written with auditStatement, as
 * the admin sections write them, and dated by hand.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditEntry, AdminAuditPage } from "#contract/admin-audit.ts";
import { auditStatement, type AuditInput } from "#worker/services/admin/audit.ts";
import { api, errorFields, member, rows, run, type Member } from "../support/community.ts";

const AUDIT = "/api/admin/audit";

let ann: Member;
let bob: Member;
let gone: Member;

/** Writes one entry as the sections do, then dates it. */
async function entry(actor: Member, at: string, input: Omit<AuditInput, "actor">): Promise<number> {
  const result = await auditStatement(env.DB, { actor: { id: actor.id, email: actor.email }, ...input }).run();
  const id = Number(result.meta.last_row_id);
  await run("UPDATE audit_log SET created_at = ? WHERE id = ?", Date.parse(at), id);
  return id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  [ann, bob, gone] = await Promise.all([
    member({ role: "admin", name: "Ann" }),
    member({ role: "admin", name: "Bob" }),
    member({ role: "admin", name: "Gone" }),
  ]);
  ids.ban = await entry(ann, "2026-03-01T10:00:00Z", {
    action: "user.ban",
    target: { type: "user", id: "user-1", label: "carol@example.com" },
    before: { status: "active" },
    after: { status: "banned" },
  });
  ids.feature = await entry(ann, "2026-03-02T00:00:00Z", {
    action: "app.feature",
    target: { type: "app", id: "app-1", label: "Lantern Notes" },
    before: { featured: false },
    after: { featured: true },
  });
  ids.category = await entry(bob, "2026-03-03T12:00:00Z", {
    action: "category.update",
    target: { type: "category", id: "productivity", label: "Productivity 50%_off" },
    before: { name: "Productivity", sortOrder: 1 },
    after: { name: "Productivity 50%_off", sortOrder: 1 },
  });
  ids.settings = await entry(bob, "2026-03-05T08:00:00Z", {
    action: "settings.save",
    target: { type: "settings", id: "general", label: "general" },
    before: { siteName: "PWA Store", featuredLimit: 6 },
    after: { siteName: "My Store", featuredLimit: 6 },
  });
  ids.unban = await entry(ann, "2026-03-05T23:59:59Z", {
    action: "user.unban",
    target: { type: "user", id: "user-1", label: "carol@example.com" },
    before: { status: "banned" },
    after: { status: "active" },
  });
  // Not a `user.*` action, though its name starts with "user".
  ids.lookalike = await entry(gone, "2026-03-06T00:00:00Z", {
    action: "userx.test",
    target: { type: "thread", id: "thread-1", label: "Subject" },
  });
  // Sixty older entries to page through.
  for (let index = 0; index < 60; index += 1) {
    await entry(bob, new Date(Date.parse("2026-02-01T00:00:00Z") + index * 60_000).toISOString(), {
      action: "report.resolve",
      target: { type: "report", id: `report-${index}`, label: `Report ${index}` },
      before: { status: "open" },
      after: { status: "resolved" },
    });
  }
  // Its author's account is gone: the email stays, the link does not.
  await run("DELETE FROM users WHERE id = ?", gone.id);
});

async function list(query = ""): Promise<AdminAuditPage> {
  const { response, body } = await api<AdminAuditPage>(`${AUDIT}${query}`, { token: ann.token });
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const idsOf = (page: AdminAuditPage) => page.items.map((item) => item.id);

describe("GET /api/admin/audit", () => {
  it("is for administrators only", async () => {
    const user = await member();
    expect((await api(AUDIT)).response.status).toBe(401);
    expect((await api(AUDIT, { token: user.token })).response.status).toBe(403);
  });

  it("lists every entry newest first, 50 a page, with who, what, the target and the diff", async () => {
    const first = await list();
    expect(first.total).toBe(66);
    expect(first.pageSize).toBe(50);
    expect(first.items).toHaveLength(50);
    expect(idsOf(first).slice(0, 6)).toEqual([ids.lookalike, ids.unban, ids.settings, ids.category, ids.feature, ids.ban]);
    const times = first.items.map((item) => item.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const settings = first.items.find((item) => item.id === ids.settings)!;
    expect(settings).toEqual<AdminAuditEntry>({
      id: ids.settings!,
      createdAt: Date.parse("2026-03-05T08:00:00Z"),
      actor: { id: bob.id, email: bob.email },
      action: "settings.save",
      target: { type: "settings", id: "general", label: "general" },
      changes: { siteName: { from: "PWA Store", to: "My Store" } },
    });
    expect(first.items[0]!.actor).toEqual({ id: null, email: gone.email });

    const second = await list("?page=2");
    expect(second.page).toBe(2);
    expect(second.items).toHaveLength(16);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(66);
    expect(second.items.at(-1)!.target.label).toBe("Report 0");
    expect((await list("?page=3")).items).toEqual([]);
  });

  it("filters by actor (id or email), by action (exact or a whole area) and by target", async () => {
    expect((await list(`?actor=${ann.id}`)).items.map((item) => item.id)).toEqual([ids.unban, ids.feature, ids.ban]);
    expect(idsOf(await list(`?actor=${encodeURIComponent(ann.email.toUpperCase())}`))).toEqual([ids.unban, ids.feature, ids.ban]);
    expect(idsOf(await list(`?actor=${encodeURIComponent(gone.email)}`))).toEqual([ids.lookalike]);
    expect((await list("?actor=nobody-at-all")).total).toBe(0);

    expect(idsOf(await list("?action=user.ban"))).toEqual([ids.ban]);
    expect(idsOf(await list("?action=user"))).toEqual([ids.unban, ids.ban]);
    expect((await list("?action=report")).total).toBe(60);
    expect((await list(`?action=report.resolve&actor=${ann.id}`)).total).toBe(0);

    expect(idsOf(await list("?targetType=user&targetId=user-1"))).toEqual([ids.unban, ids.ban]);
    expect(idsOf(await list("?targetType=settings"))).toEqual([ids.settings]);
    expect(idsOf(await list("?targetId=productivity"))).toEqual([ids.category]);
    // Empty fields (a submitted form) mean "not set".
    expect((await list("?actor=&action=&targetType=&targetId=&from=&to=&q=")).total).toBe(66);
  });

  it("filters by UTC days, both ends included", async () => {
    expect(idsOf(await list("?from=2026-03-02&to=2026-03-05"))).toEqual([ids.unban, ids.settings, ids.category, ids.feature]);
    expect(idsOf(await list("?from=2026-03-05"))).toEqual([ids.lookalike, ids.unban, ids.settings]);
    expect(idsOf(await list("?from=2026-03-01&to=2026-03-01"))).toEqual([ids.ban]);
    expect((await list("?to=2026-02-28")).total).toBe(60);
    expect((await list("?from=2026-03-07")).total).toBe(0);
  });

  it("searches the actor's email, the target's label and the action, special characters literally", async () => {
    expect(idsOf(await list("?q=LANTERN"))).toEqual([ids.feature]);
    expect(idsOf(await list("?q=carol@"))).toEqual([ids.unban, ids.ban]);
    expect(idsOf(await list(`?q=${encodeURIComponent(bob.email.slice(0, 12))}&action=category`))).toEqual([ids.category]);
    expect(idsOf(await list("?q=settings.sa"))).toEqual([ids.settings]);
    expect(idsOf(await list(`?q=${encodeURIComponent("50%_off")}`))).toEqual([ids.category]);
    expect((await list(`?q=${encodeURIComponent("%")}&action=user`)).total).toBe(0);
    expect((await list("?q=Report 1&from=2026-02-01&to=2026-02-01")).total).toBe(11); // Report 1, 10…19
  });

  it("searches by username: the entries an account made, and those about it (issue 41)", async () => {
    const [bobRow] = await rows<{ username: string }>("SELECT username FROM users WHERE id = ?", bob.id);
    const username = bobRow!.username;
    // Bob's own entries, found by a part of his username in another case.
    const found = idsOf(await list(`?q=${encodeURIComponent(username.slice(0, -2).toUpperCase())}&from=2026-03-01`));
    expect(found).toEqual([ids.settings, ids.category]);
    // An entry about Bob's account (its label an email that does not name him).
    const aboutBob = await entry(ann, "2025-06-01T09:00:00Z", {
      action: "user.ban",
      target: { type: "user", id: bob.id, label: "renamed@example.com" },
      before: { status: "active" },
      after: { status: "banned" },
    });
    expect(idsOf(await list(`?q=${encodeURIComponent(username)}&action=user`))).toEqual([aboutBob]);
  });

  it("refuses invalid filters with a 400 naming the field", async () => {
    const refused = async (query: string) => {
      const { response, body } = await api(`${AUDIT}${query}`, { token: ann.token });
      expect(response.status, query).toBe(400);
      expect(body.success).toBe(false);
      return body;
    };
    const badDay = await refused("?from=2026-02-30");
    expect(errorFields(badDay)).toEqual(["from"]);
    expect(badDay.errors![0]!.message).toBe("Enter a real date as YYYY-MM-DD.");
    expect(errorFields(await refused("?to=03/05/2026"))).toEqual(["to"]);
    expect(errorFields(await refused("?from=2026-3-5"))).toEqual(["from"]);
    expect(errorFields(await refused("?from=2026-13-01&to=yesterday"))).toEqual(["from", "to"]);
    const order = await refused("?from=2026-03-05&to=2026-03-01");
    expect(errorFields(order)).toEqual(["to"]);
    expect(order.errors![0]!.message).toBe("The end date must be on or after the start date.");
    expect(errorFields(await refused("?targetType=planet"))).toEqual(["targetType"]);
    expect(errorFields(await refused("?action=User%20Ban"))).toEqual(["action"]);
    expect(errorFields(await refused(`?q=${"x".repeat(201)}`))).toEqual(["q"]);
    expect(errorFields(await refused("?page=0"))).toEqual(["page"]);

    // In the caller's language.
    const { body } = await api(`${AUDIT}?from=2026-02-30`, { token: ann.token, headers: { "Accept-Language": "zh-CN" } });
    expect(body.errors![0]!.message).toBe("请输入有效日期，格式为 YYYY-MM-DD。");
  });
});
