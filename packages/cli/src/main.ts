/**
 * `npx pwa-store`: the command-line publisher (issue 40, docs/publishing.md#the-command-line-publisher),
 * like itch.io's butler. `publish <folder|zip> --app <id|slug>` zips a folder (without what its
 * .pwastoreignore names), uploads it as the app's new version with a progress bar, and prints the
 * hosting report's findings. Exit codes: 0 published; 1 refused, or published with a finding that
 * blocks install; 2 a usage error (missing token, bad arguments, nothing to publish).
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { AppVersionSummary } from "../../../contract/schemas/zip-upload.ts";
import { PackError, pack } from "./pack.ts";
import { upload, type UploadAnswer } from "./upload.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const DEFAULT_STORE = "http://localhost:5173";
const LABEL_MAX = 40;

export const HELP = `pwa-store: publish a hosted app's new version to a PWA Store

Usage
  npx pwa-store publish <folder|zip> --app <id|slug> [--store <url>] [--notes <text>]
  npx pwa-store --help

publish
  Uploads <folder> (zipped, without what its .pwastoreignore names) or <zip> as a new version of
  the app, which the store serves at once, and prints the hosting report's findings.

  --app <id|slug>   The app, one of yours, uploaded as a ZIP once (My PWAs shows its id and slug).
  --store <url>     The store (default: $PWA_STORE_URL, else ${DEFAULT_STORE}).
  --notes <text>    The version's label, at most ${LABEL_MAX} characters (default: the manifest's "version").

Environment
  PWA_STORE_TOKEN   A personal API token with the "publish" scope (Profile → API tokens). Required.
  PWA_STORE_URL     The store, when --store is not given.

.pwastoreignore
  One pattern per line, as in a .gitignore: "*.map", "/drafts/", "!keep.map", "# a comment".
  Never uploaded: .git/, node_modules/, .DS_Store, Thumbs.db and .pwastoreignore itself.

Exit codes
  0  published
  1  the store refused it, or it was published with a finding that blocks install
  2  a usage error: no token, a bad argument, nothing to publish
`;

/** Where the command writes: stdout for results, stderr for progress and errors (tests give their own). */
export interface Output {
  out(line: string): void;
  err(line: string): void;
  /** Redraws the progress line; null when the error stream is not a terminal. */
  progress: ((line: string) => void) | null;
}

const terminal: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: process.stderr.isTTY ? (line) => process.stderr.write(`\r${line}\x1b[K`) : null,
};

/** "48.3 KB": bytes as a person reads them (1 KB = 1,000 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "[##########----------]  50% 1.2 MB of 2.4 MB" */
export function progressBar(sent: number, total: number, width = 24): string {
  const share = total === 0 ? 1 : sent / total;
  const filled = Math.round(share * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${formatBytes(sent)} of ${formatBytes(total)}`;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv, output: Output = terminal): Promise<number> {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\nRun "npx pwa-store --help" for the usage.`);
    return 2;
  }
  if (parsed.help) {
    output.out(HELP);
    return 0;
  }
  const token = env.PWA_STORE_TOKEN?.trim();
  if (!token) {
    output.err(
      'PWA_STORE_TOKEN is not set: make a personal API token with the "publish" scope in the store (Profile → API tokens) and put it there.',
    );
    return 2;
  }
  let store: URL;
  try {
    store = new URL(parsed.store ?? env.PWA_STORE_URL ?? DEFAULT_STORE);
    if (store.protocol !== "http:" && store.protocol !== "https:") throw new Error("not http");
  } catch {
    output.err(
      `The store address ${JSON.stringify(parsed.store ?? env.PWA_STORE_URL)} is not an http(s) URL, such as https://store.example.`,
    );
    return 2;
  }
  if (parsed.notes !== undefined && [...parsed.notes].length > LABEL_MAX) {
    output.err(`--notes is the version's label: at most ${LABEL_MAX} characters (this one has ${[...parsed.notes].length}).`);
    return 2;
  }

  let packed: ReturnType<typeof pack>;
  const target = resolve(parsed.target);
  try {
    packed = pack(target, parsed.target);
  } catch (error) {
    if (error instanceof PackError) {
      output.err(error.message);
      return 2;
    }
    throw error;
  }
  output.err(
    packed.from === "folder"
      ? `Packed ${packed.files.length} file${packed.files.length === 1 ? "" : "s"} of ${parsed.target} into ${formatBytes(packed.zip.byteLength)}.`
      : `Read ${parsed.target} (${formatBytes(packed.zip.byteLength)}).`,
  );

  const url = new URL(`/api/client/pwas/${encodeURIComponent(parsed.app)}/versions`, store);
  let answer: UploadAnswer;
  let lastShare = -1;
  try {
    answer = await upload(url, token, packed.zip, parsed.notes, (sent, total) => {
      if (output.progress) return output.progress(`Uploading to ${store.origin} ${progressBar(sent, total)}`);
      // Without a terminal (a CI log): a line at each quarter.
      const share = Math.floor((sent / total) * 4);
      if (share !== lastShare) {
        lastShare = share;
        output.err(`Uploading to ${store.origin}: ${share * 25}% of ${formatBytes(total)}`);
      }
    });
  } catch (error) {
    if (output.progress) output.err("");
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    output.err(`Could not reach the store at ${store.origin} (${reason}). Check --store or PWA_STORE_URL, and that the store is up.`);
    return 1;
  }
  if (output.progress) output.err("");
  return await report(answer, { app: parsed.app, store }, output);
}

/** The command line, read: `publish <target> --app …`, or `--help`. Throws with what is wrong. */
export function parseCommand(
  argv: string[],
): { help: true } | { help: false; target: string; app: string; store?: string; notes?: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      app: { type: "string" },
      store: { type: "string" },
      notes: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals.length === 0 || positionals[0] === "help") return { help: true };
  const [command, target, ...extra] = positionals;
  if (command !== "publish") throw new Error(`Unknown command "${command}": the command is "publish".`);
  if (!target) throw new Error("publish needs the folder or the ZIP to upload: npx pwa-store publish ./dist --app my-app");
  if (extra.length > 0) throw new Error(`One folder or ZIP at a time (also given: ${extra.join(" ")}).`);
  if (!values.app?.trim()) throw new Error("--app is required: the id or the slug of your app (My PWAs shows both).");
  return { help: false, target, app: values.app.trim(), store: values.store, notes: values.notes };
}

interface Envelope {
  success?: boolean;
  code?: string;
  message?: string;
  data?: AppVersionSummary;
  reasons?: string[];
  errors?: { field: string; message: string }[];
}

/** What the store answered, said; the exit code. */
async function report(answer: UploadAnswer, asked: { app: string; store: URL }, output: Output): Promise<number> {
  let body: Envelope | null = null;
  if (/^application\/json\b/i.test(answer.contentType)) {
    try {
      body = JSON.parse(answer.text) as Envelope;
    } catch {
      body = null;
    }
  }
  if (!body) {
    output.err(
      `${asked.store.origin} does not answer as a PWA Store does (HTTP ${answer.status}, ${answer.contentType || "no content type"}). Check --store or PWA_STORE_URL.`,
    );
    return 1;
  }
  if (answer.status !== 201 || !body.success || !body.data) {
    output.err(refusalText(answer, body, asked.app));
    for (const error of body.errors ?? []) output.err(`  ${error.field}: ${error.message}`);
    for (const reason of body.reasons ?? []) output.err(`  - ${reason}`);
    return 1;
  }
  const version = body.data;
  const { blocking, lines } = await findingLines(version);
  output.out(body.message ?? `Version ${version.number} uploaded.`);
  output.out(
    `Version ${version.number}${version.label ? ` (${version.label})` : ""}: ${version.fileCount} files, ${formatBytes(version.totalBytes)}.`,
  );
  for (const line of lines) output.out(line);
  if (blocking > 0) {
    output.err(
      `${blocking} finding${blocking === 1 ? "" : "s"} block${blocking === 1 ? "s" : ""} install: fix ${blocking === 1 ? "it" : "them"} and publish again.`,
    );
    return 1;
  }
  return 0;
}

/** The refusal in a sentence, with what to do for the usual mistakes of a pipeline. */
function refusalText(answer: UploadAnswer, body: Envelope, app: string): string {
  const said = body.message ? `${body.message} ` : "";
  switch (body.code) {
    case "unauthorized":
    case "api_token_invalid":
    case "api_token_not_found":
      return `${said}The store does not know the token in PWA_STORE_TOKEN: check it is a personal API token of this store (pwas_…).`;
    case "api_token_expired":
    case "api_token_revoked":
    case "api_token_suspended":
      return `${said}Make a new token in Profile → API tokens and put it in PWA_STORE_TOKEN.`;
    case "api_token_app_forbidden":
    case "publish_app_not_found":
      return `${said}"${app}" is none of your apps: --app takes the id or the slug of an app of the token's owner (My PWAs shows both).`;
    case "rate_limited":
      return `${said}Try again${answer.retryAfter ? ` in ${answer.retryAfter} s` : " later"}.`;
    default:
      return `${said.trim() || `The store refused the upload (HTTP ${answer.status}).`}${body.code ? ` [${body.code}]` : ""}`;
  }
}

/** The hosting report as lines, worst first ("✗ Blocks install · index.html, line 12: …"), and how many block install. */
async function findingLines(version: AppVersionSummary): Promise<{ blocking: number; lines: string[] }> {
  const findings = version.hosting?.findings ?? [];
  const thirdParty = version.hosting?.thirdParty ?? [];
  if (findings.length === 0 && thirdParty.length === 0) return { blocking: 0, lines: ["Hosting report: no problem found."] };
  // The store's own sentences for each finding (contract/hosting-report.ts), from its compiled messages.
  ensureMessages();
  const { hostingFindingMessage, hostingFindingPlace, hostingSeverityLabel } = await import("../../../contract/hosting-report.ts");
  const marks = { blocks_install: "✗", breaks_at_runtime: "!", cosmetic: "·" } as const;
  const lines = [`Hosting report: ${findings.length} finding${findings.length === 1 ? "" : "s"}.`];
  for (const finding of findings) {
    lines.push(
      `  ${marks[finding.severity]} ${hostingSeverityLabel(finding.severity, "en")} · ${hostingFindingPlace(finding, "en")}: ${hostingFindingMessage(finding, "en")}`,
    );
  }
  if (thirdParty.length > 0) {
    lines.push(`Loads from other origins (needs the network for them): ${thirdParty.map((origin) => origin.origin).join(", ")}`);
  }
  if (version.hosting?.truncated) lines.push("  … and more: the report keeps the first ones.");
  return { blocking: findings.filter((finding) => finding.severity === "blocks_install").length, lines };
}

/** The store's messages compiled (app/paraglide), as `npm run i18n` does, when they are not yet. */
function ensureMessages(): void {
  const compiled = spawnSync(process.execPath, ["--import", "tsx", "scripts/compile-messages.ts", "--if-stale"], {
    cwd: ROOT,
    stdio: "ignore",
  });
  if (compiled.status !== 0) throw new Error("The store's messages could not be compiled (npm run i18n).");
}
