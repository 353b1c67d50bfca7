export { LanguageSwitcher } from './components/language-switcher';
export { messageLanguageOf, MESSAGE_LANGUAGES } from './languages';
