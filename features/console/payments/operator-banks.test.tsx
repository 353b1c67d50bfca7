import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { OperatorBanks } from './operator-banks';

const bank = (id: number, currency: string, bankName: string, enabled = true) => ({
  id,
  currency,
  bankName,
  accountName: 'Lucky Star Entertainment',
  accountNumber: `${id}000 1234`,
  enabled,
});

describe('OperatorBanks', () => {
  it('lists a currency’s accounts, offers a served currency without any, adds, and disables only after a yes', async () => {
    const api = stubApi({
      'operator/bank-list': okAnswer({
        currencies: ['MYR', 'SGD'],
        banks: [bank(1, 'MYR', 'Maybank'), bank(2, 'MYR', 'CIMB Bank', false)],
      }),
      'operator/bank-add': okAnswer(bank(3, 'SGD', 'DBS Bank')),
      'operator/bank-state': okAnswer(bank(1, 'MYR', 'Maybank', false)),
    });
    render(
      <ConsoleProviders>
        <OperatorBanks />
      </ConsoleProviders>,
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Receiving bank accounts' });
    expect(await within(table).findByText('Maybank')).toBeTruthy();
    expect(within(table).getByText('disabled')).toBeTruthy();
    await user.click(within(table).getAllByRole('button', { name: 'Disable' })[0]!);
    const ask = await screen.findByRole('dialog', { name: 'Disable Maybank?' });
    expect(ask.textContent).toContain('Members stop seeing Maybank (1000 1234) in the MYR deposit form.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.mock.calls.some(([url]) => String(url).endsWith('operator/bank-state'))).toBe(false);

    await user.click(within(table).getAllByRole('button', { name: 'Disable' })[0]!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable Maybank?' })).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Maybank disabled.');

    await user.selectOptions(screen.getByLabelText('Currency'), 'SGD');
    expect(await within(table).findByText('No bank accounts for SGD.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New bank account' });
    await user.type(within(form).getByLabelText('Bank'), 'DBS Bank');
    await user.type(within(form).getByLabelText('Account name'), 'Lucky Star');
    await user.type(within(form).getByLabelText('Account number'), '072-1x23');
    await user.click(within(form).getByRole('button', { name: 'Add to SGD' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('DBS Bank added to SGD.'));
    const added = api.mock.calls.find(([url]) => String(url).endsWith('operator/bank-add'))!;
    expect(JSON.parse(String(added[1]?.body))).toEqual({
      currency: 'SGD',
      bankName: 'DBS Bank',
      accountName: 'Lucky Star',
      accountNumber: '072-123',
    });
  });
});
