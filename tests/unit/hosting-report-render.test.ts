/**
 * The hosting report panel (app/components/publishing/hosting-report.tsx), server-rendered: the
 * findings grouped by severity worst first, each with its sentence and where to fix it, the
 * counts, the third-party origins, the empty state, the truncated note, and everything in the
 * reader's language; addresses from the upload are rendered as text.
 */
import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { HostingReport } from "#contract/hosting-report.ts";
import { overwriteGetLocale } from "#app/paraglide/runtime.js";

// Imported by a computed name so this Node program's typecheck does not take in the component
// (a browser module: its types live in the other program).
const panelModule: string = "#app/components/publishing/hosting-report.tsx";
const { HostingReportPanel, HostingCounts } = (await import(panelModule)) as {
  HostingReportPanel: FunctionComponent<{ report: HostingReport; level?: 2 | 3 | 4; title?: string }>;
  HostingCounts: FunctionComponent<{ report: HostingReport; compact?: boolean }>;
};

/** What the worker answers for tests/fixtures/hosted-apps/sub-path/ (trimmed), plus a hostile address. */
const report: HostingReport = {
  findings: [
    {
      code: "sw_script_missing",
      severity: "blocks_install",
      file: "index.html",
      line: 15,
      subject: "/notes-app/sw.js",
      path: "notes-app/sw.js",
      subPath: "/notes-app/",
    },
    {
      code: "missing_file",
      severity: "breaks_at_runtime",
      file: "index.html",
      line: 10,
      subject: "/notes-app/styles.css",
      path: "notes-app/styles.css",
      kind: "style",
      subPath: "/notes-app/",
    },
    {
      code: "missing_file",
      severity: "breaks_at_runtime",
      file: "index.html",
      line: 13,
      subject: "/notes-app/app.js",
      path: "notes-app/app.js",
      kind: "script",
      subPath: "/notes-app/",
    },
    {
      code: "icon_not_square",
      severity: "cosmetic",
      file: "icons/wide.png",
      line: null,
      subject: "<img src=x onerror=alert(1)>",
      actual: "512×256",
    },
  ],
  thirdParty: [
    {
      origin: "https://unpkg.com",
      kinds: ["script", "style"],
      count: 2,
      file: "index.html",
      line: 12,
      example: "https://unpkg.com/leaflet@1.9.4/dist/leaflet.js",
    },
    {
      origin: "https://fonts.googleapis.com",
      kinds: ["style"],
      count: 1,
      file: "sw.js",
      line: null,
      example: "https://fonts.googleapis.com/css2",
    },
  ],
  truncated: false,
  filesScanned: 8,
};

const render = renderToString;
/** The text of the markup, tags dropped and React's text separators removed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

afterEach(() => overwriteGetLocale(() => "en"));

describe("HostingReportPanel", () => {
  it("groups the findings by severity, worst first, each with its sentence and place", () => {
    overwriteGetLocale(() => "en");
    const html = render(createElement(HostingReportPanel, { report }));
    const groups = [...html.matchAll(/data-testid="hosting-group" data-severity="([a-z_]+)"/g)].map((match) => match[1]);
    expect(groups).toEqual(["blocks_install", "breaks_at_runtime", "cosmetic"]);
    const text = textOf(html);
    expect(text).toContain("The service worker registered as /notes-app/sw.js is not in the ZIP (notes-app/sw.js)");
    expect(text).toContain("The app seems written for the sub-path /notes-app/");
    expect(text).toContain("Fix in index.html, line 15");
    expect(text).toContain("/notes-app/app.js (a script) is not in the ZIP");
    expect(text).toContain("Fix in icons/wide.png");
    expect(text).toContain("Blocks install: 1");
    expect(text).toContain("Breaks at runtime: 2");
    expect(text).toContain("Cosmetic: 1");
    // The heading of the panel, then one level below for each group.
    expect(html).toMatch(/<h2 [^>]*>Hosting report<\/h2>/);
    expect(html.match(/<h3 /g)).toHaveLength(4);
  });

  it("lists the third-party origins with what they serve, how often and where first", () => {
    const text = textOf(render(createElement(HostingReportPanel, { report })));
    expect(text).toContain("Third-party resources");
    expect(text).toContain("https://unpkg.com Loads scripts and stylesheets 2 references · first in index.html, line 12");
    expect(text).toContain("https://fonts.googleapis.com Loads stylesheets 1 reference · first in sw.js");
  });

  it("renders the upload's addresses as text", () => {
    const html = render(createElement(HostingReportPanel, { report }));
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("shows an empty state, and a note when the report was cut short", () => {
    const empty = render(
      createElement(HostingReportPanel, { report: { findings: [], thirdParty: [], truncated: false, filesScanned: 3 } }),
    );
    expect(textOf(empty)).toContain("No hosting problems found");
    // Only the files whose references are followed, which the upload's "N files" must not be read as.
    expect(textOf(empty)).toContain("Files checked for broken references: 3");
    expect(empty).not.toContain('data-testid="hosting-group"');
    expect(empty).not.toContain('data-testid="hosting-truncated"');
    const truncated = render(createElement(HostingReportPanel, { report: { ...report, truncated: true } }));
    expect(truncated).toContain('data-testid="hosting-truncated"');
    expect(textOf(truncated)).toContain("The report was cut short");
  });

  it("speaks the reader's language", () => {
    overwriteGetLocale(() => "zh");
    const text = textOf(render(createElement(HostingReportPanel, { report, level: 3 })));
    expect(text).toContain("托管检查报告");
    expect(text).toContain("阻止安装：1");
    expect(text).toContain("运行时出错：2");
    expect(text).toContain("需修改：index.html 第 15 行");
    expect(text).toContain("第三方资源");
    expect(text).toContain("加载脚本和样式表");
  });
});

describe("HostingCounts", () => {
  it("shows a badge per severity with findings, or a quiet 'no hosting problems'", () => {
    const counts = render(createElement(HostingCounts, { report, compact: true }));
    expect([...counts.matchAll(/data-severity="([a-z_]+)" data-count="(\d+)"/g)].map((match) => `${match[1]}=${match[2]}`)).toEqual([
      "blocks_install=1",
      "breaks_at_runtime=2",
      "cosmetic=1",
    ]);
    const none = render(createElement(HostingCounts, { report: { ...report, findings: [] }, compact: true }));
    expect(textOf(none).trim()).toBe("No hosting problems");
  });
});
