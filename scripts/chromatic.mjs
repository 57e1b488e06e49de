// `npm run chromatic`: publishes the built Storybook to Chromatic for visual review, only when the project's
// token is given (CHROMATIC_PROJECT_TOKEN); without it, says so and exits 0, so local runs and CI without the
// service are not blocked. Build first: npm run build-storybook.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published (visual checks run locally in npm test).');
  process.exit(0);
}
const run = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
