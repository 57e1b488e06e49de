// Takes screenshots of pages of a running site, for looking at what was built:
//   node scripts/screenshots.mjs [--base http://localhost:8080] [--out .tmp/screenshots] [path ...]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const base = option('--base', 'http://localhost:8080');
const out = option('--out', '.tmp/screenshots');
const fullPage = !args.includes('--viewport-only');
const pages = args.filter((a) => !a.startsWith('--'));
const targets = pages.length ? pages : ['/ru', '/ru/materials', '/en/materials', '/ru/materials/shabbat', '/ru/no-such-page'];
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } };

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport });
  page.on('console', (msg) => msg.type() === 'error' && console.log(`  console error on ${page.url()}: ${msg.text()}`));
  for (const target of targets) {
    await page.goto(base + target, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(out, `${name}${target.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await page.close();
}
await browser.close();
