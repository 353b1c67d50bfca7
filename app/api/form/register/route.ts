import { registerFormPost } from '@/features/auth/views';
import { methodNotAllowed } from '@/lib/platform-forward';

/** POST /api/form/register: the register dialog's form, posted by the browser before (or without) the page's scripts. */
export const POST = registerFormPost;

export { methodNotAllowed as GET };
