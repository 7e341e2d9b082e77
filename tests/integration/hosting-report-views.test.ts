/**
 * Every place a publisher or an admin reads an upload's hosting report gets the same one
 * (contract/hosting-report.ts): the upload's answer, the owner's view of the app (My PWAs) and the admin's view
 * of the app (GET /api/admin/pwas/:id, `lastReport.hosting`), for the version served.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { HostingReport } from "#contract/hosting-report.ts";
import { fixtureFiles, uploadVersion, uploadZip, variantFiles } from "../support/hosted-app-fixture.ts";
import { zipOf } from "../support/hosted-app.ts";
import { api, CLIENT, member, type Member } from "../support/community.ts";

let admin: Member;
let owner: Member;

beforeAll(async () => {
  [admin, owner] = await Promise.all([member({ role: "admin", name: "Hosting Admin" }), member({ name: "Hosting Owner" })]);
});

const codes = (report: HostingReport | null | undefined) => (report?.findings ?? []).map((finding) => finding.code).sort();

describe("the hosting report wherever it is read", () => {
  it("the admin's view and My PWAs show the upload's report, then the new version's", async () => {
    const created = await uploadZip(owner.token, zipOf(variantFiles("sub-path")), {
      fields: { category: "productivity", name: "Hosting Views Sub Path" },
    });
    expect(created.status).toBe(201);
    const app = created.body.data!;
    expect(codes(app.hosting)).toContain("sw_script_missing");

    const adminView = await api<{ lastReport: { hosting?: HostingReport } | null }>(`/api/admin/pwas/${app.id}`, { token: admin.token });
    expect(adminView.response.status).toBe(200);
    expect(adminView.body.data!.lastReport?.hosting).toStrictEqual(app.hosting);

    const mine = await api<{ id: string; hosting: HostingReport | null }>(`${CLIENT}/pwas/${app.id}`, { token: owner.token });
    expect(mine.body.data!.hosting).toStrictEqual(app.hosting);

    // A clean new version: the admin now reads its (empty) report.
    const clean = await uploadVersion(owner.token, app.id, zipOf(fixtureFiles()));
    expect(clean.status).toBe(201);
    const cleanHosting = (clean.body.data as unknown as { hosting: HostingReport }).hosting;
    expect(cleanHosting.findings).toEqual([]);
    const afterVersion = await api<{ lastReport: { hosting?: HostingReport } | null }>(`/api/admin/pwas/${app.id}`, { token: admin.token });
    expect(afterVersion.body.data!.lastReport?.hosting).toStrictEqual(cleanHosting);
  });
});
