/** Loaded only when ?action=language opens it. */
export { LanguageDialog } from './components/language-dialog';
