import type { PlatformEnv } from '../../env';

/**
 * Production never pretends to send: a reset channel that is switched on needs a real way out.
 * Empty when fit; otherwise one reason per problem, naming the setting to change.
 */
export function mailSettingProblems(env: PlatformEnv): string[] {
  if (!env.production) return [];
  const problems: string[] = [];
  if (env.passwordReset.methods.includes('email') && !env.mail.smtpHost) {
    problems.push('FORGOT_PASSWORD_METHODS includes email but SMTP_HOST is not set (set SMTP_HOST, SMTP_USER, SMTP_PASSWORD, MAIL_FROM)');
  }
  if (env.passwordReset.methods.includes('sms')) {
    problems.push('FORGOT_PASSWORD_METHODS includes sms but no SMS gateway is built yet (remove sms)');
  }
  return problems;
}
