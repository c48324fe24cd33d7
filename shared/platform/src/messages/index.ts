// The suite's messages in the page's language (decision 0040): the language, one fact the shell sets,
// and each package's own catalogue of English and Welsh.
export { activeLanguage, isPseudoLocale, setActiveLanguage, setSchoolLanguage, showPseudoLocale, useActiveLanguage, useOwnTextLang } from './language-store';
export { createCatalogue, spec, type Catalogue, type Literal, type Message, type MessageValues, type Messages, type Translation } from './catalogue';
