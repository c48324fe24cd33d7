// The mark scheme on Create and Edit (decision 0039): the choice of a scheme, asked first when it
// affects marks, copied onto the homework once it is saved; the schemes' editor loads when opened.
export { markSchemeNotChosen, useSchemeChoice, type SchemeChoice } from './state/use-scheme-choice';
export { MarkSchemeField } from './components/mark-scheme-field';
