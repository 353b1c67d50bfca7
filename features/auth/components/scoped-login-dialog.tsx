'use client';

import { MessagesLater } from '@/components/providers/all-messages';
import { LoginDialog } from './auth-dialogs';

/**
 * The login dialog with every message namespace, renderable on the
 * server: ?action=login in a page's URL (a header link tapped before the scripts ran) shows the
 * dialog and its working form in the first paint.
 */
export function ScopedLoginDialog() {
  return (
    <MessagesLater>
      <LoginDialog />
    </MessagesLater>
  );
}
