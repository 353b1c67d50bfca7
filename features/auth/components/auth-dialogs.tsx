'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { AppDialog } from '@/components/app-dialog';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

// The promotion a register link names loads with the register dialog only, not with login.
const RegisterPromotion = dynamic(() => import('@/features/promotions/dialogs').then((m) => m.RegisterPromotion), { ssr: false });

export function LoginDialog() {
  const t = useTranslations('auth');
  const { closeDialog } = useQueryDialog();
  return (
    <AppDialog title={t('login_title')} onClose={closeDialog} width={420}>
      <LoginForm />
    </AppDialog>
  );
}

export function RegisterDialog({ lang }: { lang: string }) {
  const t = useTranslations('auth');
  const { closeDialog, showDialog, params } = useQueryDialog();
  const cmsID = params.get('cmsID')?.trim() || undefined;
  // A referral link (/{lang}/register?ref=CODE) arrives here as ?action=register&ref=CODE.
  const referralCode = params.get('ref')?.trim().slice(0, 12) || undefined;
  return (
    <AppDialog title={t('register_title')} onClose={closeDialog} width={520}>
      {cmsID ? <RegisterPromotion cmsID={cmsID} /> : null}
      <RegisterForm lang={lang} cmsID={cmsID} referralCode={referralCode} onSwitchToLogin={() => showDialog('login')} />
    </AppDialog>
  );
}
