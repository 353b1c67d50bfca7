import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { TimelineLink } from '@/features/timeline';
import { SecurityLink } from '@/features/security';
import { TakeABreakLink } from '@/features/safety';
import { LimitsLink } from '@/features/limits';
import { ChangePasswordForm } from './change-password-form';
import { WalletBankManager, WalletPinManager } from './wallet-sections';
import { AccountProfile } from './account-profile';
import { AccountSection } from './account-section';
import { VerificationSummary } from './verification-section';
import own from './account.module.css';
import { localeHref } from '@/lib/locale-href';

/** The member's profile (loaded in the browser), then the interactive sections: password, withdrawal PIN and bank accounts. */
export async function AccountPage() {
  const t = await getTranslations('account');
  const [tTimeline, lang] = await Promise.all([getTranslations('timeline'), getLocale()]);
  const tSecurity = await getTranslations('security');
  const tSafety = await getTranslations('safety');
  const tLimits = await getTranslations('limits');
  const tVerification = await getTranslations('verification');
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-id-card">
      <div className={own.grid}>
        <AccountSection id="profile" title={t('profile')}>
          <AccountProfile />
        </AccountSection>
        <AccountSection id="password" title={t('change_password')}>
          <ChangePasswordForm />
        </AccountSection>
        <AccountSection id="security" title={tSecurity('title')} intro={tSecurity('account_intro')}>
          <SecurityLink />
        </AccountSection>
        <AccountSection id="pin" title={t('pin_title')}>
          <WalletPinManager />
        </AccountSection>
        <AccountSection id="verification" title={tVerification('title')} intro={tVerification('intro')}>
          <VerificationSummary />
        </AccountSection>
        <AccountSection id="banks" title={t('banks_title')} intro={t('banks_intro')}>
          <WalletBankManager />
        </AccountSection>
        <AccountSection id="limits" title={tLimits('account_title')} intro={tLimits('account_text')}>
          <LimitsLink />
        </AccountSection>
        <AccountSection id="take-a-break" title={tSafety('account_title')} intro={tSafety('account_text')}>
          <TakeABreakLink />
        </AccountSection>
        <AccountSection id="timeline" title={tTimeline('account_section')} intro={tTimeline('account_intro')}>
          <TimelineLink href={localeHref(lang, '/account/timeline')} label={tTimeline('account_link')} />
        </AccountSection>
      </div>
    </PageShell>
  );
}
