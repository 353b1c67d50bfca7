import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryNamesProvider } from '@/components/layout/category-names';
import { okAnswer, renderInApp, stubApi } from '@/tests/render-app';
import { makeTerms } from '../test-fixtures';
import { PromotionTermsList } from './promotion-terms';

describe('PromotionTermsList', () => {
  it("names the categories a promotion counts with the page's names, never their codes", () => {
    // The category call has not answered (or knows none): the names the page arrived with serve.
    stubApi({ 'common/status-list': okAnswer([]), 'common/get-category-setting': okAnswer([]) });
    renderInApp(
      <CategoryNamesProvider names={{ slots: 'Slots', 'live-casino': 'Live Casino' }}>
        <PromotionTermsList terms={makeTerms()} currency="MYR" />
      </CategoryNamesProvider>,
    );
    expect(screen.getByText(/Counts towards wagering: Slots 100% and Live Casino 10%/)).toBeInTheDocument();
    expect(screen.queryByText(/live-casino/)).toBeNull();
  });
});
