import dynamic from 'next/dynamic';
import { onDemand } from '@/components/on-demand';
import { loadPageMessages } from '@/components/providers/all-messages';
import { withFullContext } from '@/components/providers/with-full-context';
import { withQueries } from '@/components/providers/with-queries';

// The header's visitor dialogs, Log In and Join Now, in one place for the host that renders them
// and the warm-up that loads them ahead of a tap (use-warm-visitor-dialogs.ts).

/**
 * Login's code, React Query's island and every message namespace (MessagesLater swaps them in), asked
 * for together: one wait on a cold tap instead of three in a row (code, then the island it imports,
 * then the messages its first render asks for).
 */
export function loadLoginDialog() {
  void loadPageMessages();
  return withQueries(import('@/features/auth/dialogs').then((m) => m.ScopedLoginDialog));
}

// Login renders on the server too: a header link tapped before the scripts ran loads ?action=login,
// and the dialog's form works in the first paint (features/auth/components/scoped-login-dialog.tsx).
export const LoginDialog = dynamic(loadLoginDialog);
// Register as well when the page is loaded with ?action=register (its HTML carries the validation
// texts, htmlNamespaces); opened after the scripts run, it waits for every namespace as before.
export const ServerRegisterDialog = dynamic(() => withQueries(import('@/features/auth/dialogs').then((m) => m.ScopedRegisterDialog)));
export const RegisterDialog = onDemand(() => withFullContext(import('@/features/auth/dialogs').then((m) => m.RegisterDialog)));
