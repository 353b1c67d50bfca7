import { expect, test } from '@playwright/test';
import { operator, pngReceipt, registerViaApi, signInConsole } from './support';

/**
 * The console's Content pages against the real site and platform: a content operator makes a
 * banner draft (members do not see it), publishes it (members see it after the version moves on,
 * with no restart), sends an inbox message to one member, and writes and edits a help page.
 */
const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

test('a content operator drafts and publishes a banner, messages a member and edits a help page', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `cnt${stamp()}`;
  const password = /password: (\S+)/.exec(await operator('create-operator', name, 'content'))![1]!;
  const desk = await (await browser.newContext()).newPage();
  await signInConsole(desk, name, password);

  const member = await (await browser.newContext()).newPage();
  const account = await registerViaApi(member);

  // A banner draft with an uploaded image: saved, listed as a draft, not on the member's home.
  const title = `Spin week ${stamp()}`;
  await desk.getByRole('link', { name: 'Banners' }).click();
  await desk.getByRole('button', { name: 'New banner' }).click();
  const editor = desk.getByRole('form', { name: 'Banner', exact: true });
  await editor.getByLabel('Currency').selectOption('MYR');
  await editor.getByLabel('Type').selectOption('slots');
  await editor.getByLabel('Title (en)').fill(title);
  await editor.getByLabel('Link (a site path)').fill('/slots');
  await editor.getByLabel('Order (lower first)').fill('0');
  await editor.getByLabel('Upload image').setInputFiles({ name: 'spin-week.png', mimeType: 'image/png', buffer: pngReceipt() });
  await expect(editor.getByRole('img', { name: 'Banner image' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByRole('status')).toContainText('saved as a draft');
  const row = desk.getByRole('table', { name: 'Banners' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('draft');

  await member.goto('/en-my');
  await expect(member.getByRole('region', { name: 'Featured' }).first()).toBeVisible();
  await expect(member.getByRole('img', { name: title })).toHaveCount(0);

  // Publish: the published version moves on and the member's home shows it on the next visit.
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('status')).toContainText(/published \(version [0-9a-f]+\)/);
  await expect(row).toContainText('published');
  await expect(async () => {
    await member.goto('/en-my');
    await expect(member.getByRole('img', { name: title })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // An inbox message to that one member.
  const subject = `Hello ${stamp()}`;
  await desk.getByRole('link', { name: 'Messages' }).click();
  const compose = desk.getByRole('form', { name: 'New message' });
  await compose.getByLabel('Send to').selectOption('member');
  await compose.getByLabel('Username').fill(account.username);
  await compose.getByLabel('Title (en)').fill(subject);
  await compose.getByLabel('Message (HTML) (en)').fill('<p>Your table is ready.</p>');
  await compose.getByRole('button', { name: 'Send message' }).click();
  await expect(desk.getByRole('status')).toHaveText(/sent to 1 member\.$/);
  await expect(desk.getByRole('table', { name: 'Sent messages' }).getByRole('row', { name: new RegExp(subject) })).toContainText(
    `member ${account.username}`,
  );
  await member.goto('/en-my/promotions');
  await member.getByRole('button', { name: 'Inbox, 1 unread' }).click();
  const inbox = member.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByText(subject).click();
  await expect(inbox.getByText('Your table is ready.')).toBeVisible();

  // A help page: written, then edited; the member reads each version.
  const slug = `faq-${stamp()}`;
  await desk.getByRole('link', { name: 'Help centre' }).click();
  await desk.getByRole('button', { name: 'New help page' }).click();
  let page = desk.getByRole('form', { name: 'Help page', exact: true });
  await page.getByLabel('Address (/help-center/…)').fill(slug);
  await page.getByLabel('Title (en)').fill('Quick answers');
  await page.getByLabel('Content (HTML) (en)').fill('<p>First answer.</p>');
  await page.getByRole('button', { name: 'Save help page' }).click();
  await expect(desk.getByRole('status')).toContainText(`Help page “${slug}” saved.`);
  await expect(async () => {
    await member.goto(`/en-my/help-center/${slug}`);
    await expect(member.getByText('First answer.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  await desk
    .getByRole('table', { name: 'Help pages' })
    .getByRole('row', { name: new RegExp(slug) })
    .click();
  page = desk.getByRole('form', { name: 'Help page', exact: true });
  await page.getByLabel('Content (HTML) (en)').fill('<p>A better answer.</p>');
  await page.getByRole('button', { name: 'Save help page' }).click();
  await expect(desk.getByRole('status')).toContainText(`Help page “${slug}” saved.`);
  await expect(async () => {
    await member.goto(`/en-my/help-center/${slug}`);
    await expect(member.getByText('A better answer.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
