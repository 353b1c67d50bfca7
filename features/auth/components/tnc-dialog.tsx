'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppDialog } from '@/components/app-dialog';
import { formStyles } from '@/components/form';
import { useStoreApis } from '@/components/providers/store-provider';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import { usePreviewKey } from '@/features/preview';
import { usePreviewContent } from '@/features/preview/queries';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { safeRedirectPath } from '@/lib/safe-navigation';
import { useAcceptTncMutation } from '../session-api';
import { useSessionActions } from '../use-session-actions';

/**
 * The general-tnc guard sends here: accept the current terms to go on, or log out. In the console's
 * preview it also shows to a visitor, with the terms version the operator's draft sets, and its
 * buttons do nothing.
 */
export function TncDialog() {
  const t = useTranslations('tnc');
  const preview = usePreviewKey() !== null;
  const currency = usePageCurrency();
  const draft = usePreviewContent('terms', { currency })?.terms;
  const router = useRouter();
  const { user } = useStoreApis();
  const { params, closeDialog } = useQueryDialog();
  const accept = useAcceptTncMutation();
  const { logout } = useSessionActions();

  const onAccept = async () => {
    const answer = await accept.mutateAsync();
    if (!answer?.status) return;
    // The platform's profile carries the version and time it recorded.
    if (answer.output) user.getState().login(answer.output);
    const redirect = params.get('redirect');
    if (redirect) router.replace(safeRedirectPath(redirect, '/'));
    else closeDialog();
    router.refresh();
  };

  return (
    <AppDialog title={t('title')} onClose={() => void logout()} width={520}>
      <div className={formStyles.form}>
        <p style={{ margin: 0 }}>{t('body')}</p>
        {draft ? <p style={{ margin: 0, fontWeight: 600 }}>{t('version', { version: draft.version })}</p> : null}
        <ul style={{ margin: 0, paddingLeft: 20, color: 'var(--text-muted)' }}>
          <li>{t('point_age')}</li>
          <li>{t('point_fair')}</li>
          <li>{t('point_responsible')}</li>
        </ul>
        <button type="button" className={formStyles.submit} onClick={onAccept} disabled={accept.isPending || preview}>
          {t('accept')}
        </button>
        <button type="button" className="tnc-decline" onClick={() => void logout()} disabled={preview}>
          {t('decline')}
        </button>
      </div>
    </AppDialog>
  );
}
