import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { walletBalanceKey } from '@/lib/api/query-keys';
import { renderInApp, stubApi, TEST_MEMBER } from '@/tests/render-app';
import type { RealtimeConnection } from './connect';
import { MemberRealtime } from './member-realtime';

/** A stand-in for the pusher-js connection: the test fires its events. */
const fake = vi.hoisted(() => ({
  event: null as ((event: string, payload: unknown) => void) | null,
  reconnect: null as (() => void) | null,
  disconnected: 0,
  opened: 0,
}));

vi.mock('./connect', () => ({
  connectMemberChannel: async (): Promise<RealtimeConnection> => {
    fake.opened += 1;
    return {
      onEvent: (handler) => void (fake.event = handler),
      onReconnect: (handler) => void (fake.reconnect = handler),
      onState: () => {},
      disconnect: () => void (fake.disconnected += 1),
    };
  },
}));

const member = TEST_MEMBER;

let balanceReads = 0;
/** Reads the balance query the header uses; counts how often it is fetched. */
function BalanceProbe() {
  const { data } = useQuery({
    queryKey: walletBalanceKey(member.id),
    queryFn: async () => {
      balanceReads += 1;
      return balanceReads;
    },
  });
  return <output aria-label="reads">{data}</output>;
}

describe('MemberRealtime', () => {
  beforeEach(() => {
    balanceReads = 0;
    // Nothing here may reach a network: the connection is the fake above.
    stubApi({});
    Object.assign(fake, { event: null, reconnect: null, disconnected: 0, opened: 0 });
  });

  async function ready() {
    const view = renderInApp(
      <>
        <MemberRealtime />
        <BalanceProbe />
      </>,
      { member },
    );
    await waitFor(() => expect(fake.event).not.toBeNull());
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('1'));
    return view;
  }

  it('refetches the balance on a push, on reconnect, on returning to the tab and on online', async () => {
    await ready();
    act(() => fake.event!('balance-changed', { reason: 'win' }));
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('2'));
    act(() => fake.reconnect!());
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('3'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('4'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('5'));
  });

  it('shows a decision as a toast in the member’s language, and ignores events it does not know', async () => {
    await ready();
    act(() => fake.event!('wallet-request-decided', { requestId: 3, kind: 'withdrawal', status: 'approved', amount: '60.00' }));
    expect(await screen.findByText('Your withdrawal of 60.00 was approved.')).toBeInTheDocument();
    act(() => fake.event!('client-anything', {}));
    expect(screen.getByLabelText('reads')).toHaveTextContent('2');
  });

  it('opens nothing for a visitor and closes the connection on unmount', async () => {
    renderInApp(<MemberRealtime />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.opened).toBe(0);
    const view = await ready();
    view.unmount();
    expect(fake.disconnected).toBe(1);
  });
});
