import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi, TEST_MEMBER as member, okAnswer as ok } from '@/tests/render-app';
import { PROMOTIONS, bonusStatus, makeBonus } from '../test-fixtures';
import { PendingDepositMatch } from './pending-deposit-match';

const base = {
  'common/status-list': ok([]),
  'promotion/info': ok({ currency: 'MYR', promotions: PROMOTIONS }),
  'member/wallet-balance': ok({ balance: '0.00', minor: 0, currency: 'MYR' }),
};

describe('pending deposit match in the deposit form', () => {
  it('names the claimed promotion and the smallest deposit it matches', async () => {
    stubApi({ ...base, 'promotion/bonus': ok(bonusStatus(makeBonus({ promotionId: 2, status: 'pending' }))) });
    renderInApp(<PendingDepositMatch currency="MYR" />, { member });
    const notice = await screen.findByTestId('pending-deposit-match');
    const title = PROMOTIONS.find((p) => p.promotionId === 2)!.languages.en!.title;
    expect(notice).toHaveTextContent(`Your next deposit of at least MYR 50.00 gets “${title}”.`);
  });

  it('shows nothing for an active bonus or none', async () => {
    for (const active of [makeBonus({ status: 'active' }), null]) {
      const api = stubApi({ ...base, 'promotion/bonus': ok(bonusStatus(active)) });
      const { unmount } = renderInApp(<PendingDepositMatch currency="MYR" />, { member });
      await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/promotion/bonus'))).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 20)); // the answer renders
      expect(screen.queryByTestId('pending-deposit-match')).toBeNull();
      unmount();
    }
  });
});
