/**
 * The pure rules of publishing: the status transition table (docs/publishing.md#status-lifecycle),
 * slug allocation, the first status, the insert values built from a report, the re-inspection state
 * machine and slice size, the verification file match, and the owner metadata schema.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pickCardIcon } from "#contract/card-icon.ts";
import type { AppAction } from "#contract/publishing.ts";
import { addByUrlSchema, appMetadataSchema, normalizeTags } from "#contract/schemas/app-metadata.ts";
import type { Inspection } from "#contract/schemas/publishing.ts";
import { APP_STATUSES, type AppStatus } from "#db/schema.ts";
import { draftFromApp, draftFromInspection, guessCategory, previewIcon } from "#app/lib/publishing/metadata-draft.ts";
import { RESERVED_APP_LABELS } from "#worker/lib/doors.ts";
import { allowedOwnerActions, nextStatus, TRANSITIONS } from "#worker/services/publishing/lifecycle.ts";
import {
  buildNewAppValues,
  effectiveDisplay,
  initialStatus,
  installRefusalReasons,
  isAllowedSlug,
  isInconclusive,
  manifestHash,
  manifestHashBeforeCanonicalLang,
  manifestLocalizedColumn,
  pickSlug,
  slugBase,
} from "#worker/services/publishing/new-app.ts";
import {
  BROKEN_GRACE_MS,
  decide,
  MAX_APPS_PER_RUN,
  RECHECK_CRON,
  RUNS_PER_DAY,
  sliceSize,
} from "#worker/services/publishing/recheck-rules.ts";
import { fileProvesToken, newVerificationToken, verificationUrl } from "#worker/services/publishing/verification.ts";

const off = { autoApprove: false };
const on = { autoApprove: true };

describe("transition table", () => {
  it("moves a new submission to review, or lists it at once with auto-approval", () => {
    expect(nextStatus("draft", "publish", off)).toBe("pending");
    expect(nextStatus("draft", "publish", on)).toBe("published");
  });

  it("lets an admin approve or reject a pending app, and take a listed one down", () => {
    expect(nextStatus("pending", "approve", off)).toBe("published");
    expect(nextStatus("pending", "reject", off)).toBe("rejected");
    expect(nextStatus("published", "reject", off)).toBe("rejected");
    expect(nextStatus("rejected", "approve", off)).toBe("published");
    expect(nextStatus("published", "approve", off)).toBeNull();
    expect(nextStatus("rejected", "reject", off)).toBeNull();
  });

  it("lets an admin unpublish a listed app and publish an unpublished one, not a broken one", () => {
    expect(nextStatus("published", "unlist", off)).toBe("unpublished");
    expect(nextStatus("unpublished", "relist", off)).toBe("published");
    expect(nextStatus("unpublished", "relist", { autoApprove: false, withdrawnAsBroken: true })).toBeNull();
    for (const status of ["draft", "pending", "rejected", "archived", "deleted"] as const) {
      expect(nextStatus(status, "relist", on), status).toBeNull();
      expect(nextStatus(status, "unlist", on), status).toBeNull();
    }
  });

  it("unpublishes a listed app and lists it again; withdrawing a submission makes a draft", () => {
    expect(nextStatus("published", "unpublish", off)).toBe("unpublished");
    expect(nextStatus("unpublished", "publish", off)).toBe("published");
    expect(nextStatus("pending", "unpublish", off)).toBe("draft");
    expect(nextStatus("published", "publish", off)).toBeNull();
    expect(nextStatus("unpublished", "unpublish", off)).toBeNull();
    expect(nextStatus("draft", "unpublish", off)).toBeNull();
  });

  it("sends a resubmitted rejection back to review even with auto-approval on", () => {
    expect(nextStatus("rejected", "publish", on)).toBe("pending");
  });

  it("refuses to list by hand an app withdrawn as broken", () => {
    expect(nextStatus("unpublished", "publish", { autoApprove: false, withdrawnAsBroken: true })).toBeNull();
    expect(allowedOwnerActions("unpublished", { autoApprove: false, withdrawnAsBroken: true })).toEqual(["edit", "delete"]);
  });

  it("lets the owner delete from every status but deleted, and edit all but archived and deleted", () => {
    for (const status of APP_STATUSES) {
      expect(nextStatus(status, "delete", off)).toBe(status === "deleted" ? null : "deleted");
      const editable = status !== "archived" && status !== "deleted";
      expect(nextStatus(status, "edit", off)).toBe(editable ? status : null);
    }
  });

  it("never leaves `deleted`, and only the admin area enters `archived`", () => {
    const actions: AppAction[] = ["publish", "unpublish", "edit", "delete", "approve", "reject"];
    for (const action of actions) expect(nextStatus("deleted", action, on)).toBeNull();
    for (const status of APP_STATUSES) {
      for (const action of actions) expect(nextStatus(status, action, on)).not.toBe("archived");
    }
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...APP_STATUSES].sort());
  });

  it("answers the owner's possible actions per status", () => {
    const actions = (status: AppStatus) => allowedOwnerActions(status, off);
    expect(actions("pending")).toEqual(["unpublish", "edit", "delete"]);
    expect(actions("published")).toEqual(["unpublish", "edit", "delete"]);
    expect(actions("rejected")).toEqual(["publish", "edit", "delete"]);
    expect(actions("archived")).toEqual(["delete"]);
    expect(actions("deleted")).toEqual([]);
  });
});

describe("slugs", () => {
  it("makes a DNS label from a name", () => {
    expect(slugBase("  My   Cool App 2 ")).toBe("my-cool-app-2");
    expect(slugBase("Notes & Todos — Pro!")).toBe("notes-todos-pro");
    expect(slugBase("Café Crème")).toBe("cafe-creme");
    expect(slugBase("笔记")).toBe("app");
    expect(slugBase("---")).toBe("app");
    const long = slugBase(`${"a".repeat(30)} ${"b".repeat(30)}`);
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long.endsWith("-")).toBe(false);
  });

  it("suffixes a taken slug with the first free number", () => {
    expect(pickSlug("notes", new Set())).toBe("notes");
    expect(pickSlug("notes", new Set(["notes"]))).toBe("notes-2");
    expect(pickSlug("notes", new Set(["notes", "notes-2", "notes-3"]))).toBe("notes-4");
  });

  it("never hands out a reserved sub-domain", () => {
    for (const label of RESERVED_APP_LABELS) {
      expect(isAllowedSlug(label)).toBe(false);
      const slug = pickSlug(slugBase(label), new Set());
      expect(slug).toBe(`${label}-2`);
      expect(isAllowedSlug(slug)).toBe(true);
    }
  });
});

const INSPECTION: Inspection = {
  url: "https://notes.example/app/",
  finalUrl: "https://notes.example/app/",
  redirects: [],
  manifestUrl: "https://notes.example/app/manifest.webmanifest",
  manifest: {
    name: "Lantern Notes",
    shortName: "Lantern",
    description: "Notes that glow.",
    startUrl: "https://notes.example/app/?source=pwa",
    scope: "https://notes.example/app/",
    id: "https://notes.example/app/",
    display: "browser",
    displayOverride: ["tabbed", "standalone"],
    themeColor: "#3366ff",
    backgroundColor: null,
    icons: [
      { src: "https://notes.example/app/64.png", sizes: "64x64", type: "image/png" },
      { src: "https://notes.example/app/512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
    ],
    screenshots: [
      { src: "https://notes.example/app/wide.png", sizes: "1280x720", formFactor: "wide" },
      { src: "https://notes.example/app/narrow.png", sizes: "720x1280", formFactor: "narrow" },
    ],
    categories: [],
    lang: null,
    dir: "auto",
    preferRelatedApplications: false,
  },
  checks: [],
  installable: { verdict: true, reasons: [], outcome: "installable", unreachable: [] },
  serviceWorker: { detected: true, script: null, foundIn: "inline", scriptsChecked: 0, notScanned: [] },
  images: [],
  warnings: [],
  duplicate: null,
  inspectedAt: 1_700_000_000_000,
};

describe("new app values", () => {
  it("starts pending unless auto-approval is on", () => {
    expect(initialStatus({ publishing: { autoApprove: false } })).toBe("pending");
    expect(initialStatus({ publishing: { autoApprove: true } })).toBe("published");
  });

  it("pre-fills from the manifest and lets the owner's fields win", () => {
    const fields = {
      category: "productivity",
      tags: ["notes"],
      longDescription: "",
      websiteUrl: null,
      supportUrl: null,
      privacyPolicyUrl: null,
      termsUrl: null,
    };
    const prefilled = buildNewAppValues({
      slug: "lantern",
      status: "pending",
      owner: { id: "u1", displayName: "Ada" },
      source: "url",
      fields,
      inspection: INSPECTION,
      manifestHash: "h",
      now: 5,
    });
    expect(prefilled).toMatchObject({
      name: "Lantern Notes",
      description: "Notes that glow.",
      shortName: "Lantern",
      startUrl: "https://notes.example/app/?source=pwa",
      manifestId: "https://notes.example/app/",
      display: "standalone",
      icon: "https://notes.example/app/512.png",
      developerId: "u1",
      developerName: "Ada",
      status: "pending",
      publishedAt: null,
      websiteUrl: "https://notes.example/",
      lastCheckedAt: INSPECTION.inspectedAt,
      manifestHash: "h",
    });
    expect(prefilled.screenshots).toHaveLength(2);

    const edited = buildNewAppValues({
      slug: "lantern",
      status: "published",
      owner: { id: "u1", displayName: "Ada" },
      source: "url",
      fields: { ...fields, name: "Lantern", description: "My notes." },
      screenshots: ["https://notes.example/app/narrow.png", "https://evil.example/x.png"],
      inspection: INSPECTION,
      manifestHash: null,
      now: 5,
    });
    expect(edited).toMatchObject({ name: "Lantern", description: "My notes.", publishedAt: 5 });
    // Only screenshots the manifest declares, in the owner's order.
    expect(edited.screenshots!.map((shot) => shot.src)).toEqual(["https://notes.example/app/narrow.png"]);
  });

  it("takes the display mode Chromium uses and the icon the inspector downloaded", () => {
    expect(effectiveDisplay({ display: "browser", displayOverride: ["tabbed", "minimal-ui"] })).toBe("minimal-ui");
    expect(effectiveDisplay({ display: "fullscreen", displayOverride: [] })).toBe("fullscreen");
    const downloaded = {
      ...INSPECTION,
      images: [
        {
          role: "icon" as const,
          index: 0,
          src: "https://notes.example/app/64.png",
          declaredType: null,
          declaredSizes: null,
          downloaded: true,
          actualType: "image/png",
          width: 64,
          height: 64,
          matches: true,
          message: "",
        },
      ],
    };
    expect(pickCardIcon(downloaded)).toBe("https://notes.example/app/64.png");
    expect(pickCardIcon({ images: [], manifest: null })).toBe("");
  });

  it("refuses an app Chromium would not install, with the verdict's and the failed required checks' reasons", () => {
    expect(installRefusalReasons(INSPECTION)).toEqual([]);
    const failing = {
      installable: { verdict: false, reasons: ["No icon."], outcome: "not_installable" as const, unreachable: [] },
      checks: [
        { id: "icon_any" as const, level: "required" as const, passed: false, message: "No icon." },
        { id: "service_worker" as const, level: "recommended" as const, passed: false, message: "No worker." },
      ],
    };
    expect(installRefusalReasons(failing)).toEqual(["No icon."]);
    // A failed required check refuses even if the verdict said yes.
    expect(
      installRefusalReasons({
        installable: { verdict: true, reasons: [], outcome: "installable", unreachable: [] },
        checks: [{ id: "name", level: "required", passed: false, message: "No name." }],
      }),
    ).toEqual(["No name."]);
  });

  it("tells an inspection the network left undecided apart, and still refuses it where not told apart", () => {
    const undecided = {
      installable: { verdict: false, reasons: [], outcome: "inconclusive" as const, unreachable: ["Manifest unreachable."] },
      checks: [
        {
          id: "manifest_fetch" as const,
          level: "required" as const,
          passed: false,
          message: "Manifest unreachable.",
          unreachable: true as const,
        },
        { id: "name" as const, level: "required" as const, passed: false, message: "Not checked: the manifest could not be read." },
      ],
    };
    expect(isInconclusive(undecided)).toBe(true);
    // Never [] for it: a caller that does not ask isInconclusive still refuses the app.
    expect(installRefusalReasons(undecided)).toEqual(["Manifest unreachable."]);
    // An undecided check next to one that failed on the site's answer: not installable, for that one.
    const failing = {
      installable: {
        verdict: false,
        reasons: ["display is browser."],
        outcome: "not_installable" as const,
        unreachable: ["Icon unreachable."],
      },
      checks: [
        { id: "display" as const, level: "required" as const, passed: false, message: "display is browser." },
        {
          id: "icon_download" as const,
          level: "required" as const,
          passed: false,
          message: "Icon unreachable.",
          unreachable: true as const,
        },
      ],
    };
    expect(isInconclusive(failing)).toBe(false);
    expect(installRefusalReasons(failing)).toEqual(["display is browser."]);
    // "inconclusive" without a reason is not trusted as one.
    expect(isInconclusive({ installable: { verdict: false, reasons: [], outcome: "inconclusive", unreachable: [] } })).toBe(false);
  });

  it("keeps the manifest's localized texts and its lang for the listings, or nothing", () => {
    const localized = {
      ...INSPECTION.manifest!,
      lang: "en-US",
      nameLocalized: {
        fr: { value: "Notes FR", lang: "fr", dir: "auto" as const },
        "zh-CN": { value: "笔记", lang: "zh-CN", dir: "ltr" as const },
      },
      descriptionLocalized: { fr: { value: "Des notes.", lang: "fr", dir: "auto" as const } },
      iconsLocalized: { fr: [{ src: "https://notes.example/fr.png", purpose: "any" }] },
    };
    expect(manifestLocalizedColumn(localized)).toStrictEqual({
      name: { fr: "Notes FR", "zh-CN": "笔记" },
      description: { fr: "Des notes." },
      lang: "en-US",
    });
    expect(manifestLocalizedColumn(INSPECTION.manifest)).toBeNull();
    expect(manifestLocalizedColumn({ ...INSPECTION.manifest!, lang: "fr" })).toBeNull();
    expect(manifestLocalizedColumn(null)).toBeNull();
    const values = buildNewAppValues({
      slug: "lantern",
      status: "pending",
      owner: { id: "u1", displayName: "Ada" },
      source: "url",
      fields: {
        category: "productivity",
        tags: [],
        longDescription: "",
        websiteUrl: null,
        supportUrl: null,
        privacyPolicyUrl: null,
        termsUrl: null,
      },
      inspection: { ...INSPECTION, manifest: localized },
      manifestHash: null,
    });
    expect(values.manifestLocalized).toMatchObject({ name: { fr: "Notes FR" } });
  });

  it("does not report a manifest as changed because its lang is now canonical", async () => {
    const before = { ...INSPECTION.manifest!, lang: "en-us" };
    const after = { ...INSPECTION.manifest!, lang: "en-US" };
    expect(await manifestHash(after)).not.toBe(await manifestHash(before));
    expect(await manifestHashBeforeCanonicalLang(after)).toBe(await manifestHash(before));
    expect(await manifestHashBeforeCanonicalLang({ ...INSPECTION.manifest!, lang: "en" })).toBeNull();
  });
});

describe("re-inspection", () => {
  const now = 10 * 24 * 60 * 60 * 1000;

  it("marks a broken app since the first failed check and notifies once", () => {
    expect(decide({ status: "published", brokenSince: null, manifestHash: "a" }, { healthy: false, hash: null }, now)).toMatchObject({
      event: "broken",
      status: "published",
      brokenSince: now,
      manifestHash: "a",
      notify: "app_broken",
    });
    expect(decide({ status: "published", brokenSince: now - 1000, manifestHash: "a" }, { healthy: false, hash: null }, now)).toMatchObject({
      event: "still_broken",
      brokenSince: now - 1000,
      notify: null,
    });
  });

  it("withdraws a listed app broken for a week, and lists it again once it works", () => {
    const withdrawn = decide(
      { status: "published", brokenSince: now - BROKEN_GRACE_MS, manifestHash: "a" },
      { healthy: false, hash: null },
      now,
    );
    expect(withdrawn).toMatchObject({ event: "withdrawn", status: "unpublished", statusReason: "broken", notify: "app_withdrawn" });
    // A pending app stays in the queue (admins see it is broken).
    expect(
      decide({ status: "pending", brokenSince: now - BROKEN_GRACE_MS * 2, manifestHash: null }, { healthy: false, hash: null }, now).status,
    ).toBe("pending");
    expect(
      decide({ status: "unpublished", brokenSince: now - BROKEN_GRACE_MS * 2, manifestHash: "a" }, { healthy: true, hash: "a" }, now),
    ).toMatchObject({
      event: "restored",
      status: "published",
      statusReason: null,
      brokenSince: null,
      notify: "app_restored",
    });
    expect(decide({ status: "published", brokenSince: now - 5, manifestHash: "a" }, { healthy: true, hash: "a" }, now)).toMatchObject({
      event: "fixed",
      brokenSince: null,
      notify: "app_fixed",
    });
  });

  it("reports a changed manifest, and stays quiet when nothing changed", () => {
    expect(decide({ status: "published", brokenSince: null, manifestHash: "a" }, { healthy: true, hash: "b" }, now)).toMatchObject({
      event: "changed",
      manifestHash: "b",
      notify: "app_changed",
    });
    expect(decide({ status: "published", brokenSince: null, manifestHash: "a" }, { healthy: true, hash: "a" }, now)).toMatchObject({
      event: "healthy",
      notify: null,
    });
    expect(decide({ status: "pending", brokenSince: null, manifestHash: null }, { healthy: true, hash: "a" }, now)).toMatchObject({
      event: "healthy",
      manifestHash: "a",
    });
  });

  it("does not judge an app on a check the network left undecided, unless the one before was undecided too", () => {
    const healthyBefore = { status: "published" as const, brokenSince: null, manifestHash: "a" };
    expect(decide(healthyBefore, { healthy: false, hash: null, undecided: true }, now)).toStrictEqual({
      event: "inconclusive",
      status: "published",
      statusReason: null,
      brokenSince: null,
      manifestHash: "a",
      notify: null,
    });
    // Broken for six days, then undecided: not withdrawn on that, still broken since then.
    const brokenBefore = { status: "published" as const, brokenSince: now - BROKEN_GRACE_MS, manifestHash: "a" };
    expect(decide(brokenBefore, { healthy: false, hash: null, undecided: true }, now)).toMatchObject({
      event: "inconclusive",
      status: "published",
      brokenSince: now - BROKEN_GRACE_MS,
    });
    // A withdrawn app keeps its reason.
    expect(
      decide({ status: "unpublished", brokenSince: now - 5, manifestHash: "a" }, { healthy: false, hash: null, undecided: true }, now),
    ).toMatchObject({ event: "inconclusive", status: "unpublished", statusReason: "broken" });
    // Twice in a row: a site that stays unreachable is broken.
    expect(decide({ ...healthyBefore, lastUndecided: true }, { healthy: false, hash: null, undecided: true }, now)).toMatchObject({
      event: "broken",
      brokenSince: now,
      notify: "app_broken",
    });
    expect(decide({ ...brokenBefore, lastUndecided: true }, { healthy: false, hash: null, undecided: true }, now)).toMatchObject({
      event: "withdrawn",
    });
    // A decided check after an undecided one is judged as usual.
    expect(decide({ ...healthyBefore, lastUndecided: true }, { healthy: true, hash: "a" }, now).event).toBe("healthy");
  });

  it("runs on the schedule wrangler.toml declares, 144 times a day", () => {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    expect(/^\[triggers\]\s*\ncrons = \[(.*)\]$/m.exec(toml)?.[1]).toBe(JSON.stringify(RECHECK_CRON));
    expect(RECHECK_CRON).toBe("*/10 * * * *");
    expect(RUNS_PER_DAY).toBe((24 * 60) / 10);
  });

  it("sizes each run's slice so every app is seen about daily", () => {
    expect(sliceSize(0)).toBe(1);
    expect(sliceSize(10)).toBe(1);
    expect(sliceSize(RUNS_PER_DAY * 3)).toBe(3);
    expect(sliceSize(RUNS_PER_DAY * 3 + 1)).toBe(4);
    expect(sliceSize(1_000_000)).toBe(MAX_APPS_PER_RUN);
  });
});

describe("verification file", () => {
  it("matches the token on a line of its own", () => {
    const token = newVerificationToken();
    expect(token).toMatch(/^pwa-store-verification=[A-Za-z0-9_-]{22}$/);
    expect(fileProvesToken(token, token)).toBe(true);
    expect(fileProvesToken(`\uFEFF# ours\r\n  ${token}  \r\n`, token)).toBe(true);
    expect(fileProvesToken(`${token}x`, token)).toBe(false);
    expect(fileProvesToken("", token)).toBe(false);
    expect(verificationUrl("https://notes.example/app/?x=1")).toBe("https://notes.example/.well-known/pwa-store-verification.txt");
  });
});

describe("owner metadata schema", () => {
  it("normalises tags from a list or a comma-separated string", () => {
    expect(normalizeTags([" Notes", "notes ", "", "Offline  First"])).toEqual(["notes", "offline first"]);
    expect(appMetadataSchema.parse({ name: "A", category: "productivity", tags: "One, two,，three" }).tags).toEqual([
      "one",
      "two",
      "three",
    ]);
  });

  it("refuses what the owner may not write, and bad links", () => {
    const refused = appMetadataSchema.safeParse({ name: "A", category: "productivity", status: "published" });
    expect(refused.success).toBe(false);
    expect(appMetadataSchema.safeParse({ name: "A", category: "productivity", websiteUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(appMetadataSchema.safeParse({ name: " ", category: "productivity" }).success).toBe(false);
    expect(
      appMetadataSchema.safeParse({ name: "A", category: "productivity", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).success,
    ).toBe(false);
    expect(appMetadataSchema.parse({ name: "A", category: "productivity", websiteUrl: "" }).websiteUrl).toBeNull();
  });

  it("takes name and description from the manifest when the add form leaves them out", () => {
    const parsed = addByUrlSchema.parse({ url: "notes.example/app", category: "productivity" });
    expect(parsed.url).toBe("https://notes.example/app");
    expect(parsed.name).toBeUndefined();
    expect(addByUrlSchema.safeParse({ url: "https://notes.example/", category: "productivity", report: {} }).success).toBe(false);
  });
});

describe("the add form's pre-fill", () => {
  const categories = ["productivity", "creative", "education", "entertainment", "business", "health", "social", "utility"];

  it("maps manifest categories onto the store's", () => {
    expect(guessCategory(["Games"], categories)).toBe("entertainment");
    expect(guessCategory(["unknown", "fitness"], categories)).toBe("health");
    expect(guessCategory(["productivity"], categories)).toBe("productivity");
    expect(guessCategory(["utilities"], ["productivity"])).toBe("");
    expect(guessCategory([], categories)).toBe("");
  });

  it("fills name, description, category and tags from the manifest, and the edit form from the app", () => {
    const report = { manifest: { ...INSPECTION.manifest!, categories: ["Productivity", "notes"] } };
    expect(draftFromInspection(report, categories)).toMatchObject({
      name: "Lantern Notes",
      description: "Notes that glow.",
      category: "productivity",
      tags: "productivity, notes",
      websiteUrl: "",
    });
    expect(draftFromInspection({ manifest: null }, categories)).toMatchObject({ name: "", category: "" });
    expect(
      draftFromApp({
        name: "A",
        description: "B",
        longDescription: "C",
        category: "social",
        tags: ["x", "y"],
        developerName: "Dev Co",
        features: ["Works offline", "Syncs"],
        screenshots: ["https://s.example/1.png", "https://s.example/2.png"],
        websiteUrl: null,
        supportUrl: "https://s.example/",
        privacyPolicyUrl: null,
        termsUrl: null,
      }),
    ).toEqual({
      name: "A",
      description: "B",
      longDescription: "C",
      category: "social",
      tags: "x, y",
      developerName: "Dev Co",
      features: "Works offline\nSyncs",
      screenshots: "https://s.example/1.png\nhttps://s.example/2.png",
      websiteUrl: "",
      supportUrl: "https://s.example/",
      privacyPolicyUrl: "",
      termsUrl: "",
    });
  });

  it("previews the icon the server will pick", () => {
    expect(previewIcon(INSPECTION)).toBe("https://notes.example/app/512.png");
    expect(previewIcon({ images: [], manifest: null })).toBeNull();
  });
});
