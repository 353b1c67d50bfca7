import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { catalogue } from './catalog';
import { bankDeposit, bindBankAndSetPin, operator, operatorApi, registerViaApi, wallet } from './support';

/**
 * Promotions journeys against the real platform and its seed: what the pages must show is read
 * from promotion/info (the same answer the pages render), so the journeys follow the seed's texts.
 */
type Text = { title: string; content: string };
type Promotion = {
  promotionId: number;
  languages: Record<string, Text>;
  categories: string[];
  terms: { kind: string; minDeposit: string | null };
};

async function promotionsFor(request: APIRequestContext, currency: string): Promise<Promotion[]> {
  const res = await request.post('/api/promotion/info', { data: { currency } });
  const body = (await res.json()) as { status: boolean; msg: string; output: { promotions: Promotion[] } };
  expect(body, body.msg).toMatchObject({ status: true });
  return body.output.promotions;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('a visitor browses promotions in English and Thai, with their terms, and is asked to log in on apply', async ({ page, request }) => {
  const myr = (await promotionsFor(request, 'MYR')).filter((p) => p.languages.en);
  expect(myr.length).toBeGreaterThan(0);
  await page.goto('/en-my/promotions');
  for (const p of myr) await expect(card(page, p.languages.en!.title)).toBeVisible();
  const first = card(page, myr[0]!.languages.en!.title);
  await expect(first.getByText(/before it turns into cash|No wagering requirement/)).toBeVisible();
  await expect(first.getByText(/A withdrawal before the wagering is complete forfeits/)).toBeVisible();

  // The list is in the HTML the server sends (crawlers see names and links).
  const html = await (await request.get('/en-my/promotions')).text();
  for (const p of myr) expect(html).toContain(p.languages.en!.title.replace(/&/g, '&amp;'));

  const thb = await promotionsFor(request, 'THB');
  const inThai = thb.filter((p) => p.languages.th);
  const englishOnly = thb.filter((p) => p.languages.en && !p.languages.th);
  expect(inThai.length).toBeGreaterThan(0);
  expect(englishOnly.length).toBeGreaterThan(0);
  await page.goto('/th-th/promotions');
  for (const p of inThai) await expect(card(page, p.languages.th!.title)).toBeVisible();
  for (const p of englishOnly) await expect(card(page, p.languages.en!.title)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(inThai.length);

  const claimable = inThai.find((p) => !p.categories.includes('noneligible'))!;
  await card(page, claimable.languages.th!.title).getByRole('button').first().click();
  await expect(page).toHaveURL(/[?&]action=login/);
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
});

test('a member claims the code WELCOME10 and sees the bonus progress', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/en-my/promo-center');
  await expect(page.getByText('No active bonus')).toBeVisible();
  const form = page.getByRole('form', { name: 'Have a promo code?' });
  await form.getByLabel('Promo code').fill('  welcome10 ');
  await form.getByRole('button', { name: 'Apply code' }).click();
  const progress = page.getByRole('progressbar', { name: 'Wagering progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('bonus-expiry')).toContainText(/Expires in \d+ d/);

  // The header's member menu shows the same progress (the confirmation toast covers it until closed:
  // a toast under the pointer does not time out).
  await page.getByRole('alert').filter({ hasText: 'Promotion applied' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Member menu' }).click();
  await expect(page.getByRole('menu').getByRole('progressbar', { name: 'Wagering progress' })).toBeVisible();
});

test('a member picks the deposit match when depositing, sees the bonus, and a withdrawal asks to confirm the forfeit', async ({
  page,
  request,
}) => {
  const match = (await promotionsFor(request, 'MYR')).find((p) => p.terms.kind === 'deposit_match' && p.languages.en)!;
  expect(match, 'the seed has a deposit match for MYR').toBeTruthy();
  await registerViaApi(page);
  await page.goto('/en-my?action=deposit');
  const gateway = wallet(page).getByRole('form', { name: 'Online payment' });
  await gateway.getByLabel('Promotion (optional)').selectOption({ label: match.languages.en!.title });
  await expect(gateway.getByTestId('deposit-promotion-terms')).toContainText('deposit match');
  const amount = Math.max(100, Number(match.terms.minDeposit ?? 0));
  await gateway.getByLabel('Amount').fill(String(amount));
  await gateway.getByRole('button', { name: 'Deposit now' }).click();
  await expect(wallet(page).getByTestId('deposit-new-balance')).toBeVisible();
  await expect(wallet(page).getByTestId('cash-bonus')).toContainText(/Cash MYR [\d,.]+ \+ bonus MYR [1-9][\d,.]*/);

  await page.goto('/en-my/promo-center');
  await expect(page.getByRole('progressbar', { name: 'Wagering progress' })).toBeVisible();

  await bindBankAndSetPin(page);

  await wallet(page).getByLabel('Amount').fill('60');
  await wallet(page).getByLabel('Withdrawal PIN').fill('123456');
  await wallet(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw and lose your bonus?' });
  await expect(confirm.getByText(/Withdrawing now forfeits MYR [1-9][\d,.]* of bonus money/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Withdraw and forfeit' }).click();
  await expect(wallet(page).getByText(/withdrawal request #\d+ of (MYR )?60\.00 is pending approval/)).toBeVisible();
  await expect(wallet(page).getByTestId('cash-bonus')).toHaveCount(0);
});

test('a member takes a deposit match on a bank deposit, plays it through at the maximum bet and withdraws the converted cash', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The operator publishes a small deposit match for this run: 10 % of the deposit, 1× wagering, at most 5.00 a bet.
  const title = `Reload 10 % ${Date.now().toString(36)}`;
  const { promotionId } = await operatorApi<{ promotionId: number }>(page, 'operator/promotion-save', {
    kind: 'deposit_match',
    currency: 'MYR',
    languages: { en: { title, summary: 'Ten percent on your next deposit.' } },
    matchPercent: 10,
    matchCap: '100.00',
    minDeposit: '50.00',
    wageringMultiplier: 1,
    maxBet: '5.00',
    expiryDays: 7,
  });
  expect(await operator('promotion-state', String(promotionId), 'published')).toMatch(/published/);

  await registerViaApi(page);
  const depositId = await bankDeposit(page, '100', { promotion: title });
  expect(await operator('approve-deposit', depositId)).toMatch(/approved/);

  // Cash 100.00 and a 10.00 bonus: the header shows the playable 110.00; 10.00 of slot stakes meet the wagering.
  await page.goto('/en-my/promo-center');
  const progress = page.getByRole('progressbar', { name: 'Wagering progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('balance').first()).toHaveText('110.00');

  const { sameTabSlot } = await catalogue(page.request);
  const playSlot = async () => {
    await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
    await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
    const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
    await expect(game.getByRole('heading', { name: sameTabSlot.displayName })).toBeVisible();
    return game;
  };
  const spin = async (game: ReturnType<Page['frameLocator']>) => {
    const before = await game.getByTestId('last-result').textContent();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByTestId('last-result')).not.toHaveText(before ?? '');
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  };

  // Above the bonus's maximum bet the round is refused before any money moves.
  let game = await playSlot();
  await game.getByRole('radio', { name: '10.00' }).check();
  await spin(game);
  await expect(game.getByTestId('last-result')).toHaveText(/above the maximum allowed while your bonus is active/);
  await expect(game.getByTestId('balance')).toHaveText('110.00');

  // One round at the maximum itself: the progress bar moves (5.00 of 10.00).
  await game.getByRole('radio', { name: '5.00' }).check();
  await spin(game);
  await expect(game.getByTestId('last-result')).toHaveText(/You win|No win this time/);
  await page.goto('/en-my/promo-center');
  await expect(progress).toHaveAttribute('aria-valuenow', '50');

  // A second round meets the wagering: the bonus turns into cash and the bonus is gone.
  game = await playSlot();
  await game.getByRole('radio', { name: '5.00' }).check();
  await spin(game);
  await expect(game.getByTestId('last-result')).toHaveText(/You win|No win this time/);
  await page.goto('/en-my/promo-center');
  await expect(page.getByText('No active bonus')).toBeVisible();

  // The converted cash is withdrawable without any forfeit question.
  await bindBankAndSetPin(page);
  await wallet(page).getByLabel('Amount').fill('100');
  await wallet(page).getByLabel('Withdrawal PIN').fill('123456');
  await wallet(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(wallet(page).getByText(/withdrawal request #\d+ of (MYR )?100\.00 is pending approval/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Withdraw and lose your bonus?' })).toHaveCount(0);
});
