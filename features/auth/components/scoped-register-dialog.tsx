'use client';

import { MessagesLater } from '@/components/providers/all-messages';
import { QueryScope } from '@/components/providers/query-core';
import { RegisterDialog } from './auth-dialogs';

/**
 * The register dialog with the page's query client and every message namespace, renderable on the
 * server: ?action=register in a page's URL (a header link tapped before the scripts ran, a referral
 * link) shows the dialog and its working form in the first paint (as ScopedLoginDialog).
 */
export function ScopedRegisterDialog({ lang }: { lang: string }) {
  return (
    <MessagesLater>
      <QueryScope>
        <RegisterDialog lang={lang} />
      </QueryScope>
    </MessagesLater>
  );
}
