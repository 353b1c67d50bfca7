import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorDocument } from '@/lib/contracts/verification';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { VerificationView } from './verification-view';

const document = (id: number, kind: OperatorDocument['kind'], contentType = 'image/png'): OperatorDocument => ({
  id,
  memberId: 3,
  username: 'demomy01',
  kind,
  contentType,
  sizeBytes: 240_000,
  status: 'pending',
  reason: '',
  createdAt: '2026-11-26T08:00:00.000Z',
  decidedAt: null,
  decidedBy: '',
  memberStatus: 'pending',
});
const queue = okAnswer({ items: [document(12, 'identity'), document(13, 'address', 'application/pdf')], total: 2, page: 1, pageSize: 20 });
const thresholds = okAnswer([
  { currency: 'MYR', threshold: '1000.00' },
  { currency: 'THB', threshold: '' },
]);
const bodyOf = (api: ReturnType<typeof stubApi>, endpoint: string) =>
  api.mock.calls.filter(([url]) => String(url).endsWith(endpoint)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderView(role: 'support' | 'finance', api: ReturnType<typeof stubApi>) {
  render(
    <ConsoleProviders>
      <VerificationView role={role} />
    </ConsoleProviders>,
  );
  return { api, user: userEvent.setup() };
}

describe('VerificationView', () => {
  it('approves only after a yes that names the document and its member', async () => {
    const { api, user } = renderView(
      'support',
      stubApi({
        'operator/verification-queue': queue,
        'operator/verification-thresholds': thresholds,
        'operator/verification-decide': okAnswer({ ...document(12, 'identity'), status: 'approved', memberStatus: 'unverified' }),
      }),
    );
    const decide = await screen.findByRole('group', { name: 'Decide Identity document #12 of demomy01' });
    await user.click(within(decide).getByRole('button', { name: 'Approve' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve identity document #12?' });
    expect(ask.textContent).toContain('Approve Identity document #12 of demomy01?');
    expect(bodyOf(api, 'operator/verification-decide')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Identity document #12 of demomy01: approved. The member is unverified.');
    expect(bodyOf(api, 'operator/verification-decide')).toEqual([{ id: 12, decision: 'approve', reason: '' }]);
  });

  it('rejects and asks for another only with the reason the member reads', async () => {
    const { api, user } = renderView(
      'support',
      stubApi({
        'operator/verification-queue': queue,
        'operator/verification-thresholds': thresholds,
        'operator/verification-decide': okAnswer({ ...document(13, 'address'), status: 'resubmit', reason: 'Older than 3 months' }),
      }),
    );
    const decide = await screen.findByRole('group', { name: 'Decide Proof of address #13 of demomy01' });
    await user.click(within(decide).getByRole('button', { name: 'Ask for another' }));
    const form = await screen.findByRole('form', { name: 'Ask for another' });
    await user.type(within(form).getByLabelText('Reason (the member reads it)'), 'Older than 3 months');
    await user.click(within(form).getByRole('button', { name: 'Ask for another' }));
    await waitFor(() =>
      expect(bodyOf(api, 'operator/verification-decide')).toEqual([{ id: 13, decision: 'resubmit', reason: 'Older than 3 months' }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Proof of address #13 of demomy01: another asked for.');
  });

  it('shows a document through the console’s own route: an image in place, a PDF in a new tab', async () => {
    const { user } = renderView(
      'support',
      stubApi({ 'operator/verification-queue': queue, 'operator/verification-thresholds': thresholds }),
    );
    await user.click(await screen.findByRole('button', { name: 'View Identity document #12 of demomy01' }));
    const viewer = await screen.findByRole('dialog', { name: 'Identity document #12 of demomy01' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/console/api/documents/12');
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Proof of address #13 of demomy01' }));
    expect(await screen.findByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('href', '/console/api/documents/13');
  });

  it('lets support decide but not change a threshold (finance and owners do)', async () => {
    renderView('support', stubApi({ 'operator/verification-queue': queue, 'operator/verification-thresholds': thresholds }));
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(await within(table).findAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    expect(await screen.findByLabelText('MYR threshold')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('saves a threshold and says what it means', async () => {
    const { api, user } = renderView(
      'finance',
      stubApi({
        'operator/verification-queue': queue,
        'operator/verification-thresholds': thresholds,
        'operator/verification-threshold-save': okAnswer({ currency: 'THB', threshold: '30000.00' }),
      }),
    );
    const form = await screen.findByRole('form', { name: 'Threshold THB' });
    await user.type(within(form).getByLabelText('THB threshold'), '30000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('THB: withdrawals above 30000.00 need verification.')).toBeTruthy();
    expect(bodyOf(api, 'operator/verification-threshold-save')).toEqual([{ currency: 'THB', threshold: '30000' }]);
  });
});
