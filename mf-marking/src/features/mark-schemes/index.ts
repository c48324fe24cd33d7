// The mark scheme in the marking view (decision 0039): the homework's copy read with the page, the
// levels chosen per student, and the panel above the grade, whose code loads for a homework with a scheme.
export { useMarkScheme, type Choice, type SchemeCopy } from './state/use-mark-scheme';
export { MarkSchemeLevels } from './components/mark-scheme-levels';
