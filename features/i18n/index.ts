export { LanguageSwitcher } from './components/language-switcher';
export { LanguageDialog } from './components/language-dialog';
export { messageLanguageOf, MESSAGE_LANGUAGES } from './languages';
