// Finds (or, as root, installs) the Chromium that browser tests drive: CHROME_PATH, else /usr/bin/chromium.
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

export function findChromium({ install = false } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  if (install && process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it with apt-get (about a minute)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium was not found. Install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH to its binary.',
  );
}
