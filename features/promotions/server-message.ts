type Translator = { (key: string, params?: Record<string, string | number>): string; has(key: string): boolean };

/** Answers that only say it worked: the caller's own success text reads better than "success". */
const PLAIN_SUCCESS = new Set(['', 'success', 'ok']);

/**
 * A platform msg for a promotion call (a key such as promotion_already_claimed or promo_code_unknown,
 * a field refusal "promotionCode: error_maxlength", or plain text) in the member's language; `fallback`
 * (a `promotions` key) stands in for a bare "success", for nothing at all and for a key we cannot translate.
 */
export function promotionMessage(t: Translator, msg: string, fallback: string, params?: Record<string, string | number>): string {
  const text = msg.trim();
  if (PLAIN_SUCCESS.has(text.toLowerCase())) return t(`promotions.${fallback}`);
  const field = /^[\w.]+: (\w+)$/.exec(text)?.[1];
  for (const key of field ? [field] : [text]) {
    for (const namespace of ['promotions', 'common']) {
      if (t.has(`${namespace}.${key}`)) return t(`${namespace}.${key}`, params);
    }
  }
  // A refused field the promotions have no words for ("promotionId: error_min"): say it plainly.
  if (field) return t('promotions.error_invalid');
  if (text === 'Something Went Wrong') return t('common.something_went_wrong');
  // A key we have no words for is no text for a member: the caller's own sentence stands in.
  return /^[a-z0-9_]+$/.test(text) ? t(`promotions.${fallback}`) : text;
}
