import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { PopupsView } from './popups-view';

/** The pop-ups list with a published pop-up and a new one only as a draft; editing saves a draft; Preview shows the home page. */
const contacts = [{ countryCode: 'MY', country: 'Malaysia', currency: 'MYR', languages: ['en', 'ms'], data: {} }];
const live = [
  {
    id: 7,
    currency: 'MYR',
    title: { en: 'Welcome' },
    content: { en: '<p>Hi</p>' },
    img: '',
    link: '/promotions',
    hidePeriod: 1,
    enabled: true,
  },
];
const newDraft = {
  key: 'new-abc',
  document: {
    currency: 'MYR',
    title: { en: 'Coming soon' },
    content: { en: '<p>Soon</p>' },
    img: '',
    link: '',
    hidePeriod: 2,
    enabled: false,
  },
  updatedAt: '2026-11-26T08:00:00.000Z',
  updatedBy: 'sue',
};

function renderView(drafts: () => unknown[]) {
  const fetchMock = stubApi({
    'operator/popup-list': okAnswer(live),
    'operator/contact-list': okAnswer(contacts),
    'operator/content-drafts': () => okAnswer(drafts())(),
    'operator/content-draft-save': okAnswer({ kind: 'popup', key: '7' }),
    'operator/preview-key': okAnswer({ key: 'k.s', expiresAt: '2026-11-26T08:10:00.000Z' }),
  });
  render(
    <ConsoleProviders>
      <PopupsView role="content" />
    </ConsoleProviders>,
  );
  return fetchMock;
}
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, endpoint: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(endpoint))![1]!.body));

// Typing whole forms takes seconds when the machine is busy.
describe('PopupsView', { timeout: 20_000 }, () => {
  it('lists the published pop-up and the new draft, saves an edit as a draft and previews the draft', async () => {
    let drafts: unknown[] = [newDraft];
    const fetchMock = renderView(() => drafts);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Pop-ups' });
    expect(await within(table).findByRole('row', { name: /new.*MYR.*Coming soon.*hidden.*draft/ })).toBeInTheDocument();
    const published = within(table).getByRole('row', { name: /7.*MYR.*Welcome.*live/ });
    await user.click(within(published).getByRole('button', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pop-up #7' });
    expect(within(dialog).getByRole('note', { name: 'Publication state' })).toHaveTextContent('Published');
    const form = within(dialog).getByRole('form', { name: 'Pop-up' });
    await user.clear(within(form).getByLabelText('Link (a site path)'));
    await user.type(within(form).getByLabelText('Link (a site path)'), '/bonus');
    drafts = [newDraft, { ...newDraft, key: '7', document: { ...live[0], link: '/bonus' } }];
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pop-up saved as a draft.');
    expect(bodyOf(fetchMock, 'operator/content-draft-save')).toMatchObject({
      kind: 'popup',
      document: { id: 7, currency: 'MYR', link: '/bonus', title: { en: 'Welcome' }, content: { en: '<p>Hi</p>' } },
    });

    const drafted = await screen.findByRole('dialog', { name: 'Pop-up #7' });
    expect(await within(drafted).findByRole('note', { name: 'Publication state' })).toHaveTextContent('Draft — not published');
    await user.click(within(drafted).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Member site preview')).toHaveAttribute('src', '/en-my?preview=true');
  });
});
