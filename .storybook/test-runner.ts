import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type axe from 'axe-core';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { Page, Request } from 'playwright';

/**
 * Every story, in Chromium: its play function (run by the test-runner), no console errors, no serious or
 * critical axe violations, and a screenshot equal to the committed baseline (.storybook/__screenshots__).
 * Refresh baselines with `npm run stories:update-baselines`.
 */
const SCREENSHOTS = path.join(process.cwd(), '.storybook', '__screenshots__');
/** The share of pixels that may differ from the baseline (jest-image-snapshot's failureThreshold, 'percent'). */
const FAILURE_THRESHOLD = 0.002;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const consoleErrors = new WeakMap<Page, string[]>();
/**
 * Stories whose console showed errors (a failed play function among them). Jest's retry renders the story again
 * without running its play function, so it would pass: it fails again with the first attempt's errors instead.
 */
const failedOnce = new Map<string, string>();
/** Each story's context, read in preVisit and used again in postVisit. */
const storyContexts = new Map<string, Awaited<ReturnType<typeof getStoryContext>>>();
/** axe-core's script, put in the page (a module import would evaluate its 0.5 MB in every test file's registry). */
const axeSource = fs.readFileSync(createRequire(path.join(process.cwd(), 'package.json')).resolve('axe-core/axe.min.js'), 'utf8');
/** The page's requests still under way. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * The test-runner's waitForPageReady, with one difference: networkidle is awaited 5 s at most, then the requests
 * still under way are printed and the checks go on. Chromium may keep an audio element's request open once it has
 * buffered what it preloads (also for an element of the previous story in the same page, until it is collected), so
 * networkidle may not come for minutes (the likely cause of two Screens/Team stories timing out in CI); the play
 * function, the console, axe and the screenshot still decide whether the story is right.
 */
async function waitForPageReady(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {
    const pending = [...(inFlight.get(page) ?? [])].map((r) => `${r.resourceType()} ${r.method()} ${r.url()}`);
    console.warn(`no network idle after 5 s; under way:\n  ${pending.join('\n  ')}`);
  });
}

/**
 * Whether two PNGs match as jest-image-snapshot judges (pixelmatch, threshold 0.01, sizes equal), decoded by sharp:
 * its own decoding and diff in JavaScript took 4-6 s for a full page.
 */
async function matches(expected: Buffer, received: Buffer) {
  const [a, b] = await Promise.all([expected, received].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height } = a.info;
  if (width !== b.info.width || height !== b.info.height) return false;
  const allowed = width * height * FAILURE_THRESHOLD;
  // pixelmatch counts only pixels that differ at all: when those are few enough, its slow pass is not needed.
  const pixels = (raw: Buffer) => new Uint32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
  const [pa, pb] = [pixels(a.data), pixels(b.data)];
  let differing = 0;
  for (let i = 0; i < pa.length && differing <= allowed; i++) if (pa[i] !== pb[i]) differing += 1;
  if (differing <= allowed) return true;
  return pixelmatch(a.data, b.data, null, width, height, { threshold: 0.01 }) <= allowed;
}

/**
 * axe's serious and critical violations in the story's root, one line each. axe runs in the page and only what
 * failed comes back: axe-playwright's checkA11y returned every rule's passes and nodes to Node.
 */
async function seriousViolations(page: Page, options: axe.RunOptions = {}) {
  return page.evaluate(async (runOptions) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run('#storybook-root', { ...runOptions, resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, options);
}

/**
 * In one call to the page: its fonts loaded, then every picture (lazy ones below the fold loaded only as the
 * full-page screenshot reached them: MaterialCard Plurals was 10% different now and then; at most 5 s), then every
 * Collapse settled (a Collapse opened or closed by the play function sets its final height a tick after its
 * zero-length transition) and finite animations ended (a menu or dialog the play function closed may still be fading
 * out on a busy machine; spinners and skeletons loop forever and are left alone), each checked every frame, 2 s at most.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => {
      img.loading = 'eager';
      return !img.complete;
    });
    const loaded = (img: HTMLImageElement) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    await Promise.race([Promise.all(pending.map(loaded)), new Promise((resolve) => setTimeout(resolve, 5000))]);
    const until = async (done: () => boolean) => {
      const end = performance.now() + 2000;
      while (!done() && performance.now() < end) await new Promise((resolve) => requestAnimationFrame(resolve));
    };
    await until(() => !document.querySelector('.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)'));
    await until(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    storyContexts.set(context.id, story);
    const viewport = (story.storyGlobals?.viewport as { value?: string } | undefined)?.value;
    await page.setViewportSize(viewport === 'phone' ? PHONE : DESKTOP);
    if (!consoleErrors.has(page)) {
      const errors: string[] = [];
      consoleErrors.set(page, errors);
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const requests = new Set<Request>();
      inFlight.set(page, requests);
      page.on('request', (request) => requests.add(request));
      page.on('requestfinished', (request) => requests.delete(request));
      page.on('requestfailed', (request) => requests.delete(request));
    }
    consoleErrors.get(page)!.length = 0;
    inFlight.get(page)!.clear();
    // The stories of a file render one after another in one page: axe (0.5 MB of script) is injected once.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((source) => window.eval(source), axeSource);
  },
  async postVisit(page, context) {
    const earlier = failedOnce.get(context.id);
    if (earlier) throw new Error(`${earlier}\n(on the first attempt: a retry does not run the play function again)`);
    const story = storyContexts.get(context.id) ?? (await getStoryContext(page, context));
    await waitForPageReady(page);
    await settled(page);
    // A story that shows a failed call names the browser's resulting message (e.g. 'status of 500') as expected.
    const expected = (story.parameters.expectedConsoleErrors ?? []) as string[];
    const errors = (consoleErrors.get(page) ?? []).filter((text) => !expected.some((part) => text.includes(part)));
    if (errors.length) {
      const message = `Console errors in ${context.id}:\n${errors.join('\n')}`;
      failedOnce.set(context.id, message);
      throw new Error(message);
    }

    if (story.parameters.a11y?.test !== 'off') {
      const violations = await seriousViolations(page, story.parameters.a11y?.options);
      if (violations.length) throw new Error(`axe in ${context.id}:\n${violations.join('\n')}`);
    }

    if (story.parameters.screenshot !== false) {
      const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      // Most stories give the baseline's very bytes; the others are compared here, and only a mismatch goes to
      // jest-image-snapshot, which fails it and writes the diff image.
      const baseline = path.join(SCREENSHOTS, `${context.id}.png`);
      if (fs.existsSync(baseline)) {
        const expected = fs.readFileSync(baseline);
        if (expected.equals(image) || (await matches(expected, image))) return;
      }
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SCREENSHOTS,
        customSnapshotIdentifier: context.id,
        runInProcess: true,
        failureThreshold: FAILURE_THRESHOLD,
        failureThresholdType: 'percent',
        // A story whose baseline is missing fails in CI instead of silently writing one.
        storeReceivedOnFailure: true,
      });
    }
  },
};

export default config;
