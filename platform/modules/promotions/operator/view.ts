import type { OperatorPromotionView } from '@/lib/contracts/promotions';
import type { PromoCodeRow, PromotionRow } from '../rows';
import { termsOf } from '../terms';

/** A promotion code as the console lists it. */
export function codeView(c: PromoCodeRow) {
  return { code: c.code, uses: c.uses, maxUses: c.maxUses, expiresAt: c.expiresAt ? c.expiresAt.toISOString() : null };
}

/** The title the console lists a promotion by: English, else its first language's. */
export function listTitle(row: PromotionRow): string {
  return row.languages.en?.title ?? Object.values(row.languages)[0]?.title ?? '';
}

/** A promotion as the console's editor edits it: what operator/promotion-save takes, amounts as decimal strings. */
export function promotionView(row: PromotionRow, codes: PromoCodeRow[]): OperatorPromotionView {
  const { kind: _kind, ...terms } = termsOf(row);
  return {
    ...terms,
    promotionId: row.id,
    cmsId: row.cmsId,
    state: row.state,
    kind: row.kind,
    currency: row.currency,
    countries: row.countries,
    cmsCategoryIds: row.cmsCategoryIds,
    languages: row.languages,
    maxClaimsPerMember: row.maxClaimsPerMember,
    maxClaimsTotal: row.maxClaimsTotal,
    claimsTotal: row.claimsTotal,
    codes: codes.map(codeView),
  };
}
