/**
 * How a reset link can be sent, kept free of zod: the forgot-password dialog reads them, and
 * importing the endpoint shapes (lib/contracts/communication.ts) would load zod with the dialog.
 */
export const FORGOT_PASSWORD_METHODS = ['email', 'sms'] as const;
export type ForgotPasswordMethod = (typeof FORGOT_PASSWORD_METHODS)[number];
