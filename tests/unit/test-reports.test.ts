import { describe, expect, it } from "vitest";
import { firstLine, playwrightCounts, vitestCounts } from "../../scripts/lib/test-reports.ts";

describe("firstLine", () => {
  it("keeps the first line of an error, without colour codes", () => {
    expect(firstLine("\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at test.ts:2:5")).toBe(
      "AssertionError: expected 1 to be 2",
    );
    expect(firstLine(undefined)).toBe("");
    expect(firstLine("x".repeat(400))).toBe(`${"x".repeat(300)}…`);
  });
});

describe("vitestCounts", () => {
  it("counts, and names each failed test with its file relative to the project", () => {
    const counts = vitestCounts(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [
          {
            name: "/repo/tests/integration/a.test.ts",
            status: "failed",
            assertionResults: [
              {
                fullName: "login takes comparable time",
                status: "failed",
                failureMessages: ["AssertionError: expected 2.1 to be less than 2\n    at a.test.ts:9"],
              },
              { fullName: "login answers 401", status: "passed", failureMessages: [] },
            ],
          },
          {
            name: "/repo/tests/integration/b.test.ts",
            status: "passed",
            assertionResults: [{ fullName: "b", status: "passed", failureMessages: [] }],
          },
          {
            name: "/repo/tests/integration/c.test.ts",
            status: "failed",
            message: "Error: Cannot find module './gone'",
            assertionResults: [],
          },
        ],
      },
      "/repo/",
    );
    expect(counts).toStrictEqual({
      passed: 3,
      failed: 1,
      skipped: 2,
      failures: [
        "tests/integration/a.test.ts › login takes comparable time: AssertionError: expected 2.1 to be less than 2",
        "tests/integration/c.test.ts: Error: Cannot find module './gone'",
      ],
    });
  });
});

describe("playwrightCounts", () => {
  it("counts a test that passed on retry as passed, and names only the ones that failed every attempt", () => {
    const counts = playwrightCounts({
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: "auth.spec.ts",
          file: "auth.spec.ts",
          specs: [],
          suites: [
            {
              title: "sign-in",
              file: "auth.spec.ts",
              specs: [
                {
                  title: "works offline",
                  tests: [
                    {
                      status: "unexpected",
                      results: [{ errors: [{ message: "first" }] }, { errors: [{ message: "\u001b[2mError: timed out\u001b[22m\nmore" }] }],
                    },
                  ],
                },
                { title: "retried", tests: [{ status: "flaky", results: [{ errors: [{ message: "once" }] }, {}] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(counts).toStrictEqual({
      passed: 6,
      failed: 1,
      skipped: 0,
      failures: ["auth.spec.ts › sign-in › works offline: Error: timed out"],
    });
  });
});
