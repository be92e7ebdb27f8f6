import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Decision 033: PraxisPort installs as an app (a valid web app manifest with its icons) and its service worker
 * keeps the app shell, so that a page opened once opens again without the network. API answers are never
 * in the service worker's caches.
 */

/** Width and height from a PNG's header (after the 8-byte signature, the IHDR chunk). */
async function png(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/png');
  const bytes = await res.body();
  expect(bytes.subarray(0, 8).toString('hex'), url).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('PWA the page links a web app manifest that makes PraxisPort installable', async ({ page, request }) => {
  await page.goto('/signin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1971c2');
  expect(await png(request, (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!)).toBe('180x180');

  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as { name: string; short_name: string; lang: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'PraxisPort – Pflegeausbildung in der Praxis', short_name: 'PraxisPort', lang: 'de', start_url: '/', scope: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose !== 'maskable');
    expect(icon, size).toBeDefined();
    expect(icon!.type).toBe('image/png');
    expect(await png(request, icon!.src)).toBe(size);
  }
  const maskable = manifest.icons.find((i) => i.purpose === 'maskable');
  expect(await png(request, maskable!.src)).toBe('512x512');
});

test('PWA the service worker controls the page after a reload, and the app shell opens offline after one visit', async ({ context, page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // ready: installed (the app shell is in its cache) and active
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // nothing from /api went into the service worker's caches
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    // another route of the app, never opened before, comes from the same shell
    await page.goto('/forgot-password');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('PWA the server\'s own paths are not answered with the app shell by the service worker', async ({ page }) => {
  await page.goto('/signin');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // a PDF and the API documentation come from the server, not as index.html
  const [download] = await Promise.all([page.waitForEvent('download'), page.goto('/documents/kilian-modell.pdf').catch(() => null)]);
  expect(download.suggestedFilename()).toBe('kilian-modell.pdf');
  await page.goto('/api/docs');
  await expect(page).not.toHaveTitle('PraxisPort');
  await expect(page.locator('#root')).toHaveCount(0);
});

test('PWA a new version waits until the person presses "Neu laden", then takes over and reloads', async ({ context, page }) => {
  // counts the app's registrations (it registers a few seconds after the page's load)
  await context.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    (window as unknown as { __registered: number }).__registered = 0;
    container.register = async (...args) => {
      const registration = await register(...args);
      (window as unknown as { __registered: number }).__registered += 1;
      return registration;
    };
  });
  const registered = () => page.evaluate(() => (window as unknown as { __registered: number }).__registered);
  await page.goto('/signin');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(registered).toBe(1);
  await page.getByLabel('E-Mail').fill('halb@ausgefuellt.de');

  // the next build: another worker for the same scope. The browser fetches a worker's script itself, past
  // Playwright's routes, so the new one comes from another address rather than with other bytes
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?next-build', { scope: '/' })));
  const prompt = page.getByRole('alert').filter({ hasText: 'Neue Version verfügbar – neu laden' });
  await expect(prompt).toBeVisible();
  // nothing was swapped: the old worker still controls the page, and what was typed is still there
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect(page.getByLabel('E-Mail')).toHaveValue('halb@ausgefuellt.de');

  const before = await page.evaluate(() => performance.timeOrigin);
  await prompt.getByRole('button', { name: 'Neu laden' }).click();
  await expect.poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next-build$/);
});
