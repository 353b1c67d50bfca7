import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { SettingsView } from './settings-view';

const SETTINGS = {
  countries: [
    {
      code: 'MY',
      name: 'Malaysia',
      currency: 'MYR',
      languages: [{ code: 'en', name: 'English' }],
      dialCode: '60',
      mobilenoLength: 10,
      inputDecimal: 2,
      enabled: true,
      sort: 0,
      members: 3,
    },
  ],
  currencies: [
    { currency: 'MYR', minorUnits: 2, limits: { minDeposit: '30.00', maxDeposit: '0', minWithdrawal: '50.00', maxWithdrawal: '0' } },
  ],
  knownCurrencies: ['MYR', 'PHP'],
  languages: [
    { code: 'en', name: 'English' },
    { code: 'th', name: 'ไทย' },
  ],
  rebateRateBp: 50,
};

const renderSettings = (role: 'owner' | 'readonly' | 'finance') =>
  render(
    <ConsoleProviders>
      <SettingsView role={role} />
    </ConsoleProviders>,
  );

describe('SettingsView', () => {
  it('saves the rebate rate as basis points and refuses a rate with three decimals before calling', async () => {
    const saved: unknown[] = [];
    stubApi({
      'operator/settings': okAnswer(SETTINGS),
      'operator/rebate-rate-save': (body) => (saved.push(body), okAnswer()()),
      'operator/chat-settings': okAnswer({ liveChatSiteTitle: '' }),
    });
    renderSettings('finance');
    const rate = await screen.findByRole('textbox', { name: /Rebate rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.125');
    expect(screen.getByText('Write a percentage with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rate' })).toBeDisabled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '1.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(saved).toEqual([{ rateBp: 125 }]));
    // Finance may not edit countries.
    expect(screen.queryByRole('button', { name: 'New country' })).not.toBeInTheDocument();
  });

  it('shows a read-only operator every setting without a way to change it', async () => {
    stubApi({ 'operator/settings': okAnswer(SETTINGS), 'operator/chat-settings': okAnswer({ liveChatSiteTitle: 'Lucky Star' }) });
    renderSettings('readonly');
    expect(await screen.findByRole('table', { name: 'Countries' })).toHaveTextContent('Malaysia');
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum deposit' })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: /live-chat widget/ })).toHaveValue('Lucky Star');
  });

  it('keeps the currency of a country with members and adds a language to its order', async () => {
    const saved: unknown[] = [];
    stubApi({
      'operator/settings': okAnswer(SETTINGS),
      'operator/country-save': (body) => (saved.push(body), okAnswer()()),
      'operator/chat-settings': okAnswer({ liveChatSiteTitle: '' }),
    });
    renderSettings('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Malaysia' }));
    expect(screen.getByRole('combobox', { name: /Currency/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add ไทย' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move ไทย up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved[0]).toMatchObject({
        code: 'MY',
        currency: 'MYR',
        languages: [
          { code: 'th', name: 'ไทย' },
          { code: 'en', name: 'English' },
        ],
      }),
    );
  });

  it('offers a retry when the settings cannot be read', async () => {
    stubApi({ 'operator/settings': () => ({ body: { status: false, msg: 'operator_role_forbidden' } }) });
    renderSettings('owner');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
