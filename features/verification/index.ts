/** Verification's routes entry: the screen app/[lang]/(default)/(queries)/account/verification renders. */
export { VerificationScreen } from './components/verification-screen';
