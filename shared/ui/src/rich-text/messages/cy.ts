// The rich-text editor's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { EditorMessages } from './en';

const cy: Translation<EditorMessages> = {
  'editor.loading': 'Yn llwytho’r golygydd',
  'editor.description': 'Disgrifiad',
  'editor.keys': 'Mae Tab yn symud i’r maes nesaf; Shift+Tab i’r bar offer fformatio.',
  'editor.toolbar': 'Fformatio',
  'editor.heading': 'Pennawd {level}',
  'editor.bold': 'Trwm',
  'editor.italic': 'Italig',
  'editor.underline': 'Tanlinellu',
  'editor.numbered': 'Rhestr wedi’i rhifo',
  'editor.bulleted': 'Rhestr bwledi',
  'editor.quote': 'Dyfyniad',
  'editor.code': 'Cod',
  'editor.link': 'Dolen',
  'editor.undo': 'Dadwneud',
  'editor.redo': 'Ailwneud',
  'link.add': 'Ychwanegu dolen',
  'link.text': 'Testun i’w ddangos',
  'link.address': 'Cyfeiriad gwe',
  'link.invalid': 'Rhowch gyfeiriad gwe fel https://www.example.com',
  'link.selected': 'Mae’r testun a ddewiswyd yn cysylltu â’r cyfeiriad hwn.',
  'link.insert': 'Mewnosod',
  'link.apply': 'Defnyddio',
  'link.cancel': 'Canslo',
};

export default cy;
