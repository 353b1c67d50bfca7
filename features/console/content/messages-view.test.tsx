import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { MessagesView } from './messages-view';

const contacts = [{ countryCode: 'MY', country: 'Malaysia', currency: 'MYR', languages: ['en', 'ms', 'zh'], data: {} }];
const sent = {
  items: [
    {
      id: 9,
      category: 'inbox',
      title: { en: 'Maintenance' },
      audience: { kind: 'segment', currency: 'MYR', vipTier: 'Gold' },
      recipients: 120,
      read: 30,
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  total: 1,
};

// Typing whole forms takes seconds when the machine is busy.
describe('MessagesView', { timeout: 20_000 }, () => {
  it('lists sent messages; a segment message is saved as a draft in the written languages only, previewed, then sent', async () => {
    let drafts: unknown[] = [];
    const fetchMock = stubApi({
      'operator/contact-list': okAnswer(contacts),
      'operator/message-list': okAnswer(sent),
      'operator/content-drafts': () => okAnswer(drafts)(),
      'operator/message-draft-save': (body) => {
        const { document } = body as { document: Record<string, unknown> };
        drafts = [{ key: 'new-abc', document, updatedAt: '2026-11-26T08:00:00.000Z', updatedBy: 'sue' }];
        return okAnswer({ kind: 'message', key: 'new-abc' })();
      },
      'operator/message-draft-send': () => ((drafts = []), okAnswer({ messageId: 10, recipients: 42 })()),
    });
    render(
      <ConsoleProviders>
        <MessagesView role="support" />
      </ConsoleProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    const row = await within(table).findByRole('row', { name: /Maintenance/ });
    expect(row).toHaveTextContent('currency MYR, vipTier Gold');
    expect(row).toHaveTextContent('120');

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'New message' });
    await user.selectOptions(within(form).getByLabelText('Send to'), 'segment');
    await user.type(within(form).getByLabelText('Currency'), 'myr');
    await user.type(within(form).getByLabelText('Title (en)'), 'Tonight');
    await user.type(within(form).getByLabelText('Message (HTML) (en)'), '<p>Servers</p>');
    await user.click(await within(form).findByRole('button', { name: 'zh' }));
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message saved as a draft');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('operator/message-draft-save'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      document: {
        audience: { kind: 'segment', currency: 'MYR' },
        category: 'inbox',
        languages: { en: { title: 'Tonight', body: '<p>Servers</p>' } },
      },
    });
    // The draft is listed, previewed in a sandboxed frame, then sent (its publish).
    const draftRow = await within(screen.getByRole('table', { name: 'Message drafts' })).findByRole('row', { name: /Tonight/ });
    expect(draftRow).toHaveTextContent('currency MYR');
    await user.click(within(draftRow).getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Message preview' });
    expect(within(preview).getByTitle('Message body preview')).toHaveAttribute('sandbox', '');
    await user.click(within(draftRow).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message #10 sent to 42 members.');
    expect(await screen.findByText('No drafts.')).toBeInTheDocument();
  });

  it('hides the composer from a role that may not send', async () => {
    stubApi({
      'operator/contact-list': okAnswer(contacts),
      'operator/message-list': okAnswer({ items: [], total: 0 }),
      'operator/content-drafts': okAnswer([]),
    });
    render(
      <ConsoleProviders>
        <MessagesView role="readonly" />
      </ConsoleProviders>,
    );
    expect(await screen.findByText('No messages sent yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New message' })).toBeNull());
  });
});
