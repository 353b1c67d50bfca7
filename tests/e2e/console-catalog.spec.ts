import { expect, test } from './fixtures';
import { catalogue } from './catalog';
import { ownerFromCli } from './console-support';
import { fund, registerViaApi, signInConsole, openConsolePage } from './support';

/**
 * The console's catalogue and settings against the real platform: an owner closes one game for
 * maintenance, a member's lobby card and launch follow without a restart, the owner opens it
 * again; the owner changes a currency's deposit limits and the site's public answer follows.
 */
test('an owner closes a game for maintenance and opens it again; a member sees both', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await (await browser.newContext()).newPage();
  const { games, sameTabSlot, newTabGame, transferGame } = await catalogue(owner.request);
  const used = new Set([sameTabSlot, newTabGame, transferGame].map((g) => g.gameId));
  // A playable game no other journey launches: the last of its category.
  const unique = (name: string) => games.filter((g) => g.displayName === name).length === 1;
  const game = games
    .filter((g) => g.type === 'slots' && !g.redirect && g.web === 1 && !used.has(g.gameId) && unique(g.displayName))
    .at(-1)!;

  const credentials = await ownerFromCli();
  await signInConsole(owner, credentials.username, credentials.password, credentials.secret);
  await openConsolePage(owner, 'Catalogue');
  await owner.getByRole('main').getByRole('button', { name: 'Games' }).click();
  await owner.getByRole('textbox', { name: 'Name or id' }).fill(game.gameId);
  const table = owner.getByRole('table', { name: 'Games' });
  await table.getByRole('button', { name: `Edit ${game.displayName}` }).click();
  const editor = owner.getByRole('dialog', { name: game.displayName });
  await editor.getByRole('button', { name: 'Close for maintenance' }).click();
  await expect(editor.getByText('Closed', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: new RegExp(game.displayName) })).toContainText('closed');

  const member = await (await browser.newContext()).newPage();
  const m = await registerViaApi(member);
  await fund(member, m.username, '10.00');
  const lobby = `/en-my/${game.type}?name=${encodeURIComponent(game.displayName)}`;
  await member.goto(lobby);
  await expect(member.getByRole('button', { name: game.displayName }).first()).toBeDisabled();
  const refused = await member.request.post('/api/game/play', { data: { gameId: game.gameId } });
  expect(await refused.json()).toMatchObject({ status: false, msg: 'game_under_maintenance' });

  await table.getByRole('button', { name: `Edit ${game.displayName}` }).click();
  await editor.getByRole('button', { name: 'Reopen' }).click();
  await expect(editor.getByText('Open', { exact: true })).toBeVisible();
  await member.goto(lobby);
  await expect(member.getByRole('link', { name: game.displayName }).first()).toBeEnabled();

  await editor.getByRole('button', { name: 'Cancel' }).click();
  await openConsolePage(owner, 'Audit log');
  await expect(owner.getByRole('table', { name: 'Audit log' })).toContainText(`game ${game.gameId}`);
});

test('an owner changes a currency’s deposit limits and the site answers with them', async ({ page }) => {
  const credentials = await ownerFromCli();
  await signInConsole(page, credentials.username, credentials.password, credentials.secret);
  await openConsolePage(page, 'Settings');
  const sgd = page.getByRole('form', { name: 'SGD limits' });
  await sgd.getByRole('textbox', { name: 'Minimum deposit' }).fill('25.00');
  await sgd.getByRole('textbox', { name: 'Maximum deposit (0: none)' }).fill('2500.00');
  await sgd.getByRole('button', { name: 'Save limits' }).click();
  await expect(sgd.getByRole('status')).toHaveText('Saved — live on the site within a second');
  const info = await page.request.post('/api/general/general-info', { data: { currency: 'SGD' } });
  expect(await info.json()).toMatchObject({ status: true, output: { minDeposit: '25.00', maxDeposit: '2500.00' } });

  // A wrong range is refused with the reason, nothing saved.
  await sgd.getByRole('textbox', { name: 'Minimum deposit' }).fill('9000');
  await sgd.getByRole('button', { name: 'Save limits' }).click();
  await expect(sgd.getByRole('alert')).toHaveText('The minimum deposit is above the maximum.');
});
