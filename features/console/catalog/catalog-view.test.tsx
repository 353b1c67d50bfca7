import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { CatalogView } from './catalog-view';

const OVERVIEW = {
  currencies: ['MYR', 'THB'],
  languages: ['en', 'zh', 'ms'],
  categories: [{ currency: 'MYR', type: 'slots', names: { en: 'Slots', zh: '老虎机' }, img: '', priority: 1, enabled: true, games: 120 }],
  providers: [
    { providerId: 'drs', name: 'Dragon Reels', currencies: ['MYR'], priority: 1, enabled: true, games: 40, maintenanceUntil: null },
  ],
  version: 'abcdef0123456789',
  publishedAt: '2026-11-26T10:00:00.000Z',
};
const GAME = {
  gameId: 'drs-001',
  name: 'Lucky Dragon',
  providerId: 'drs',
  type: 'slots',
  popular: false,
  new: true,
  web: true,
  mobile: true,
  enabled: true,
  priority: 10,
  maintenanceUntil: null,
};

const renderCatalog = (role: 'content' | 'readonly') =>
  render(
    <ConsoleProviders>
      <CatalogView role={role} />
    </ConsoleProviders>,
  );

describe('CatalogView', () => {
  it('edits a category’s names and publishes', async () => {
    const saved: unknown[] = [];
    stubApi({
      'operator/catalog-overview': okAnswer(OVERVIEW),
      'operator/category-save': (body) => (saved.push(body), okAnswer({ version: 'x', published: true })()),
    });
    renderCatalog('content');
    expect(await screen.findByText(/Published version abcdef0123456789/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit slots' }));
    const malay = screen.getByRole('textbox', { name: 'Name (ms)' });
    await userEvent.type(malay, 'Slot');
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { currency: 'MYR', type: 'slots', names: { en: 'Slots', zh: '老虎机', ms: 'Slot' }, img: '', priority: 1, enabled: true },
      ]),
    );
  });

  it('asks the platform for the games sorted by name when the column is sorted, and shows no edit to a read-only operator', async () => {
    const queries: Array<Record<string, unknown>> = [];
    stubApi({
      'operator/catalog-overview': okAnswer(OVERVIEW),
      'operator/game-list': (body) => (queries.push(body as Record<string, unknown>), okAnswer({ items: [GAME], total: 1, page: 1 })()),
    });
    renderCatalog('readonly');
    await userEvent.click(await screen.findByRole('button', { name: 'Games' }));
    const table = await screen.findByRole('table', { name: 'Games' });
    expect(await within(table).findByText('Lucky Dragon')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('Game'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'name', order: 'asc', page: 1 }));
    expect(within(table).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
