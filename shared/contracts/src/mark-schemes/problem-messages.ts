// A mark scheme's problems (markSchemeProblemOf) as ICU MessageFormat, English and Welsh: the one source
// of their words for the editor's catalogue (mf-homework) and the server's refusals (server/src/kit/
// api-messages), each of which takes them under its own keys. The English is markSchemeRefusals' words
// exactly (a test holds each beside schemeProblemText). The Welsh NEEDS A WELSH SPEAKER'S REVIEW
// (docs/welsh-terms.md); its apostrophes are ’, as an ASCII one quotes in ICU.
import { MAX_LEVEL_POINTS } from './codes';
import type { SchemeProblem } from './rules';

/** Each problem's message key: bandGap has two, a gap of one total and of several. */
export type SchemeProblemKey = Exclude<SchemeProblem['problem'], 'bandGap'> | 'bandGap' | 'bandGapOne';

export const SCHEME_PROBLEM_MESSAGES: { en: Record<SchemeProblemKey, string>; cy: Record<SchemeProblemKey, string> } = {
  en: {
    nameNeeded: 'A mark scheme needs a name.',
    criterionNeeded: 'A mark scheme needs at least one criterion.',
    idTwice: 'Each criterion and level of a scheme needs its own id.',
    bandLabelNeeded: 'Each grade band needs a label.',
    criterionTitleNeeded: 'Criterion {n} needs a title.',
    levelNeeded: '“{criterion}” needs at least one level.',
    descriptorNeeded: 'Level {level} of “{criterion}” needs a descriptor.',
    pointsNeeded: `Level {level} of “{criterion}” needs its points: a whole number from 0 to ${MAX_LEVEL_POINTS}.`,
    bandEdgesNeeded: 'The band “{label}” needs the totals it starts and ends at: whole numbers from 0.',
    bandBackwards: 'The band “{label}” ends before it starts.',
    bandBeyondMax: "The band “{label}” goes beyond the scheme''s maximum of {max}.",
    bandsOverlap: 'The bands “{first}” and “{second}” overlap: each total belongs to one band.',
    bandGap: 'No band covers the totals {from} to {to}.',
    bandGapOne: 'No band covers a total of {from}.',
  },
  cy: {
    nameNeeded: 'Mae angen enw ar gynllun marcio.',
    criterionNeeded: 'Mae angen o leiaf un maen prawf ar gynllun marcio.',
    idTwice: 'Mae angen ei ddynodydd ei hun ar bob maen prawf a lefel mewn cynllun.',
    bandLabelNeeded: 'Mae angen label ar bob band gradd.',
    criterionTitleNeeded: 'Mae angen teitl ar faen prawf {n}.',
    levelNeeded: 'Mae angen o leiaf un lefel ar “{criterion}”.',
    descriptorNeeded: 'Mae angen disgrifydd ar lefel {level} o “{criterion}”.',
    pointsNeeded: `Mae angen pwyntiau ar lefel {level} o “{criterion}”: rhif cyfan o 0 i ${MAX_LEVEL_POINTS}.`,
    bandEdgesNeeded: 'Mae angen i’r band “{label}” gael y cyfansymiau y mae’n dechrau ac yn gorffen arnynt: rhifau cyfan o 0.',
    bandBackwards: 'Mae’r band “{label}” yn gorffen cyn iddo ddechrau.',
    bandBeyondMax: 'Mae’r band “{label}” yn mynd y tu hwnt i uchafswm y cynllun, sef {max}.',
    bandsOverlap: 'Mae’r bandiau “{first}” a “{second}” yn gorgyffwrdd: mae pob cyfanswm yn perthyn i un band.',
    bandGap: 'Does dim band yn cynnwys y cyfansymiau {from} i {to}.',
    bandGapOne: 'Does dim band yn cynnwys cyfanswm o {from}.',
  },
};

/** The messages under a catalogue's keys, `problem.<key>`. */
export const schemeProblemCatalogue = (messages: Record<SchemeProblemKey, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`problem.${key}`, message])) as { [K in SchemeProblemKey as `problem.${K}`]: string };

/** A problem's message key and the values it names. */
export function schemeProblemMessage(found: SchemeProblem): { key: SchemeProblemKey; values: Record<string, string | number> } {
  const { problem, ...values } = found;
  if (problem === 'bandGap' && found.from === found.to) return { key: 'bandGapOne', values };
  return { key: problem, values };
}
