/** Verification's routes entry: the screen app/[lang]/(default)/account/verification renders. */
export { VerificationScreen } from './components/verification-screen';
