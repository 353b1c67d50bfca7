import { expect, test } from './fixtures';
import { operator, pngReceipt, registerViaApi, signInConsole, openConsolePage } from './support';

/**
 * The console's Content pages against the real site and platform: a content operator makes a
 * banner draft (members do not see it), publishes it (members see it after the version moves on,
 * with no restart), composes an inbox message as a draft, previews and sends it, and writes a help
 * page, edits it as a draft, previews the draft in the console's iframe while members keep the
 * published text, and publishes it.
 */
const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

test('a content operator drafts and publishes a banner, drafts and sends a message, and previews and publishes a help page draft', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `cnt${stamp()}`;
  const password = /password: (\S+)/.exec(await operator('create-operator', name, 'content'))![1]!;
  const desk = await (await browser.newContext()).newPage();
  await signInConsole(desk, name, password);

  const member = await (await browser.newContext()).newPage();
  const account = await registerViaApi(member);

  // A banner draft with an uploaded image: saved, listed as a draft, not on the member's home.
  const title = `Spin week ${stamp()}`;
  await openConsolePage(desk, 'Banners');
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
  await expect(member.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

  // Publish: the published version moves on and the member's home shows it on the next visit.
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('status')).toContainText(/published \(version [0-9a-f]+\)/);
  await expect(row).toContainText('published');
  await expect(async () => {
    await member.goto('/en-my');
    await expect(member.getByRole('link', { name: new RegExp(title) })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // An inbox message to that one member: composed as a draft, previewed, then sent.
  const subject = `Hello ${stamp()}`;
  await openConsolePage(desk, 'Messages');
  const compose = desk.getByRole('form', { name: 'New message' });
  await compose.getByLabel('Send to').selectOption('member');
  await compose.getByLabel('Username').fill(account.username);
  await compose.getByLabel('Title (en)').fill(subject);
  await compose.getByLabel('Message (HTML) (en)').fill('<p>Your table is ready.</p>');
  await compose.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByRole('status')).toContainText('saved as a draft');
  const draftRow = desk.getByRole('table', { name: 'Message drafts' }).getByRole('row', { name: new RegExp(subject) });
  await draftRow.getByRole('button', { name: 'Preview' }).click();
  await expect(desk.frameLocator('iframe[title="Message body preview"]').getByText('Your table is ready.')).toBeVisible();
  await member.goto('/en-my/promotions');
  await expect(member.getByRole('button', { name: 'Inbox, 1 unread' })).toHaveCount(0);
  await draftRow.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByRole('status')).toHaveText(/sent to 1 member\.$/);
  await expect(desk.getByRole('table', { name: 'Sent messages' }).getByRole('row', { name: new RegExp(subject) })).toContainText(
    `member ${account.username}`,
  );
  await member.goto('/en-my/promotions');
  await member.getByRole('button', { name: 'Inbox, 1 unread' }).click();
  const inbox = member.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByText(subject).click();
  await expect(inbox.getByText('Your table is ready.')).toBeVisible();
  await member.keyboard.press('Escape');

  // A help page: published first, then edited as a draft that only the console's preview shows
  // (inside the iframe) while members keep the published text, until it is published.
  const slug = `faq-${stamp()}`;
  await openConsolePage(desk, 'Help centre');
  await desk.getByRole('button', { name: 'New help page' }).click();
  let page = desk.getByRole('form', { name: 'Help page', exact: true });
  await page.getByLabel('Address (/help-center/…)').fill(slug);
  await page.getByLabel('Title (en)').fill('Quick answers');
  await page.getByLabel('Content (HTML) (en)').fill('<p>First answer.</p>');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByRole('status').first()).toContainText(`Help page “${slug}” saved as a draft.`);
  page = desk.getByRole('form', { name: 'Help page', exact: true });
  await expect(page.getByRole('note', { name: 'Publication state' })).toContainText('Draft — not published');
  await member.goto(`/en-my/help-center/${slug}`);
  await expect(member.getByText('First answer.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByText(/^Published \(version [0-9a-f]+\) — live on the site within a second\.$/)).toBeVisible();
  await expect(async () => {
    await member.goto(`/en-my/help-center/${slug}`);
    await expect(member.getByText('First answer.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // The editor stays open on the published page: edit it again.
  await expect(desk.getByRole('table', { name: 'Help pages' }).getByRole('row', { name: new RegExp(slug) })).toContainText('Published');
  page = desk.getByRole('form', { name: 'Help page', exact: true });
  await expect(page.getByRole('note', { name: 'Publication state' })).toContainText('Published');
  await page.getByLabel('Content (HTML) (en)').fill('<p>A better answer.</p>');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByRole('status').first()).toContainText(`Help page “${slug}” saved as a draft.`);
  page = desk.getByRole('form', { name: 'Help page', exact: true });
  await expect(page.getByRole('note', { name: 'Publication state' })).toContainText('Draft — not published');

  // Preview: the help page in the console's iframe shows the draft once the preview key is checked.
  await page.getByRole('button', { name: 'Preview' }).click();
  const frame = desk.frameLocator('iframe[title="Member site preview"]');
  await expect(frame.getByText('A better answer.')).toBeVisible({ timeout: 20_000 });
  await expect(desk.getByRole('status').filter({ hasText: 'Preview on' })).toBeVisible();
  await expect(frame.getByText('First answer.')).toHaveCount(0);

  // The member still reads the published text.
  await member.goto(`/en-my/help-center/${slug}`);
  await expect(member.getByText('First answer.')).toBeVisible();
  await expect(member.getByText('A better answer.')).toHaveCount(0);

  // Published: the member reads the new text.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByText(/^Published \(version [0-9a-f]+\) — live on the site within a second\.$/)).toBeVisible();
  await expect(async () => {
    await member.goto(`/en-my/help-center/${slug}`);
    await expect(member.getByText('A better answer.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Nothing left to publish: the draft is gone.
  await expect(page.getByRole('note', { name: 'Publication state' })).toContainText('Published');
});
