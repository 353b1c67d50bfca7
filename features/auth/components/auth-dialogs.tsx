'use client';

import { useTranslations } from 'next-intl';
import { AppDialog } from '@/components/app-dialog';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export function LoginDialog() {
  const t = useTranslations('auth');
  const { closeDialog, showDialog } = useQueryDialog();
  return (
    <AppDialog title={t('login_title')} onClose={closeDialog} width={420}>
      <LoginForm onSwitchToRegister={() => showDialog('register')} />
    </AppDialog>
  );
}

export function RegisterDialog({ lang }: { lang: string }) {
  const t = useTranslations('auth');
  const { closeDialog, showDialog, params } = useQueryDialog();
  return (
    <AppDialog title={t('register_title')} onClose={closeDialog} width={520}>
      <RegisterForm lang={lang} cmsID={params.get('cmsID') ?? undefined} onSwitchToLogin={() => showDialog('login')} />
    </AppDialog>
  );
}
