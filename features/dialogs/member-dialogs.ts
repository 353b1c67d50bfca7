import { onDemand } from '@/components/on-demand';
import { withFullContext } from '@/components/providers/with-full-context';

// The header's member dialogs, in one place for the host that renders them and the warm-up that
// preloads them (use-warm-member-dialogs.ts): a warmed dialog renders on its first render.
export const InboxDialog = onDemand(() => withFullContext(import('@/features/inbox/dialogs').then((m) => m.InboxDialog)));
export const WalletDialog = onDemand(() => withFullContext(import('@/features/wallet/dialogs').then((m) => m.WalletDialog)));
