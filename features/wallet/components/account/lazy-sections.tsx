'use client';

import dynamic from 'next/dynamic';

/**
 * The account page's wallet sections, loaded as their own chunk: the wallet's index is imported
 * by the header on every page, and must not pull the forms (validation, PIN, banks) along.
 */
export const WalletPinManager = dynamic(() => import('./pin-manager').then((m) => m.PinManager));
export const WalletBankManager = dynamic(() => import('./bank-manager').then((m) => m.BankManager));
