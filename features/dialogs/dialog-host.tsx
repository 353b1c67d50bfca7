'use client';

import { useLocale } from 'next-intl';
import { LoginDialog, RegisterDialog, TncDialog } from '@/features/auth';
import { ContactDialog } from '@/features/contact';
import { LanguageDialog } from '@/features/i18n';
import { WalletDialog } from '@/features/wallet';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useUserStore } from '@/components/providers/store-provider';
import { WALLET_TARGETS, type WalletTarget } from '@/lib/routes';

function isWalletTarget(action: string): action is WalletTarget {
  return (WALLET_TARGETS as readonly string[]).includes(action);
}

/** Opens the dialog named by ?action= (SPEC §2). Member-only dialogs ask a visitor to log in first. */
export function DialogHost() {
  const { action } = useQueryDialog();
  const lang = useLocale();
  const loggedIn = useUserStore((s) => s.loggedIn);
  if (!action) return null;
  if (action === 'login') return loggedIn ? null : <LoginDialog />;
  if (action === 'register') return loggedIn ? null : <RegisterDialog lang={lang} />;
  if (action === 'language') return <LanguageDialog />;
  if (action === 'contact-us') return <ContactDialog />;
  if (action === 'tnc') return loggedIn ? <TncDialog /> : null;
  if (isWalletTarget(action)) return loggedIn ? <WalletDialog target={action} /> : <LoginDialog />;
  return null;
}
