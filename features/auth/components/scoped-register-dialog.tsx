'use client';

import { MessagesLater } from '@/components/providers/all-messages';
import { RegisterDialog } from './auth-dialogs';

/**
 * The register dialog with every message namespace, renderable on the
 * server: ?action=register in a page's URL (a header link tapped before the scripts ran, a referral
 * link) shows the dialog and its working form in the first paint (as ScopedLoginDialog).
 */
export function ScopedRegisterDialog({ lang }: { lang: string }) {
  return (
    <MessagesLater>
      <RegisterDialog lang={lang} />
    </MessagesLater>
  );
}
