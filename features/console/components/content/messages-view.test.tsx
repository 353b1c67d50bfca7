import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../../console-api';
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

describe('MessagesView', () => {
  it('lists sent messages with their audience and counts, and sends a segment message in the written languages only', async () => {
    const fetchMock = stubApi({
      'operator/contact-list': okAnswer(contacts),
      'operator/message-list': okAnswer(sent),
      'operator/message-send': okAnswer({ messageId: 10, recipients: 42 }),
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
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message #10 sent to 42 members.');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('operator/message-send'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      audience: { kind: 'segment', currency: 'MYR' },
      category: 'inbox',
      languages: { en: { title: 'Tonight', body: '<p>Servers</p>' } },
    });
  });

  it('hides the composer from a role that may not send', async () => {
    stubApi({ 'operator/contact-list': okAnswer(contacts), 'operator/message-list': okAnswer({ items: [], total: 0 }) });
    render(
      <ConsoleProviders>
        <MessagesView role="readonly" />
      </ConsoleProviders>,
    );
    expect(await screen.findByText('No messages sent yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New message' })).toBeNull());
  });
});
