'use client';

import dynamic from 'next/dynamic';

/**
 * The PIN and bank-account sections are the wallet's own forms, reached through its lazily loaded
 * entry: its index is on every page (the header balance), so it must not carry them.
 * Client-only: they wait for the member's wallet settings anyway, and server-rendering them made
 * Next 16.4's build list a chunk it never emits in this page's preload manifest (a 404 per visit).
 */
export const WalletPinManager = dynamic(() => import('@/features/wallet/dialogs').then((m) => m.PinManager), { ssr: false });
export const WalletBankManager = dynamic(() => import('@/features/wallet/dialogs').then((m) => m.BankManager), { ssr: false });
