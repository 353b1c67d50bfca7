import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationState } from '@/lib/contracts/verification';
import type { Compressor } from '@/lib/upload';
import { fakeSdk, TOKEN } from '@/lib/upload/testing';
import { renderInApp, stubApi, TEST_MEMBER } from '@/tests/render-app';
import { VerificationPanel } from './verification-panel';

const ok = (output?: unknown) => () => ({ body: { status: true, msg: 'success', output } });
const refused = (msg: string) => () => ({ body: { status: false, msg } });
const passThrough = async (): Promise<Compressor> => async (file) => file;
const DOCUMENT_TOKEN = { ...TOKEN, body: { ...TOKEN.body, key: 'documents/1/2026/11/uuid-passport.png' } };

function state(overrides: Partial<VerificationState> = {}): VerificationState {
  return {
    status: 'unverified',
    reason: '',
    kinds: [
      { kind: 'identity', state: 'missing', reason: '' },
      { kind: 'address', state: 'missing', reason: '' },
    ],
    currency: 'MYR',
    threshold: '1000.00',
    documents: [],
    ...overrides,
  };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'passport.png', { type: 'image/png' });
const card = (name: string) => screen.getByRole('region', { name });

describe('the Verification screen', () => {
  beforeEach(() => vi.clearAllMocks());

  it('uploads an identity document with its progress, sends it for review and shows it pending', async () => {
    let finish: () => void = () => undefined;
    const upload = fakeSdk(async (emit) => {
      emit({ loaded: 40, total: 100 });
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const pending = state({
      status: 'pending',
      kinds: [
        { kind: 'identity', state: 'pending', reason: '' },
        { kind: 'address', state: 'missing', reason: '' },
      ],
      documents: [{ id: 7, kind: 'identity', status: 'pending', reason: '', createdAt: '2026-11-20T04:00:00Z', decidedAt: null }],
    });
    const api = stubApi({
      'verification/status': ok(state()),
      'common/sts-token': ok(DOCUMENT_TOKEN),
      'verification/submit': ok(pending),
    });
    renderInApp(<VerificationPanel deps={{ origin: 'http://localhost', loadCompressor: passThrough, loadSdk: async () => upload.sdk }} />, {
      member: TEST_MEMBER,
    });

    expect(await screen.findByRole('heading', { name: 'Not verified yet' })).toBeInTheDocument();
    expect(screen.getByText('Withdrawals above MYR 1,000.00 need a verified account.')).toBeInTheDocument();
    expect(within(card('Identity document')).getByText('Not uploaded')).toBeInTheDocument();
    expect(screen.getByText('No documents sent yet.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.upload(within(card('Identity document')).getByLabelText('Upload your identity document'), png());
    const bar = await within(card('Identity document')).findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(card('Identity document')).getByText('Uploading… 40%')).toBeInTheDocument();
    finish();

    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    const [token] = api.mock.calls.filter(([url]) => String(url).endsWith('/api/common/sts-token'));
    expect(JSON.parse(String((token![1] as RequestInit).body))).toMatchObject({ folder: 'documents', bucket: 1, filetype: 'image/png' });
    const [sent] = api.mock.calls.filter(([url]) => String(url).endsWith('/api/verification/submit'));
    expect(JSON.parse(String((sent![1] as RequestInit).body))).toEqual({ kind: 'identity', key: DOCUMENT_TOKEN.body.key });
    // Under review: nothing more to send for identity; the address can still be sent.
    expect(within(card('Identity document')).queryByLabelText(/Upload/)).toBeNull();
    expect(within(card('Proof of address')).getByLabelText('Upload your proof of address')).toBeInTheDocument();
    expect(within(card('Your documents')).getByText('Under review')).toBeInTheDocument();
  });

  it('refuses a file type before sending anything', async () => {
    const api = stubApi({ 'verification/status': ok(state()) });
    renderInApp(<VerificationPanel />, { member: TEST_MEMBER });
    const input = await screen.findByLabelText('Upload your identity document');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.pdf');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(await within(card('Identity document')).findByRole('alert')).toHaveTextContent('File(s) extension is not accepted.');
    expect(api.mock.calls.filter(([url]) => /sts-token|verification\/submit/.test(String(url)))).toHaveLength(0);
  });

  it('says why the platform refused a document, and lets the member choose another', async () => {
    stubApi({
      'verification/status': ok(state()),
      'common/sts-token': ok(DOCUMENT_TOKEN),
      'verification/submit': refused('document_unreadable'),
    });
    renderInApp(
      <VerificationPanel deps={{ origin: 'http://localhost', loadCompressor: passThrough, loadSdk: async () => fakeSdk().sdk }} />,
      {
        member: TEST_MEMBER,
      },
    );
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Upload your identity document'), png());
    expect(await within(card('Identity document')).findByRole('alert')).toHaveTextContent(
      'This file could not be read; it may be damaged. Please take a new photo or scan and upload it.',
    );
    expect(within(card('Identity document')).getByLabelText('Upload your identity document')).toBeEnabled();
  });

  it('shows a refusal with the operator’s reason and what to send again', async () => {
    stubApi({
      'verification/status': ok(
        state({
          status: 'rejected',
          reason: 'The name does not match your account',
          kinds: [
            { kind: 'identity', state: 'approved', reason: '' },
            { kind: 'address', state: 'rejected', reason: 'The name does not match your account' },
          ],
        }),
      ),
    });
    renderInApp(<VerificationPanel />, { member: TEST_MEMBER });
    expect(await screen.findByRole('heading', { name: 'Not accepted' })).toBeInTheDocument();
    expect(
      screen.getByText('A document was not accepted: The name does not match your account. Please upload a new one below.'),
    ).toBeInTheDocument();
    expect(within(card('Proof of address')).getByText('Reason: The name does not match your account')).toBeInTheDocument();
    expect(within(card('Proof of address')).getByLabelText('Upload your proof of address')).toBeInTheDocument();
    expect(within(card('Identity document')).getByText('Approved')).toBeInTheDocument();
    expect(within(card('Identity document')).queryByLabelText(/Upload/)).toBeNull();
  });

  it('asks for another document with the reason, without calling it a refusal', async () => {
    stubApi({
      'verification/status': ok(
        state({
          kinds: [
            { kind: 'identity', state: 'resubmit', reason: 'Cut off at the edge' },
            { kind: 'address', state: 'missing', reason: '' },
          ],
        }),
      ),
    });
    renderInApp(<VerificationPanel />, { member: TEST_MEMBER });
    expect(
      await within(await screen.findByRole('region', { name: 'Identity document' })).findByText('Another document needed'),
    ).toBeInTheDocument();
    expect(within(card('Identity document')).getByText('Reason: Cut off at the edge')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not verified yet' })).toBeInTheDocument();
  });

  it('shows a verified member their documents, in their time zone, and no uploads', async () => {
    stubApi({
      'verification/status': ok(
        state({
          status: 'verified',
          kinds: [
            { kind: 'identity', state: 'approved', reason: '' },
            { kind: 'address', state: 'approved', reason: '' },
          ],
          documents: [
            {
              id: 2,
              kind: 'address',
              status: 'approved',
              reason: '',
              createdAt: '2026-11-20T16:30:00Z',
              decidedAt: '2026-11-21T01:00:00Z',
            },
            {
              id: 1,
              kind: 'identity',
              status: 'approved',
              reason: '',
              createdAt: '2026-11-20T16:00:00Z',
              decidedAt: '2026-11-21T01:00:00Z',
            },
          ],
        }),
      ),
    });
    renderInApp(<VerificationPanel />, { member: TEST_MEMBER });
    expect(await screen.findByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.queryByText(/need a verified account/)).toBeNull();
    expect(screen.queryByLabelText(/Upload/)).toBeNull();
    const history = within(card('Your documents'));
    expect(history.getAllByRole('listitem')).toHaveLength(2);
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent(/Sent 21 Nov 2026/);
  });

  it('says when the status cannot be loaded and tries again', async () => {
    let answer = refused('too_many_requests');
    stubApi({ 'verification/status': () => answer() });
    renderInApp(<VerificationPanel />, { member: TEST_MEMBER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification could not be loaded.');
    answer = ok(state());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Not verified yet' })).toBeInTheDocument();
  });
});
