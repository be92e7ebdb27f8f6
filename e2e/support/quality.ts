import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pngFixture } from './fixtures';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The serious or critical axe violations (WCAG 2 A/AA and best practice) of what the page shows now.
 * `label-content-name-mismatch` (WCAG 2.5.3: a control's visible label is part of its accessible
 * name) is still experimental in axe and off by default: it is switched on here (issue 16 item 12).
 */
export async function seriousAxeViolations(page: Page, what: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ rules: AXE_RULES }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_RULES = { 'label-content-name-mismatch': { enabled: true } };
// axe-core as @axe-core/playwright resolves it (the same version)
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * The same check as seriousAxeViolations, faster for many screens of one page: axe is injected once
 * and stays while the app navigates on the client (the route walk), instead of once per check.
 */
export async function seriousAxeViolationsInPlace(page: Page, what: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const bad = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
      const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { tags: AXE_TAGS, rules: AXE_RULES },
  );
  return bad.map((v) => `${what}: ${v.id} ${v.targets.join(', ')}`);
}

/** Fails with the list of serious or critical axe violations of what the page shows now. */
export async function expectNoSeriousAxe(page: Page, what: string) {
  expect(await seriousAxeViolations(page, what)).toEqual([]);
}

/**
 * Collects the console warnings and errors of a page. A refused API call (401, 403, 404) logs
 * 'Failed to load resource' in Chromium: that is the network, not the app, so it is left out.
 */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && !m.text().startsWith('Failed to load resource')) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/** Fails when the page scrolls sideways (a phone shows everything without a horizontal scroll). */
export async function expectNoSideScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const el = document.scrollingElement!;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Fails unless the element is visible and lies wholly within the page's width (no cut-off column). */
export async function expectWithinWidth(locator: Locator, width: number) {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x, 'starts inside the page').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends inside the page').toBeLessThanOrEqual(width);
}

/** Registers a pending practice instructor through the API (both images uploaded first, AUTH-31). */
export async function registerTeacherViaApi(request: APIRequestContext, p: { firstName: string; name: string; username: string; email: string }) {
  const upload = async () => {
    const { url } = (await (await request.get('/api/upload/preSignedURL/image%2Fpng')).json()) as { url: string };
    const put = await request.put(url, { data: fs.readFileSync(pngFixture()), headers: { 'Content-Type': 'image/png' } });
    expect(put.status()).toBe(200);
    return url.split('?')[0]!;
  };
  const profile = await upload();
  const signature = await upload();
  const res = await request.post('/api/user/auth/register', {
    data: { ...p, password: 'sicher-123', repeatPassword: 'sicher-123', contact: '0431 1234567', dob: '1990-01-01', userType: 'teacher', profile, signature },
  });
  expect(res.status()).toBe(201);
}

/**
 * Fails when a word of these elements' text is cut over two lines: a phone shows a German word whole or
 * hyphenates it at a syllable (the test browser has no hyphenation dictionary, so any split is a cut).
 */
export async function expectNoCutWords(locator: Locator, what: string) {
  const cut = await locator.evaluateAll((els) =>
    els.flatMap((el) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
          if (lines.size > 1) found.push(m[0]);
        }
      }
      return found;
    }),
  );
  expect(cut, `${what}: words cut over two lines`).toEqual([]);
}

/** The page's height in CSS pixels (how far a person scrolls). */
export const pageHeight = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight);
