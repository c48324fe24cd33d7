// The words of the server's own web pages in Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW:
// written from docs/welsh-terms.md, not yet read by a Welsh speaker; the page says so.
import type { Translation } from '../../kit/messages';
import type en from './en';

const cy: Translation<typeof en> = {
  'page.reviewNote': 'Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.',
  'notBuilt.title': 'Gwaith Cartref',
  'notBuilt.heading': 'Mae Gwaith Cartref yn cychwyn',
  'notBuilt.body': 'Nid yw’r pen blaen wedi’i adeiladu eto. Rhedwch <code>npm start</code> (neu\n<code>npm run build</code>) ac ail-lwytho’r dudalen hon.',
};

export default cy;
