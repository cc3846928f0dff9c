import path from "node:path";

/**
 * The failed tests of a vitest JSON report and a Playwright JSON report, one line each
 * ("vitest <file> › <name>", "playwright <file>:<line> › <describe> › <title> (unexpected|flaky)").
 */
export function failedTestNames({ vitest, playwright, root }) {
  const names = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") names.push(`vitest ${path.relative(root, file.name)} › ${test.fullName}`);
    }
  }
  const walk = (suites, titles) => {
    for (const suite of suites ?? []) {
      // A file's own suite is titled with the file name: leave it out of the path.
      const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === "unexpected" || test.status === "flaky") {
            names.push(`playwright ${spec.file}:${spec.line} › ${[...inner, spec.title].join(" › ")} (${test.status})`);
          }
        }
      }
      walk(suite.suites, inner);
    }
  };
  walk(playwright?.suites, []);
  return names;
}
