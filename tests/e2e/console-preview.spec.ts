import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type FrameLocator, type Page } from './fixtures';
import { signInConsole, operator, registerViaApi, openConsolePage } from './support';

/**
 * The promotions editor and the preview mode: a content operator writes a draft, sees it on the
 * member site inside the console with custom CSS, a page on another origin posting a good key and
 * a parent posting a wrong one change nothing, and once published a member sees the promotion.
 */
const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

/** A page on another origin (same host name, another port): what a hostile site could serve. */
let elsewhere: Server;
let elsewhereUrl = '';
test.beforeAll(async () => {
  elsewhere = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>'),
  );
  await new Promise<void>((resolve) => elsewhere.listen(0, 'localhost', resolve));
  elsewhereUrl = `http://localhost:${(elsewhere.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

const styleOf = (frame: FrameLocator, title: string, property: string) =>
  frame.getByRole('heading', { name: title }).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const previewCss = (frame: FrameLocator) => frame.locator('style#preview-css').evaluateAll((els) => els.map((e) => e.textContent));

async function newDraft(desk: Page, title: string): Promise<string> {
  await openConsolePage(desk, 'Promotions');
  await expect(desk.getByRole('table', { name: 'Promotions' })).toBeVisible();
  await desk.getByRole('link', { name: 'New promotion' }).click();
  const form = desk.getByRole('form', { name: 'Promotion' });
  await form.getByLabel('Title (en)').fill(title);
  await form.getByLabel('Summary').fill('Ten on the house, five times through.');
  await form.getByLabel('Page content (HTML)').fill('<p>Play <strong>slots</strong>.</p><script>alert(1)</script>');
  await form.getByLabel('Currency').selectOption('MYR');
  await form.getByLabel('Kind').selectOption('fixed');
  await form.getByLabel('Bonus amount (MYR)').fill('10.00');
  await form.getByLabel('Maximum bet (MYR)').fill('5.00');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk).toHaveURL(/\/console\/promotions\/\d+$/);
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('draft');
  return /\/promotions\/(\d+)$/.exec(desk.url())![1]!;
}

test('a content operator previews a draft promotion with custom CSS, only the console may drive the preview, and a member sees it once published', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `cnt${stamp()}`;
  const password = /password: (\S+)/.exec(await operator('create-operator', name, 'content'))![1]!;
  const context = await browser.newContext();
  const desk = await context.newPage();
  await signInConsole(desk, name, password, null);

  const title = `Preview offer ${stamp()}`;
  const id = await newDraft(desk, title);

  // Members and visitors never see the draft.
  const member = await (await browser.newContext()).newPage();
  await registerViaApi(member);
  await member.goto('/en-my/promotions');
  await expect(member.getByRole('heading', { name: 'Promotions' }).first()).toBeVisible();
  await expect(member.getByText(title)).toHaveCount(0);

  // The editor's preview: the site page in an iframe; the draft shows once the key is checked.
  const frame = desk.frameLocator('iframe[title="Member site preview"]');
  await expect(frame.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(desk.getByRole('status').filter({ hasText: 'Preview on' })).toBeVisible();
  await expect(frame.getByText('Play slots.')).toBeVisible();

  // Custom CSS applies in one style element; what would leave the site is stripped.
  await desk
    .getByLabel('Custom CSS (this preview only)')
    .fill(
      `h1 { letter-spacing: 7px; color: rgb(255, 0, 0); background: url(https://evil.test/x.png); } @import url(https://evil.test/a.css);`,
    );
  await desk.getByRole('button', { name: 'Apply CSS' }).click();
  await expect.poll(() => styleOf(frame, title, 'letter-spacing')).toBe('7px');
  expect(await styleOf(frame, title, 'color')).toBe('rgb(255, 0, 0)');
  const applied = await previewCss(frame);
  expect(applied).toHaveLength(1);
  expect(applied[0]).not.toContain('evil.test');

  // The preview page is not for robots or caches, and only the console may frame it.
  const previewRes = await desk.request.get(`/en-my/promotions/${id}?preview=true`);
  expect(previewRes.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(previewRes.headers()['cache-control']).toBe('no-store');
  expect(previewRes.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/);

  // A page on another origin gets hold of the editor's window and posts the right key: ignored.
  const key = ((await (await desk.request.post('/console/api/operator/preview-key', { data: {} })).json()) as { output: { key: string } })
    .output.key;
  const hostile = await context.newPage();
  await hostile.goto(elsewhereUrl);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    hostile.evaluate((url) => void ((window as unknown as { w: Window | null }).w = window.open(url)), desk.url()),
  ]);
  const popupFrame = popup.frameLocator('iframe[title="Member site preview"]');
  await expect(popupFrame.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  const popupErrors: string[] = [];
  popup.on('console', (m) => void (m.type() === 'error' && popupErrors.push(m.text())));
  await hostile.evaluate(
    (k) => (window as unknown as { w: Window }).w.frames[0]!.postMessage({ key: k, css: 'h1 { word-spacing: 33px; }' }, '*'),
    key,
  );
  await popup.waitForTimeout(1500);
  expect(await styleOf(popupFrame, title, 'word-spacing')).toBe('0px');
  expect((await previewCss(popupFrame)).join('')).not.toContain('word-spacing');
  expect(popupErrors).not.toContain('message-key-not-match');
  await popup.close();

  // The console's own window posting a wrong key: logged as message-key-not-match, nothing applied.
  const refused = desk.waitForEvent('console', (m) => m.text() === 'message-key-not-match');
  await desk.evaluate(() => {
    const preview = document.querySelector<HTMLIFrameElement>('iframe[title="Member site preview"]')!;
    preview.contentWindow!.postMessage({ key: 'forged.key', css: 'h1 { word-spacing: 44px; }' }, window.location.origin);
  });
  expect((await refused).type()).toBe('error');
  expect(await styleOf(frame, title, 'word-spacing')).toBe('0px');
  expect(await styleOf(frame, title, 'letter-spacing')).toBe('7px');

  // Published: the member sees it on the site.
  await desk.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('published');
  await expect(async () => {
    await member.goto(`/en-my/promotions/${id}`);
    await expect(member.getByRole('heading', { name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await member.goto('/en-my/promotions');
  await expect(member.getByText(title).first()).toBeVisible();
});
