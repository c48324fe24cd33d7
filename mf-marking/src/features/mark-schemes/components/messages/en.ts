// The marking view's mark-scheme panel (decision 0039), English (decision 0040): the panel is its own
// chunk, loaded for a homework with a scheme, so its words are beside it.
import { markSchemeTexts } from '@homework/contracts/mark-schemes';
import { spec } from '@homework/platform/messages';

const en = {
  'scheme.panel': 'Mark scheme: {name}',
  'scheme.hint': spec(markSchemeTexts.panelHint),
  'scheme.level': '{number}. {descriptor} ({points, plural, one {1 point} other {{points} points}})',
  'scheme.chosen': 'Levels chosen: {chosen} of {criteria}. The grade is worked out once every criterion has a level.',
  'scheme.grade': 'Grade from the levels: {grade}',
};

export default en;
export type SchemePanelMessages = typeof en;
