// The mark scheme field's Welsh messages (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW: written from
// the term banks in docs/welsh-terms.md, not yet read by a Welsh speaker; the language choice says so.
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { SchemeFieldMessages } from './en';

const cy: Translation<SchemeFieldMessages> = {
  'scheme.field': 'Cynllun marcio',
  'scheme.none': 'Dim cynllun marcio',
  'scheme.help': 'Mae marcio’n dewis lefel ar gyfer pob maen prawf; mae’r radd a dechrau’r sylw’n dod o’r lefelau. Mae’r cynllun yn cael ei gopïo i’r gwaith cartref, felly dyw newidiadau iddo wedyn ddim yn newid y gwaith cartref hwn.',
  'scheme.manage': 'Cynlluniau marcio…',
  'scheme.own': 'Fy nghynlluniau',
  'scheme.school': 'Cynlluniau’r ysgol',
  'scheme.copy': '{name} (copi’r gwaith cartref hwn)',
  'scheme.loadFailed': 'Doedd dim modd llwytho’r cynlluniau marcio: {message}',
  'scheme.changeTitle': 'Newid y cynllun marcio?',
  'scheme.marks': 'Mae gan {count, plural, zero {# disgybl} one {# disgybl} two {# ddisgybl} few {# disgybl} many {# disgybl} other {# o ddisgyblion}} farc ar y gwaith cartref hwn. Mae eu graddau a’u sylwadau’n cael eu cadw fel y maen nhw.',
  'scheme.noLevels': 'Chafodd dim lefelau eu dewis ar y cynllun presennol.',
  'scheme.levels': 'Mae’r lefelau a ddewiswyd ar gyfer {count, plural, zero {# disgybl} one {# disgybl} two {# ddisgybl} few {# disgybl} many {# disgybl} other {# o ddisgyblion}} yn cael eu cadw o’r neilltu gyda’r cynllun presennol: mae Dadwneud yn eu rhoi’n ôl.',
  'scheme.confirm': 'Newid y cynllun',
  'scheme.keep': 'Cadw’r cynllun presennol',
  'scheme.notChosen': 'Cafodd y gwaith cartref ei greu, ond chafodd ei gynllun marcio mo’i ddewis: {message} Dewiswch ef eto ar Golygu.',
  'scheme.changed': 'Cynllun marcio wedi’i newid.',
  'scheme.undone': 'Newid y cynllun marcio wedi’i ddadwneud: mae’r cynllun blaenorol a’i lefelau’n ôl.',
  'scheme.changeFailed': 'Chafodd y cynllun marcio mo’i newid: {message}',
  'scheme.undo': 'Dadwneud',
};

export default cy;
