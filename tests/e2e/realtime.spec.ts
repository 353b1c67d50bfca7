import { expect, test, type Page } from './fixtures';
import { PLATFORM_URL, bankDeposit, registerViaApi } from './support';

/** Resolves once the page's realtime socket (through the site's /realtime) has subscribed the member's channel. */
function memberChannelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/realtime/app/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve();
      });
    });
  });
}

async function operatorDecision(page: Page, name: string, id: string) {
  const res = await page.request.post(`${PLATFORM_URL}/api/operator/${name}`, {
    headers: { 'x-operator-key': process.env.OPERATOR_KEY ?? 'dev-operator-key' },
    data: { id: Number(id), reason: 'e2e' },
  });
  expect(((await res.json()) as { status: boolean }).status).toBe(true);
}

test('a deposit approved by the operator updates the header balance within a second, without a reload', async ({ page }) => {
  const subscribed = memberChannelSubscribed(page);
  await registerViaApi(page);
  const id = await bankDeposit(page, '30');
  await page.keyboard.press('Escape');
  const balance = page.getByTestId('balance').first();
  await expect(balance).toHaveText('0.00');
  await subscribed;

  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await operatorDecision(page, 'deposit-approve', id);
  await expect(balance).toHaveText('30.00', { timeout: 1000 });
  await expect(page.getByText('Your deposit of 30.00 was approved.')).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a member cannot subscribe to another member’s channel, from the browser', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await registerViaApi(otherPage);
  const otherConfig = await otherPage.request.post('/api/realtime/config', { data: {} });
  const otherChannel = ((await otherConfig.json()) as { output: { channel: string } }).output.channel;
  await other.close();

  await registerViaApi(page);
  await page.goto('/en-my');
  // In the page (its CSP applies): open the site's /realtime socket by hand, ask for the other channel.
  const outcome = await page.evaluate(async (channel) => {
    const config = (await (
      await fetch('/api/realtime/config', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    ).json()) as {
      output: { key: string; channel: string };
    };
    const ws = new WebSocket(`ws://${location.host}/realtime/app/${config.output.key}?protocol=7&client=js&version=8.6.0`);
    const frames: { event: string; channel?: string; data?: string | object }[] = [];
    const next = (event: string) =>
      new Promise<{ event: string; channel?: string; data?: string | object }>((resolve) => {
        const found = frames.find((f) => f.event === event);
        if (found) return resolve(found);
        ws.addEventListener('message', function listen(m) {
          const frame = JSON.parse(String(m.data)) as { event: string };
          if (frame.event === event) {
            ws.removeEventListener('message', listen);
            resolve(frame);
          }
        });
      });
    ws.addEventListener('message', (m) => frames.push(JSON.parse(String(m.data)) as { event: string }));
    const hello = await next('pusher:connection_established');
    const socketId = (JSON.parse(String(hello.data)) as { socket_id: string }).socket_id;
    const auth = await fetch('/api/realtime/auth', {
      method: 'POST',
      body: JSON.stringify({ socketId, channelName: channel }),
      headers: { 'content-type': 'application/json' },
    });
    // Forged: the member's own signature reused for the other channel.
    const own = (await (
      await fetch('/api/realtime/auth', {
        method: 'POST',
        body: JSON.stringify({ socketId, channelName: config.output.channel }),
        headers: { 'content-type': 'application/json' },
      })
    ).json()) as { output: { auth: string } };
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: own.output.auth } }));
    const refused = await next('pusher:subscription_error');
    ws.close();
    return { authStatus: auth.status, refused };
  }, otherChannel);

  expect(outcome.authStatus).toBe(403);
  expect(outcome.refused).toMatchObject({ channel: otherChannel, data: { type: 'AuthError', status: 401 } });
});
