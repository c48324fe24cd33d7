// The person's language: the choice in the user menu and the hook that keeps it (decision 0040).
export { LANGUAGE_NAMES, languageKey, languageMenuItems } from './language-menu';
export { showLanguage, useLanguageChoice, type LanguageChoice } from './use-language';
