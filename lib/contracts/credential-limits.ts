/**
 * Username and password lengths, in one zod-free module so forms can use them without loading zod
 * (31 KB of gzip) with a page or a dialog. Passwords follow OWASP ASVS: at least 8 characters, and
 * long passphrases welcome (64 or more).
 */
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 16;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
