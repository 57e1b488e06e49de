// Finds (or, as root, installs) the Chromium that browser tests drive: CHROME_PATH, else /usr/bin/chromium.
// `shell: true` prefers Chromium's headless shell (Debian's chromium-headless-shell, what Playwright drives by
// default): the same Blink without the browser's UI, and about a third less CPU. Every test uses it (stories, e2e,
// site checks), and the stories' screenshot baselines are its pictures: the full browser draws text with other
// anti-aliasing (up to 0.85 % of a story's pixels). The full browser is for the benches (Lighthouse, long tasks).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

const SHELL = '/usr/bin/chromium-headless-shell';

export function findChromium({ install = false, shell = false } = {}) {
  const full = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const candidates = [process.env.CHROME_PATH, ...(shell ? [SHELL] : []), ...full].filter(Boolean);
  const missing = [!full.some((p) => fs.existsSync(p)) && 'chromium', shell && !fs.existsSync(SHELL) && 'chromium-headless-shell'];
  const packages = missing.filter(Boolean).join(' ');
  if (install && packages && !process.env.CHROME_PATH && process.getuid?.() === 0) {
    console.log(`Installing ${packages} with apt-get (about a minute)…`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
    } catch (error) {
      console.log(`apt-get failed (${error.message.split('\n')[0]}): going on with what is installed`);
    }
  }
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  throw new Error(
    'Chromium was not found. Install it (Debian: `sudo apt-get install chromium chromium-headless-shell`) or set CHROME_PATH to its binary.',
  );
}
