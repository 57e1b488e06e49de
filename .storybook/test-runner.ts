import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import type axe from 'axe-core';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { Page, Request } from 'playwright';

/**
 * Every story, in Chromium: its play function (run by the test-runner), no console errors, no serious or
 * critical axe violations, and a screenshot equal to the committed baseline (.storybook/__screenshots__).
 * Refresh baselines with `npm run stories:update-baselines` (STORIES_UPDATE=1: a missing or different baseline is
 * written instead of failing).
 */
const SCREENSHOTS = path.join(process.cwd(), '.storybook', '__screenshots__');
const UPDATE = process.env.STORIES_UPDATE === '1';
/** The share of pixels that may differ from the baseline (pixelmatch's count, anti-aliasing left out). */
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

/** What a story's look waits for: its code (a lazy component's chunk), styles and fonts. */
const CODE_AND_STYLE = new Set(['script', 'stylesheet', 'font']);

/**
 * Instead of the test-runner's waitForPageReady: the code and styles the story asked for have come. Playwright's
 * networkidle belongs to the page's navigation, which happened once for the whole story file, so it did not wait for
 * a chunk a story loads as it renders (CommentsBlock's lazy form was missing from a screenshot under load). Data
 * (a Loading story's mock never answers) and pictures are settled()'s to wait for. At most
 * 5 s, then what is still under way is printed and the checks go on: the play function, the console, axe and the
 * screenshot still decide whether the story is right.
 */
async function waitForPageReady(page: Page) {
  await page.waitForLoadState('load');
  const pending = () => [...(inFlight.get(page) ?? [])].filter((request) => CODE_AND_STYLE.has(request.resourceType()));
  const end = Date.now() + 5000;
  while (pending().length && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  if (pending().length) {
    console.warn(`requests still under way after 5 s:\n  ${pending().map((r) => `${r.resourceType()} ${r.method()} ${r.url()}`).join('\n  ')}`);
  }
}

/**
 * What is wrong with a screenshot against its baseline, or null when they match: the same size, and at most
 * FAILURE_THRESHOLD of the pixels different by pixelmatch (threshold 0.01, anti-aliasing left out). Decoded by sharp;
 * a mismatch comes with a picture of baseline | differences | screenshot.
 */
async function difference(expected: Buffer, received: Buffer): Promise<{ message: string; picture?: Buffer } | null> {
  const [a, b] = await Promise.all([expected, received].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height } = a.info;
  if (width !== b.info.width || height !== b.info.height) {
    return { message: `${b.info.width}×${b.info.height} px, the baseline ${width}×${height}` };
  }
  const allowed = width * height * FAILURE_THRESHOLD;
  // pixelmatch counts only pixels that differ at all: when those are few enough, its slow pass is not needed.
  const pixels = (raw: Buffer) =>
    raw.byteOffset % 4 === 0
      ? new Uint32Array(raw.buffer, raw.byteOffset, raw.length / 4)
      : new Uint32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
  const [pa, pb] = [pixels(a.data), pixels(b.data)];
  let differing = 0;
  for (let i = 0; i < pa.length && differing <= allowed; i++) if (pa[i] !== pb[i]) differing += 1;
  if (differing <= allowed) return null;
  const diff = Buffer.alloc(a.data.length);
  const different = pixelmatch(a.data, b.data, diff, width, height, { threshold: 0.01 });
  if (different <= allowed) return null;
  const raw = { width, height, channels: 4 } as const;
  const picture = await sharp({ create: { width: width * 3, height, channels: 4, background: '#fff' } })
    .composite([a.data, diff, b.data].map((input, i) => ({ input, raw, left: i * width, top: 0 })))
    .png()
    .toBuffer();
  return { message: `${((different / (width * height)) * 100).toFixed(2)}% of the pixels differ (${different})`, picture };
}

/**
 * Fails the story when its screenshot differs from its baseline (or has none), leaving the screenshot in
 * __received_output__ and the comparison in __diff_output__; with STORIES_UPDATE=1 writes the baseline instead.
 */
async function checkScreenshot(id: string, image: Buffer) {
  const baseline = path.join(SCREENSHOTS, `${id}.png`);
  const expected = fs.existsSync(baseline) ? fs.readFileSync(baseline) : null;
  if (expected?.equals(image)) return;
  const problem = expected ? await difference(expected, image) : { message: 'no baseline' };
  if (!problem) return;
  if (UPDATE) {
    fs.writeFileSync(baseline, image);
    return;
  }
  const received = path.join(SCREENSHOTS, '__received_output__', `${id}-received.png`);
  fs.mkdirSync(path.dirname(received), { recursive: true });
  fs.writeFileSync(received, image);
  let compared = '';
  if (problem.picture) {
    compared = path.join(SCREENSHOTS, '__diff_output__', `${id}-diff.png`);
    fs.mkdirSync(path.dirname(compared), { recursive: true });
    fs.writeFileSync(compared, problem.picture);
  }
  throw new Error(
    `Screenshot of ${id}: ${problem.message}.\nTaken: ${path.relative(process.cwd(), received)}` +
      (compared ? `\nBaseline | differences | taken: ${path.relative(process.cwd(), compared)}` : '') +
      '\nAfter an intended change: npm run stories:update-baselines',
  );
}

/**
 * axe's serious and critical violations in the story's root, one line each: axe runs in the page and only what
 * failed comes back (not every rule's passes and nodes).
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
 * In one call to the page: its parts that load their data (aria-busy, e.g. a material's comments) done, unless the
 * story shows a loading state (its name says Loading or Pending: its mock never answers), at most 3 s; its fonts loaded, then
 * every picture (lazy ones below the fold loaded only as the full-page screenshot reached them: MaterialCard Plurals
 * was 10% different now and then; at most 5 s), then every Collapse settled (a Collapse opened or closed by the play
 * function sets its final height a tick after its zero-length transition) and finite animations ended (a menu or
 * dialog the play function closed may still be fading out on a busy machine; spinners and skeletons loop forever and
 * are left alone), each checked every frame, 2 s at most. Answers whether something was still busy after 3 s.
 */
async function settled(page: Page, { showsLoading }: { showsLoading: boolean }) {
  return page.evaluate(async (loadingState) => {
    const until = async (done: () => boolean, ms = 2000) => {
      const end = performance.now() + ms;
      while (!done() && performance.now() < end) await new Promise((resolve) => requestAnimationFrame(resolve));
      return done();
    };
    const idle = loadingState || (await until(() => !document.querySelector('#storybook-root [aria-busy="true"]'), 3000));
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
    await until(() => !document.querySelector('.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)'));
    await until(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    return !idle;
  }, showsLoading);
}

const config: TestRunnerConfig = {
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
    if (await settled(page, { showsLoading: /loading|pending/i.test(context.id) })) {
      console.warn(`${context.id}: still aria-busy after 3 s (a story of a loading state has Loading or Pending in its name)`);
    }
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
      await checkScreenshot(context.id, await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
    }
  },
};

export default config;
