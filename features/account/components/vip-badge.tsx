'use client';

import dynamic from 'next/dynamic';

/** The member's VIP tier badge: loyalty's, loaded on demand and client-only (it reads the member's tier). */
export const AccountVipBadge = dynamic(() => import('@/features/loyalty/dialogs').then((m) => m.VipBadge), { ssr: false });
