import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { HelpView } from './help-view';

/** The help editor's draft states: published, draft over a published page, a new page only as a draft; Publish, Discard, Preview. */
const contacts = [{ countryCode: 'MY', country: 'Malaysia', currency: 'MYR', languages: ['en', 'ms'], data: {} }];
const live = [{ slug: 'deposit', title: { en: 'Deposits' }, content: { en: '<p>Old</p>' } }];
const draft = (slug: string, body: string) => ({
  key: slug,
  document: { slug, title: { en: slug === 'deposit' ? 'Deposits' : 'Brand new' }, content: { en: body }, enabled: true },
  updatedAt: '2026-11-26T08:00:00.000Z',
  updatedBy: 'sue',
});

function renderView(role: 'content' | 'readonly', drafts: () => unknown[], topics: () => unknown[] = () => live) {
  const fetchMock = stubApi({
    'operator/help-topic-list': () => okAnswer(topics())(),
    'operator/contact-list': okAnswer(contacts),
    'operator/content-drafts': () => okAnswer(drafts())(),
    'operator/content-draft-save': okAnswer({ kind: 'help', key: 'deposit' }),
    'operator/content-publish': okAnswer({ kind: 'help', key: 'deposit', version: 'abc123', published: true }),
    'operator/content-discard': okAnswer({ kind: 'help', key: 'deposit' }),
    'operator/preview-key': okAnswer({ key: 'k.s', expiresAt: '2026-11-26T08:10:00.000Z' }),
  });
  render(
    <ConsoleProviders>
      <HelpView role={role} />
    </ConsoleProviders>,
  );
  return fetchMock;
}
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, endpoint: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(endpoint))![1]!.body));

// Typing whole forms takes seconds when the machine is busy.
describe('HelpView drafts', { timeout: 20_000 }, () => {
  it('shows a published page as Published and saves an edit as a draft', async () => {
    let drafts: unknown[] = [];
    const fetchMock = renderView('content', () => drafts);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Help pages' });
    await user.click(await within(table).findByRole('row', { name: /deposit.*Published/ }));
    const form = screen.getByRole('form', { name: 'Help page' });
    expect(within(form).getByRole('note', { name: 'Publication state' })).toHaveTextContent('Published');
    expect(within(form).queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.clear(within(form).getByLabelText('Content (HTML) (en)'));
    await user.type(within(form).getByLabelText('Content (HTML) (en)'), '<p>New</p>');
    // The drafts read after the save hold the new one: the editor opens again on it.
    drafts = [draft('deposit', '<p>New</p>')];
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Help page “deposit” saved as a draft.');
    expect(within(screen.getByRole('form', { name: 'Help page' })).getByRole('note', { name: 'Publication state' })).toHaveTextContent(
      'Draft — not published',
    );
    expect(bodyOf(fetchMock, 'operator/content-draft-save')).toEqual({
      kind: 'help',
      document: { slug: 'deposit', title: { en: 'Deposits' }, content: { en: '<p>New</p>' }, enabled: true },
    });
  });

  it('shows a draft as not published, lists a new page that exists only as a draft, previews and publishes', async () => {
    let drafts = [draft('deposit', '<p>Draft text</p>'), draft('brand-new', '<p>Soon</p>')];
    const fetchMock = renderView('content', () => drafts);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Help pages' });
    expect(await within(table).findByRole('row', { name: /brand-new.*Brand new.*Draft/ })).toBeInTheDocument();
    await user.click(within(table).getByRole('row', { name: /deposit.*Draft/ }));
    const form = screen.getByRole('form', { name: 'Help page' });
    expect(within(form).getByRole('note', { name: 'Publication state' })).toHaveTextContent(
      'Draft — not published Members see the published version until you publish.',
    );
    expect(within(form).getByLabelText('Content (HTML) (en)')).toHaveValue('<p>Draft text</p>');

    // Preview: the member page of this help topic in the console's preview iframe.
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Member site preview')).toHaveAttribute('src', '/en-my/help-center/deposit?preview=true');

    drafts = [drafts[1]!];
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published (version abc123) — live on the site within a second.')).toHaveAttribute('role', 'status');
    expect(bodyOf(fetchMock, 'operator/content-publish')).toEqual({ kind: 'help', key: 'deposit' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /deposit.*Published/ })).toBeInTheDocument());
  });

  it('discards a draft', async () => {
    const drafts = [draft('deposit', '<p>Draft text</p>')];
    const fetchMock = renderView('content', () => drafts);
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('table', { name: 'Help pages' })).findByRole('row', { name: /deposit.*Draft/ }));
    await user.click(within(screen.getByRole('form', { name: 'Help page' })).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft discarded.');
    expect(bodyOf(fetchMock, 'operator/content-discard')).toEqual({ kind: 'help', key: 'deposit' });
  });

  it('keeps a page published from its only draft open with its texts, though the published list comes after the drafts', async () => {
    let drafts = [draft('brand-new', '<p>Soon</p>')];
    let topics: unknown[] = [];
    renderView(
      'content',
      () => drafts,
      () => topics,
    );
    // The published list answers a moment after the drafts, as two requests may.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) =>
      String(input).endsWith('help-topic-list') ? new Promise((ok) => setTimeout(() => ok(answer(input, init)), 50)) : answer(input, init),
    );
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('table', { name: 'Help pages' })).findByRole('row', { name: /brand-new.*Draft/ }),
    );
    drafts = [];
    topics = [{ slug: 'brand-new', title: { en: 'Brand new' }, content: { en: '<p>Soon</p>' } }];
    await user.click(within(screen.getByRole('form', { name: 'Help page' })).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published (version abc123) — live on the site within a second.')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Help page' });
    expect(within(form).getByRole('note', { name: 'Publication state' })).toHaveTextContent('Published');
    expect(within(form).getByLabelText('Address (/help-center/…)')).toHaveValue('brand-new');
    expect(within(form).getByLabelText('Title (en)')).toHaveValue('Brand new');
    expect(within(form).getByLabelText('Content (HTML) (en)')).toHaveValue('<p>Soon</p>');
  });

  it('gives a read-only operator no editing buttons', async () => {
    renderView('readonly', () => [draft('deposit', '<p>Draft text</p>')]);
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('table', { name: 'Help pages' })).findByRole('row', { name: /deposit.*Draft/ }));
    const form = screen.getByRole('form', { name: 'Help page' });
    expect(within(form).getByRole('note', { name: 'Publication state' })).toHaveTextContent('Draft — not published');
    for (const name of ['Save draft', 'Publish', 'Discard draft', 'Preview'])
      expect(within(form).queryByRole('button', { name })).toBeNull();
  });
});
