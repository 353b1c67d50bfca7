'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useUserStore } from '@/components/providers/store-provider';
import { usePreviewKey } from '@/features/preview';
import { isWalletTarget } from '@/lib/routes';
import { withFullContext } from '@/components/providers/with-full-context';
import { onDemand } from '@/components/on-demand';
import { InboxDialog, WalletDialog } from './member-dialogs';
import { useWarmMemberDialogs } from './use-warm-member-dialogs';
import { useWarmVisitorDialogs } from './use-warm-visitor-dialogs';
import { LoginDialog, RegisterDialog, ServerRegisterDialog } from './visitor-dialogs';

/** Where the browser reads the published static files (the contact dialog reads its country's). */
export type PublishedFiles = { baseUrl: string; env: string };

// Dialogs load when one is opened: their forms and PrimeReact's Dialog stay out of first-page JS.
// Those the server does not render show the moment their code is in (components/on-demand.tsx). The
// header's (Log In and Join Now, or the wallet and the inbox) are also loaded once the page is idle.
const TncDialog = onDemand(() => withFullContext(import('@/features/auth/dialogs').then((m) => m.TncDialog)));
const ForgotPasswordDialog = onDemand(() => withFullContext(import('@/features/auth/dialogs').then((m) => m.ForgotPasswordDialog)));
const ResetPasswordDialog = onDemand(() => withFullContext(import('@/features/auth/dialogs').then((m) => m.ResetPasswordDialog)));
const ContactDialog = onDemand(() => withFullContext(import('@/features/contact/dialogs').then((m) => m.ContactDialog)));
const LanguageDialog = onDemand(() =>
  withFullContext(
    import('@/features/i18n/dialogs').then((m) => m.LanguageDialog),
    { queries: false },
  ),
);

/** Opens the dialog named by ?action= (docs/PRODUCT.md §2). Member-only dialogs ask a visitor to log in first. */
export function DialogHost({ files }: { files: PublishedFiles }) {
  const { action } = useQueryDialog();
  const lang = useLocale();
  const loggedIn = useUserStore((s) => s.loggedIn);
  const preview = usePreviewKey() !== null;
  useWarmMemberDialogs(action);
  useWarmVisitorDialogs();
  // Decided once, when the page is rendered: the server rendered the register dialog only then.
  const [registerAtLoad] = useState(() => action === 'register');
  if (!action) return null;
  if (action === 'login') return loggedIn ? null : <LoginDialog />;
  if (action === 'register') {
    if (loggedIn) return null;
    return registerAtLoad ? <ServerRegisterDialog lang={lang} /> : <RegisterDialog lang={lang} />;
  }
  if (action === 'language') return <LanguageDialog />;
  if (action === 'contact-us') return <ContactDialog files={files} />;
  if (action === 'forgot-password') return loggedIn ? null : <ForgotPasswordDialog />;
  if (action === 'reset-password') return <ResetPasswordDialog />;
  if (action === 'inbox') return loggedIn ? <InboxDialog /> : <LoginDialog />;
  // The console's preview shows the terms dialog to a visitor too (with the draft version).
  if (action === 'tnc') return loggedIn || preview ? <TncDialog /> : null;
  if (isWalletTarget(action)) return loggedIn ? <WalletDialog target={action} /> : <LoginDialog />;
  return null;
}
