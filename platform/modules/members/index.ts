/** Members: accounts, sign-up and sign-in, sessions, passwords and PINs, bank accounts. */
export { memberHooks, setMemberHooks, type Device, type MemberHooks, type ReferralCheck } from './hooks';
