/**
 * What `pwa-store publish` uploads: a ZIP as it is, or a folder zipped in memory without what its
 * `.pwastoreignore` names (the rules of a `.gitignore`, a subset: `#` comments, `!` to take a name
 * back, a trailing `/` for folders only, a `/` elsewhere anchoring the pattern to the folder, `*`,
 * `?` and `**`). Version control and the system's litter are never uploaded (DEFAULT_IGNORES).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { zipSync, type Zippable } from "fflate";

/** Left out of every folder (a `!` rule in .pwastoreignore takes one back). */
export const DEFAULT_IGNORES = [".git/", "node_modules/", ".DS_Store", "Thumbs.db", ".pwastoreignore"] as const;

export const IGNORE_FILE = ".pwastoreignore";

interface Rule {
  negated: boolean;
  directoryOnly: boolean;
  pattern: RegExp;
}

/** One glob as a regular expression over a relative path (`/`-separated). */
function globToRegExp(glob: string, anchored: boolean): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === "*" && glob[i + 1] === "*") {
      // "**/" any folders (none included), "/**" everything below, "**" anything.
      if (glob[i + 2] === "/") {
        source += "(?:.*/)?";
        i += 2;
      } else {
        source += ".*";
        i += 1;
      }
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(anchored ? `^${source}$` : `(?:^|/)${source}$`);
}

/** The rules of an ignore file's text, in order. */
export function parseIgnore(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/\s+$/, "");
    if (line === "" || line.startsWith("#")) continue;
    const negated = line.startsWith("!");
    if (negated) line = line.slice(1);
    const directoryOnly = line.endsWith("/");
    if (directoryOnly) line = line.slice(0, -1);
    // A slash at the start or in the middle anchors the pattern to the folder published.
    const anchored = line.includes("/");
    if (line.startsWith("/")) line = line.slice(1);
    if (line === "") continue;
    rules.push({ negated, directoryOnly, pattern: globToRegExp(line, anchored) });
  }
  return rules;
}

/** Whether `path` (relative, `/`-separated) is left out: the last rule that matches decides. */
export function isIgnored(rules: readonly Rule[], path: string, isDirectory: boolean): boolean {
  let ignored = false;
  for (const rule of rules) {
    if (rule.directoryOnly && !isDirectory) continue;
    if (rule.pattern.test(path)) ignored = !rule.negated;
  }
  return ignored;
}

export interface Packed {
  zip: Uint8Array;
  /** The files inside, by relative path (a ZIP given as it is: unknown, empty). */
  files: string[];
  /** Where it came from: "folder" or "zip". */
  from: "folder" | "zip";
}

/** The folder's files, relative and sorted, without the ignored ones (ignored folders are not entered). */
export function listFiles(folder: string): string[] {
  const ignoreFile = join(folder, IGNORE_FILE);
  const own = statSync(ignoreFile, { throwIfNoEntry: false })?.isFile() ? readFileSync(ignoreFile, "utf8") : "";
  const rules = parseIgnore(`${DEFAULT_IGNORES.join("\n")}\n${own}`);
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isIgnored(rules, path, true)) walk(path);
      } else if (entry.isFile() && !isIgnored(rules, path, false)) {
        files.push(path);
      }
    }
  };
  walk("");
  return files.sort();
}

/** A ZIP to upload from `target`: a `.zip` file read as it is, or a folder zipped. `shown`: the path as the person gave it. */
export function pack(target: string, shown = target): Packed {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) throw new PackError(`${shown} does not exist.`);
  if (stat.isFile()) {
    if (!/\.zip$/i.test(basename(target))) throw new PackError(`${shown} is a file but not a .zip: give a folder or a ZIP archive.`);
    return { zip: new Uint8Array(readFileSync(target)), files: [], from: "zip" };
  }
  const files = listFiles(target);
  if (files.length === 0) throw new PackError(`${shown} has no file to publish (after ${IGNORE_FILE} and the default exclusions).`);
  const entries: Zippable = {};
  for (const file of files) entries[file] = [new Uint8Array(readFileSync(join(target, file))), { level: 6 }];
  return { zip: zipSync(entries), files, from: "folder" };
}

/** What cannot be packed: said as it is, the command exits 2. */
export class PackError extends Error {}
