// The mark scheme field's English messages (decision 0039, 0040), loaded with the form's chunk: the
// contracts' words exactly (`spec()`), the rest ICU MessageFormat.
import { SCHEME_OWNER_NAMES as OWNER, markSchemeTexts as texts } from '@homework/contracts/mark-schemes';
import { spec } from '@homework/platform/messages';

const en = {
  'scheme.field': spec(texts.field),
  'scheme.none': spec(texts.none),
  'scheme.help': spec(texts.fieldHelp),
  'scheme.manage': spec(texts.manage),
  'scheme.own': spec(OWNER.own),
  'scheme.school': spec(OWNER.school),
  // An apostrophe before a letter is ICU's plain apostrophe.
  'scheme.copy': "{name} (this homework's copy)",
  'scheme.loadFailed': 'The mark schemes could not be loaded: {message}',
  'scheme.changeTitle': spec(texts.changeQuestion.title),
  'scheme.marks': '{count, plural, one {# student has a mark} other {# students have a mark}} on this homework. Their grades and comments are kept as they are.',
  'scheme.noLevels': 'No levels were chosen on the current scheme.',
  'scheme.levels': 'The levels chosen for {count, plural, one {# student} other {# students}} are set aside with the current scheme: Undo puts them back.',
  'scheme.confirm': spec(texts.changeQuestion.confirm),
  'scheme.keep': spec(texts.changeQuestion.cancel),
  'scheme.notChosen': 'The homework was created, but its mark scheme was not chosen: {message} Choose it again on Edit.',
  'scheme.changed': spec(texts.changed),
  'scheme.undone': spec(texts.changeUndone),
  'scheme.changeFailed': 'The mark scheme was not changed: {message}',
  'scheme.undo': spec(texts.undo),
};

export default en;
export type SchemeFieldMessages = typeof en;
