export { LanguageSwitcher } from './components/language-switcher';
export { messageLanguageOf, MESSAGE_LANGUAGES } from './languages';
export { TranslationTool } from './components/translation-tool';
