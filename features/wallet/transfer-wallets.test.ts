import { describe, expect, it } from 'vitest';
import { destinationsFor, fixDestination, transferWallets } from './transfer-wallets';

const wallets = transferWallets(
  '100.00',
  [
    { providerId: 'tp1', name: 'Transfer One', balance: '5.00' },
    { providerId: 'tp2', name: 'Transfer Two', balance: '0.00' },
  ],
  'Main wallet',
);

describe('transfer wallets', () => {
  it('lists the main wallet first with every provider wallet', () => {
    expect(wallets.map((w) => `${w.id}:${w.balance}`)).toEqual(['main:100.00', 'tp1:5.00', 'tp2:0.00']);
  });

  it('moves between main and one provider only', () => {
    expect(destinationsFor('main', wallets).map((w) => w.id)).toEqual(['tp1', 'tp2']);
    expect(destinationsFor('tp2', wallets).map((w) => w.id)).toEqual(['main']);
    expect(fixDestination('tp1', 'tp2', wallets)).toBe('main');
    expect(fixDestination('main', 'main', wallets)).toBe('tp1');
    expect(fixDestination('main', 'tp2', wallets)).toBe('tp2');
  });
});
