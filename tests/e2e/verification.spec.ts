import { samplePdf } from '../../platform/modules/verification/testing/sample-pdf';
import { ownerFromCli } from './console-support';
import { expect, test, type Page } from './fixtures';
import { bindBankAndSetPin, fund, openConsolePage, operatorApi, pngReceipt, registerViaApi, signInConsole, wallet } from './support';

/**
 * Verification (KYC) against the real site, console and platform: an owner sets the MYR threshold;
 * a member's larger withdrawal is refused with what is needed and the way there; the member uploads
 * an identity document and a proof of address; the owner views them through the console's own
 * route and approves both (each after a question); the member is verified and the withdrawal goes
 * through. The threshold is removed again at the end, so other journeys' withdrawals never wait.
 */

async function withdraw(page: Page, amount: string) {
  await wallet(page).getByLabel('Amount').fill(amount);
  await wallet(page).getByLabel('Withdrawal PIN').fill('123456');
  await wallet(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
}

async function approve(desk: Page, title: string) {
  await desk
    .getByRole('group', { name: `Decide ${title}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  const question = desk.getByRole('dialog', { name: /^Approve / });
  await expect(question).toContainText(`Approve ${title}?`);
  await question.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByRole('status')).toContainText(`${title}: approved.`);
}

test('a member uploads documents, the console approves them, then a withdrawal above the threshold goes through', async ({ browser }) => {
  test.setTimeout(180_000);
  const desk = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const owner = await ownerFromCli();
  await signInConsole(desk, owner.username, owner.password, owner.secret);
  await openConsolePage(desk, 'Verification');
  const threshold = desk.getByRole('form', { name: 'Threshold MYR' });
  await threshold.getByLabel('MYR threshold').fill('1000');
  await threshold.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByRole('status')).toHaveText('MYR: withdrawals above 1000.00 need verification.');

  const site = await (await browser.newContext()).newPage();
  try {
    const member = await registerViaApi(site);
    await fund(site, member.username, '1500');
    await bindBankAndSetPin(site);

    // The withdrawal form says what a larger withdrawal needs; the platform refuses one all the same.
    const notice = wallet(site).getByRole('note', { name: 'Verification needed for larger withdrawals' });
    await expect(notice).toContainText('Withdrawals above MYR 1,000.00 need a verified account.');
    await withdraw(site, '1200');
    await expect(wallet(site).getByRole('alert')).toHaveText(
      'Withdrawals above MYR 1,000.00 need a verified account. Upload your documents under Account → Verification.',
    );
    await notice.getByRole('link', { name: 'Verify my account' }).click();
    await expect(site).toHaveURL(/\/en-my\/account\/verification$/);

    // Both documents, uploaded and sent for review.
    await expect(site.getByRole('heading', { name: 'Not verified yet' })).toBeVisible();
    const identity = site.getByRole('region', { name: 'Identity document' });
    await identity
      .getByLabel('Upload your identity document')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: pngReceipt() });
    await expect(identity.getByText('Under review')).toBeVisible();
    const address = site.getByRole('region', { name: 'Proof of address' });
    await address
      .getByLabel('Upload your proof of address')
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await expect(address.getByText('Under review')).toBeVisible();
    await expect(site.getByRole('heading', { name: 'Under review' })).toBeVisible();

    // A document is for the console's session alone.
    expect((await site.request.get('/console/api/documents/1')).status()).toBe(401);

    // The owner finds them, looks at the identity document and approves both.
    await desk.reload();
    await desk.getByRole('form', { name: 'Filter documents' }).getByLabel('Member').fill(member.username);
    const rows = desk.getByRole('table', { name: 'Documents' }).getByRole('row', { name: new RegExp(member.username) });
    await expect(rows).toHaveCount(2);
    const identityRow = rows.filter({ hasText: 'Identity document' });
    const id = (await identityRow.getByRole('cell').first().textContent())!.trim();
    const identityTitle = `Identity document #${id} of ${member.username}`;
    await identityRow.getByRole('button', { name: `View ${identityTitle}` }).click();
    const viewer = desk.getByRole('dialog', { name: identityTitle });
    const image = viewer.getByRole('img', { name: identityTitle });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await approve(desk, identityTitle);
    const addressId = (await rows.filter({ hasText: 'Proof of address' }).getByRole('cell').first().textContent())!.trim();
    await approve(desk, `Proof of address #${addressId} of ${member.username}`);

    // The member is verified and told so; the larger withdrawal now goes through.
    await site.reload();
    await expect(site.getByRole('heading', { name: 'Verified' })).toBeVisible();
    await site.goto('/en-my?action=withdrawal');
    await expect(wallet(site).getByLabel('Amount')).toBeVisible();
    await expect(wallet(site).getByRole('note', { name: 'Verification needed for larger withdrawals' })).toHaveCount(0);
    await withdraw(site, '1200');
    await expect(wallet(site).getByText(/withdrawal request #\d+ of (MYR )?1,200\.00 is pending approval/)).toBeVisible();
  } finally {
    await operatorApi(site, 'operator/verification-threshold-save', { currency: 'MYR', threshold: '' });
  }
});
