import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { SeoView } from './seo-view';

/** Page meta and footer text: published entries with drafts laid over, an edit saved as a draft, and its preview. */
const contacts = [{ countryCode: 'MY', country: 'Malaysia', currency: 'MYR', languages: ['en', 'ms'], data: {} }];
const seo = {
  meta: [{ language: 'en', routeKey: 'home', display: 'Home', title: 'Casino', description: 'Play' }],
  footer: [{ category: 'slots', lang: 'en', content: '<p>Slots text</p>' }],
  script: { head: '', body: '' },
  routeKeys: ['home', 'slots'],
  languages: ['en', 'ms'],
  categories: ['slots'],
};
const footerDraft = {
  key: 'slots:ms',
  document: { category: 'slots', lang: 'ms', content: '<p>Teks</p>' },
  updatedAt: '2026-11-26T08:00:00.000Z',
  updatedBy: 'sue',
};

describe('SeoView', { timeout: 20_000 }, () => {
  it('lists meta and footer text with their drafts, saves a meta edit as a draft and previews it', async () => {
    let metaDrafts: unknown[] = [];
    const fetchMock = stubApi({
      'operator/seo': okAnswer(seo),
      'operator/contact-list': okAnswer(contacts),
      'operator/content-drafts': (body) => {
        const { kind } = body as { kind: string };
        return okAnswer(kind === 'seo-meta' ? metaDrafts : kind === 'seo-footer' ? [footerDraft] : [])();
      },
      'operator/content-draft-save': okAnswer({ kind: 'seo-meta', key: 'home:en' }),
      'operator/preview-key': okAnswer({ key: 'k.s', expiresAt: '2026-11-26T08:10:00.000Z' }),
    });
    render(
      <ConsoleProviders>
        <SeoView role="content" />
      </ConsoleProviders>,
    );
    const user = userEvent.setup();
    const footer = await screen.findByRole('table', { name: 'Footer text' });
    expect(await within(footer).findByRole('row', { name: /slots.*ms.*Teks.*Draft/ })).toBeInTheDocument();
    expect(within(footer).getByRole('row', { name: /slots.*en.*Slots text.*Published/ })).toBeInTheDocument();

    const meta = screen.getByRole('table', { name: 'Page meta' });
    await user.click(await within(meta).findByRole('row', { name: /home.*en.*Casino.*Published/ }));
    const form = screen.getByRole('form', { name: 'Page meta' });
    expect(within(form).getByRole('note', { name: 'Publication state' })).toHaveTextContent('Published');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Best casino');
    metaDrafts = [
      {
        key: 'home:en',
        document: { ...seo.meta[0], title: 'Best casino', remove: false },
        updatedAt: '2026-11-26T09:00:00.000Z',
        updatedBy: 'sue',
      },
    ];
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Meta of “home” (en) saved as a draft.');
    const save = fetchMock.mock.calls.find(([url]) => String(url).endsWith('operator/content-draft-save'))!;
    expect(JSON.parse(String(save[1]!.body))).toMatchObject({
      kind: 'seo-meta',
      document: { ...seo.meta[0], title: 'Best casino', remove: false },
    });
    expect(await within(meta).findByRole('row', { name: /home.*en.*Best casino.*Draft/ })).toBeInTheDocument();

    const drafted = screen.getByRole('form', { name: 'Page meta' });
    expect(await within(drafted).findByRole('note', { name: 'Publication state' })).toHaveTextContent('Draft — not published');
    await user.click(within(drafted).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Member site preview')).toHaveAttribute('src', '/en-my?preview=true');
  });
});
