/**
 * Password length, in one zod-free module so forms can use it without loading zod into a page's
 * first JS. OWASP ASVS: at least 8 characters, and long passphrases welcome (64 or more).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
