import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { TermsView } from './terms-view';

/** A new terms version is saved as a draft for one currency, listed with its actions, and previewed in that currency's terms dialog. */
const contacts = [{ countryCode: 'MY', country: 'Malaysia', currency: 'MYR', languages: ['en', 'ms'], data: {} }];
const terms = {
  shared: { version: '2026-01', expiryDays: 365 },
  currencies: [{ currency: 'MYR', version: '2026-01', expiryDays: 365, own: false }],
};

describe('TermsView', { timeout: 20_000 }, () => {
  it('saves a new version as a draft, lists it and previews it', async () => {
    let drafts: unknown[] = [];
    const fetchMock = stubApi({
      'operator/terms-list': okAnswer(terms),
      'operator/contact-list': okAnswer(contacts),
      'operator/content-drafts': () => okAnswer(drafts)(),
      'operator/content-draft-save': okAnswer({ kind: 'terms', key: 'MYR' }),
      'operator/preview-key': okAnswer({ key: 'k.s', expiresAt: '2026-11-26T08:10:00.000Z' }),
    });
    render(
      <ConsoleProviders>
        <TermsView role="content" />
      </ConsoleProviders>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('2026-01', { selector: 'strong' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New terms version' });
    await user.selectOptions(within(form).getByLabelText('For'), 'MYR');
    await user.type(within(form).getByLabelText('Version'), ' 2026-12 ');
    drafts = [
      {
        key: 'MYR',
        document: { currency: 'MYR', version: '2026-12', expiryDays: 365 },
        updatedAt: '2026-11-26T08:00:00.000Z',
        updatedBy: 'sue',
      },
    ];
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Terms version 2026-12 saved as a draft.');
    const save = fetchMock.mock.calls.find(([url]) => String(url).endsWith('operator/content-draft-save'))!;
    expect(JSON.parse(String(save[1]!.body))).toEqual({
      kind: 'terms',
      document: { currency: 'MYR', version: '2026-12', expiryDays: 365 },
    });

    const table = await screen.findByRole('table', { name: 'Terms drafts' });
    const row = within(table).getByRole('row', { name: /MYR.*2026-12 \(365 days, by sue\)/ });
    expect(within(row).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Member site preview')).toHaveAttribute('src', '/en-my?action=tnc&preview=true');
  });
});
