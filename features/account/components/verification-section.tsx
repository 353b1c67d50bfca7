'use client';

import dynamic from 'next/dynamic';

/** The account page's Verification card, verification's own, loaded with the member's status in the browser. */
export const VerificationSummary = dynamic(() => import('@/features/verification/dialogs').then((m) => m.AccountVerificationSummary), {
  ssr: false,
});
