import { bonusStatusKey, inboxKey, securitySessionsKey, transactionsKey, walletBalanceKey } from '@/lib/api/query-keys';
import { missedKeys, reactionTo } from './member-events';
import { pusherOptions } from './connect';

describe('member pushes', () => {
  it('refetch the balance query (and the bonus) on balance-changed, never carrying the balance itself', () => {
    expect(reactionTo('balance-changed', { reason: 'win' }, 7)).toEqual({ refetch: [walletBalanceKey(7), bonusStatusKey(7)] });
  });

  it('toast a decision with its amount and refetch the balance and the histories', () => {
    expect(reactionTo('wallet-request-decided', { requestId: 3, kind: 'deposit', status: 'approved', amount: '50.00' }, 7)).toEqual({
      refetch: [walletBalanceKey(7), transactionsKey(7)],
      toast: { severity: 'success', key: 'depositApproved', values: { amount: '50.00' } },
    });
    expect(
      reactionTo('wallet-request-decided', { requestId: 4, kind: 'withdrawal', status: 'rejected', amount: '9.00' }, 7)?.toast,
    ).toEqual({
      severity: 'warn',
      key: 'withdrawalRejected',
      values: { amount: '9.00' },
    });
  });

  it('refetch the bonus on bonus-progress and the unread counts on inbox-message, and ignore chat until it exists', () => {
    expect(reactionTo('bonus-progress', { bonusId: 1, wagered: '1.00', required: '10.00', status: 'active' }, 7)?.refetch).toContainEqual(
      bonusStatusKey(7),
    );
    expect(reactionTo('inbox-message', { messageId: 3 }, 7)?.refetch).toEqual([inboxKey(7)]);
    // An ended session: the devices list refreshes, and the page asks whether its own session still lives.
    expect(reactionTo('sessions-changed', { reason: 'ended' }, 7)).toEqual({ refetch: [securitySessionsKey(7)], checkSession: true });
    expect(reactionTo('chat-message', { chatId: 1, messageId: 2 }, 7)).toBeNull();
    expect(missedKeys(7)).toEqual([walletBalanceKey(7), bonusStatusKey(7), inboxKey(7)]);
  });
});

describe('pusher-js options', () => {
  const site = { hostname: 'casino.example', port: '', protocol: 'https:' };

  it('open the embedded server on the site’s own origin under /realtime', () => {
    const options = pusherOptions({ key: 'k', cluster: 'ap1', host: null, port: null, tls: null, path: '/realtime', channel: 'c' }, site);
    expect(options).toEqual({ cluster: 'ap1', wsHost: 'casino.example', wsPort: 443, wssPort: 443, wsPath: '/realtime', forceTLS: true });
    const local = pusherOptions(
      { key: 'k', cluster: 'ap1', host: null, port: null, tls: null, path: '/realtime', channel: 'c' },
      {
        hostname: 'localhost',
        port: '3000',
        protocol: 'http:',
      },
    );
    expect(local).toMatchObject({ wsHost: 'localhost', wsPort: 3000, forceTLS: false });
  });

  it('open Soketi at its host, and Pusher by its cluster (ap1)', () => {
    expect(
      pusherOptions({ key: 'k', cluster: 'ap1', host: 'soketi.internal', port: 6001, tls: false, path: '', channel: 'c' }, site),
    ).toEqual({
      cluster: 'ap1',
      wsHost: 'soketi.internal',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
    });
    expect(pusherOptions({ key: 'k', cluster: 'ap1', host: null, port: null, tls: true, path: '', channel: 'c' }, site)).toEqual({
      cluster: 'ap1',
      forceTLS: true,
    });
  });
});
