import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberDetail } from '@/lib/contracts/console-members';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { MemberView } from './member-view';
import { MembersView } from './members-view';

const MEMBER: MemberDetail = {
  id: 7,
  username: 'demomy01',
  mobileno: '60-123456789',
  currency: 'MYR',
  countryCode: 'MY',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: '2026-11-26T08:00:00.000Z',
  locked: false,
  email: '',
  language: 'en',
  lockedAt: null,
  lockReason: '',
  lockedBy: '',
  pin: { set: true, lockedUntil: '2026-11-26T09:00:00.000Z', failedTries: 5 },
  balance: { cash: '40.00', bonus: '5.00' },
  vip: { level: 1, name: 'Silver', turnover: '1200.00' },
  activeSessions: 2,
};

const ledger = okAnswer({
  tab: 'ledger',
  items: [
    {
      id: '1',
      cells: {
        time: '2026-11-26T08:00:00.000Z',
        kind: 'adjustment',
        wallet: 'cash',
        amount: '40.00',
        balanceAfter: '40.00',
        note: 'welcome',
      },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  summary: '',
});

const bodiesOf = (api: ReturnType<typeof stubApi>, endpoint: string) =>
  api.mock.calls
    .filter(([url]) => String(url).endsWith(endpoint))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('MemberView', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the profile, balances and the ledger with money in the member’s currency, and no action buttons to a read-only operator', async () => {
    stubApi({ 'operator/member-detail': okAnswer(MEMBER), 'operator/member-records': ledger });
    render(
      <ConsoleProviders>
        <MemberView memberId={7} role="readonly" />
      </ConsoleProviders>,
    );
    expect(await screen.findByRole('heading', { name: /demomy01/ })).toBeTruthy();
    expect(screen.getByTestId('member-cash').textContent).toBe('MYR 40.00');
    expect(screen.getByText('Silver (level 1, turnover MYR 1,200.00)')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Ledger' });
    expect(within(table).getAllByText('MYR 40.00')).toHaveLength(2); // amount and balance after, in the member's currency
    expect(within(table).getByText('welcome')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Member actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('lets support lock with a reason and shows the member locked', async () => {
    const api = stubApi({
      'operator/member-detail': okAnswer(MEMBER),
      'operator/member-records': ledger,
      'operator/member-lock': okAnswer({
        ...MEMBER,
        locked: true,
        lockReason: 'fraud check',
        lockedBy: 'sup1',
        lockedAt: '2026-11-26T10:00:00.000Z',
        activeSessions: 0,
      }),
    });
    render(
      <ConsoleProviders>
        <MemberView memberId={7} role="support" />
      </ConsoleProviders>,
    );
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Member actions' });
    expect(within(actions).queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Clear PIN lock' })).toBeTruthy();
    await user.click(within(actions).getByRole('button', { name: 'Lock' }));
    const form = await screen.findByRole('form', { name: 'Lock member' });
    await user.type(within(form).getByLabelText(/Reason/), 'fraud check');
    await user.click(within(form).getByRole('button', { name: 'Lock member' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Member locked; their sessions have ended.');
    expect(bodiesOf(api, 'operator/member-lock')).toEqual([{ memberId: 7, reason: 'fraud check' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy());
    expect(screen.getByText(/locked 2026-11-26 10:00 by sup1: fraud check/)).toBeTruthy();
  });

  it('sends an adjustment only after a yes naming the money, with its reason and one idempotency key, and shows a refusal in words', async () => {
    const api = stubApi({
      'operator/member-detail': okAnswer(MEMBER),
      'operator/member-records': ledger,
      'operator/member-adjust': () => ({ body: { status: false, msg: 'insufficient_balance' } }),
    });
    render(
      <ConsoleProviders>
        <MemberView memberId={7} role="finance" />
      </ConsoleProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const form = await screen.findByRole('form', { name: 'Adjust balance' });
    await user.type(within(form).getByLabelText(/Amount in MYR/), '-99.00');
    await user.type(within(form).getByLabelText(/Reason/), 'correction');
    await user.click(within(form).getByRole('button', { name: 'Adjust' }));
    const ask = await screen.findByRole('dialog', { name: 'Adjust the balance?' });
    expect(ask.textContent).toContain("Take MYR 99.00 from demomy01's cash balance?");
    expect(bodiesOf(api, 'operator/member-adjust')).toHaveLength(0); // nothing moves before the yes
    await user.click(within(ask).getByRole('button', { name: 'Adjust' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'The member does not have that much cash to debit.');
    await user.click(within(form).getByRole('button', { name: 'Adjust' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Adjust the balance?' })).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(bodiesOf(api, 'operator/member-adjust')).toHaveLength(2));
    const [first, second] = bodiesOf(api, 'operator/member-adjust');
    expect(first).toMatchObject({ memberId: 7, amount: '-99.00', reason: 'correction' });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });
});

describe('MembersView', () => {
  it('searches on the platform and links each member to their page', async () => {
    const api = stubApi({
      'operator/member-search': okAnswer({ items: [MEMBER], total: 1, page: 1, pageSize: 20, currencies: ['MYR', 'THB'] }),
    });
    render(
      <ConsoleProviders>
        <MembersView />
      </ConsoleProviders>,
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByRole('link', { name: 'demomy01' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/console\/members\/7$/),
    );
    await user.type(screen.getByLabelText('Username, mobile or member id'), '0123456789');
    await user.selectOptions(screen.getByLabelText('Status'), 'locked');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf(api, 'operator/member-search').at(-1)).toMatchObject({
        query: '0123456789',
        status: 'locked',
        page: 1,
        sortField: 'id',
      }),
    );
  });
});
