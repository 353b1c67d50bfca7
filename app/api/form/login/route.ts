import { loginFormPost } from '@/features/auth/views';
import { methodNotAllowed } from '@/lib/platform-forward';

/** POST /api/form/login: the login dialog's form, posted by the browser before (or without) the page's scripts. */
export const POST = loginFormPost;

export { methodNotAllowed as GET };
