// A Jest reporter for the Storybook test-runner: writes the run's counts to JSON for `npm test`'s summary
// (the test-runner's CLI has no --json). Output file: STORIES_RESULTS_FILE.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.STORIES_RESULTS_FILE;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { numPassedTests, numFailedTests, numPendingTests, numTotalTests, startTime } = results;
    // The failed stories by name, with the start of their error (npm test's summary shortens it).
    const failures = results.testResults.flatMap((file) =>
      file.testResults.filter((t) => t.status === 'failed').map((t) => `${t.fullName}: ${String(t.failureMessages[0] ?? '').slice(0, 2000)}`),
    );
    const flaky = results.testResults.flatMap((file) =>
      file.testResults.filter((t) => t.status === 'passed' && t.invocations > 1).map((t) => t.fullName),
    );
    // Where the time goes: the slowest stories, and each story file's time (its page's set-up included).
    const slowest = results.testResults
      .flatMap((file) => file.testResults.map((t) => ({ name: t.fullName, ms: t.duration ?? 0 })))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 15);
    const files = results.testResults
      .map((f) => ({ file: path.relative(process.cwd(), f.testFilePath), ms: f.perfStats.end - f.perfStats.start, stories: f.testResults.length }))
      .sort((a, b) => b.ms - a.ms);
    fs.writeFileSync(
      file,
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTotalTests, failures, flaky, seconds: (Date.now() - startTime) / 1000, slowest, files }),
    );
  }
}

module.exports = SummaryReporter;
