'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { BreakInForce } from '@/lib/contracts/safety';
import type { BreakRefusal } from '@/lib/contracts/safety-choices';
import { formatDateTime } from '@/lib/dates';
import { marketingPauseCookie } from '../marketing-pause';

/**
 * Why a login was refused during a cool-off or self-exclusion, with its end in the zone of the
 * member's country and the page's language. The browser also remembers the end (no pop-ups until then).
 */
export function LoginBreakNotice({ msg, output, className }: { msg: BreakRefusal; output: BreakInForce; className?: string }) {
  const t = useTranslations('safety');
  const locale = useLocale();
  useEffect(() => {
    document.cookie = marketingPauseCookie(output.endsAt, Date.now());
  }, [output.endsAt]);
  const text = msg === 'self_excluded_permanent' ? t(msg) : t(msg, { date: formatDateTime(output.endsAt, locale, output.timeZone) });
  return (
    <p className={className} role="alert" data-testid="login-break-notice">
      {text}
    </p>
  );
}
