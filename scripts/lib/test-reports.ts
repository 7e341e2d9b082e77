/**
 * What `npm test` reads from the test runners' JSON reports: how many tests passed, failed and were
 * skipped, and which failed ("file › test: first line of the error"), so the summary at the end of
 * a long log still names them.
 */

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests, "file › test: first line of the error". */
  failures?: string[];
}

/** The first line of an error message, without colour codes, at most 300 characters. */
export function firstLine(message: string | undefined): string {
  const line =
    (message ?? "")
      .replace(/\u001b\[[0-9;]*m/g, "")
      .trim()
      .split("\n")[0] ?? "";
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Vitest's JSON report (`--reporter=json`), the part read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Counts and failures from Vitest's report; test files are named relative to `root`. */
export function vitestCounts(report: VitestReport, root: string): Counts {
  const relative = (file: string) => (file.startsWith(root) ? file.slice(root.length) : file);
  const failures: string[] = [];
  for (const fileResult of report.testResults) {
    const failed = fileResult.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`${relative(fileResult.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that failed outside any test (an import error, a failing hook).
    if (fileResult.status === "failed" && failed.length === 0)
      failures.push(`${relative(fileResult.name)}: ${firstLine(fileResult.message)}`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

export interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { status: string; results: { errors?: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** "file › describe › test: error" for each test that failed every attempt. */
function playwrightFailures(suite: PlaywrightSuite, titles: string[] = []): string[] {
  const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  const failures: string[] = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== "unexpected") continue;
      const last = test.results.at(-1);
      failures.push(`${suite.file} › ${[...path, spec.title].join(" › ")}: ${firstLine(last?.errors?.[0]?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) failures.push(...playwrightFailures(child, path));
  return failures;
}

/** Playwright's JSON report, the part read here. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Counts and failures from Playwright's report. */
export function playwrightCounts(report: PlaywrightReport): Counts {
  // A test that passed only on retry is reported, but it did pass.
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    failures: report.suites.flatMap((suite) => playwrightFailures(suite)),
  };
}
