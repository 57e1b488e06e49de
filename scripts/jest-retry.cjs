/* global jest -- the test-runner's Jest runs this file after its environment is set up */
// One retry for a story that fails once on a busy machine (a screenshot taken a frame early; a failed play function
// or console error is not retried: .storybook/test-runner.ts); the first failure
// is printed, and the summary reporter lists every story that needed the retry, so a flaky story stays visible.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
