import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { ChangePasswordForm } from './change-password-form';
import { WalletBankManager, WalletPinManager } from './wallet-sections';
import { AccountProfile } from './account-profile';
import { AccountSection } from './account-section';
import own from './account.module.css';

/** The member's profile (loaded in the browser), then the interactive sections: password, withdrawal PIN and bank accounts. */
export async function AccountPage() {
  const t = await getTranslations('account');
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-id-card">
      <div className={own.grid}>
        <AccountSection id="profile" title={t('profile')}>
          <AccountProfile />
        </AccountSection>
        <AccountSection id="password" title={t('change_password')}>
          <ChangePasswordForm />
        </AccountSection>
        <AccountSection id="pin" title={t('pin_title')}>
          <WalletPinManager />
        </AccountSection>
        <AccountSection id="banks" title={t('banks_title')} intro={t('banks_intro')}>
          <WalletBankManager />
        </AccountSection>
      </div>
    </PageShell>
  );
}
