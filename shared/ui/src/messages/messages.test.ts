// @homework/ui's catalogues (decision 0040), each with the part it is loaded with: English is the
// current text exactly; Welsh has every key, every message formats in both, Welsh counts in six forms.
import enUS from 'antd/locale/en_US';
import enGB from 'antd/locale/en_GB';
import { fileNotSupported, uploadFailed } from '@homework/contracts';
import type { Catalogue, Messages } from '@homework/platform/messages';
import { createCatalogue, showPseudoLocale } from '@homework/platform/messages';
import antdCy from '../antd-locale/messages/cy';
import antdEn from '../antd-locale/messages/en';
import { loadAntdLocale } from '../antd-locale';
import { catalogueLocale } from '../antd-locale/welsh-locale';
import popoutCy from '../assigned-to-selector/messages/cy';
import popoutEn from '../assigned-to-selector/messages/en';
import { popoutMessages } from '../assigned-to-selector/messages';
import attachCy from '../attachments/messages/cy';
import attachEn from '../attachments/messages/en';
import { attachmentMessages } from '../attachments/messages';
import { checkFiles, formatFileSize } from '../attachments';
import pickerCy from '../date-picker/messages/cy';
import pickerEn from '../date-picker/messages/en';
import { pickerMessages } from '../date-picker/messages';
import previewCy from '../recipient-preview/messages/cy';
import previewEn from '../recipient-preview/messages/en';
import { previewMessages } from '../recipient-preview/messages';
import editorCy from '../rich-text/messages/cy';
import editorEn from '../rich-text/messages/en';
import { editorMessages } from '../rich-text/messages';
import unsavedCy from '../unsaved-work/messages/cy';
import unsavedEn from '../unsaved-work/messages/en';
import { unsavedMessages } from '../unsaved-work/messages';
import summaryCy from '../assigned-to-selector/summary/messages/cy';
import summaryEn from '../assigned-to-selector/summary/messages/en';
import { summaryMessages } from '../assigned-to-selector/summary/messages';
import datesCy from '../dates/messages/cy';
import datesEn from '../dates/messages/en';
import { dateMessages } from '../dates/messages';
import cy from './cy';
import en from './en';
import { uiMessages } from '.';

const antdMessages = createCatalogue(antdEn, { cy: async () => ({ default: antdCy }) });
const CATALOGUES: [string, Catalogue<Messages>, Messages, Record<string, string>][] = [
  ['every screen’s parts', uiMessages as unknown as Catalogue<Messages>, en, cy],
  ['the selector’s summary', summaryMessages as unknown as Catalogue<Messages>, summaryEn, summaryCy],
  ['the date display', dateMessages as unknown as Catalogue<Messages>, datesEn, datesCy],
  ['the selector’s popout', popoutMessages as unknown as Catalogue<Messages>, popoutEn, popoutCy],
  ['the attachments field', attachmentMessages as unknown as Catalogue<Messages>, attachEn, attachCy],
  ['the date picker', pickerMessages as unknown as Catalogue<Messages>, pickerEn, pickerCy],
  ['the recipient preview', previewMessages as unknown as Catalogue<Messages>, previewEn, previewCy],
  ['the rich-text editor', editorMessages as unknown as Catalogue<Messages>, editorEn, editorCy],
  ['unsaved work', unsavedMessages as unknown as Catalogue<Messages>, unsavedEn, unsavedCy],
  ['antd’s texts', antdMessages as unknown as Catalogue<Messages>, antdEn, antdCy],
];
/** Unit symbols, the same in Welsh: MB and KB. */
const SAME_IN_BOTH = new Set(['size.mb', 'size.kb']);

beforeAll(() => Promise.all(CATALOGUES.map(([, catalogue]) => catalogue.load('cy'))));

describe.each(CATALOGUES)('%s', (_name, catalogue, english, welsh) => {
  test('Welsh has every key English has, and no other', () => {
    expect(Object.keys(welsh).sort()).toEqual(Object.keys(english).sort());
  });

  test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
    expect(Object.entries(welsh).filter(([, message]) => message.includes("'"))).toEqual([]);
  });

  test('every message formats in both languages, and the Welsh differs from the English', () => {
    const values = { count: 2, n: '2', total: 2, label: '7A', name: 'Adams, Amy', error: 'Offline.', file: 'a.pdf', size: '5', level: 1, day: 'Llun', type: 'x', len: 1, min: 1, max: 2 };
    for (const key of Object.keys(english)) {
      expect(catalogue.format(key, values, 'en')).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(catalogue.format(key, values, 'cy')).not.toBe(catalogue.format(key, values, 'en'));
    }
  });
});

test('the spec’s texts with a file’s name are contracts’, word for word', () => {
  expect(attachmentMessages.format('attach.notSupported', { file: 'a.exe' }, 'en')).toBe(fileNotSupported('a.exe'));
  expect(attachmentMessages.format('attach.uploadFailed', { file: 'a.pdf' }, 'en')).toBe(uploadFailed('a.pdf'));
});

test('antd’s English in the catalogue is antd’s own, so the Welsh translates what an English page shows', () => {
  const english = (key: keyof typeof antdEn) => antdMessages.format(key, { label: '${label}', type: '${type}', len: '${len}', min: '${min}', max: '${max}' }, 'en');
  expect([english('ok'), english('cancel'), english('noData'), english('page.perPage'), english('select')]).toEqual([
    enUS.Modal!.okText,
    enUS.Popconfirm!.cancelText,
    enUS.Empty!.description,
    enUS.Pagination!.items_per_page,
    enUS.global!.placeholder,
  ]);
  expect(english('form.required')).toBe(enUS.Form!.defaultValidateMessages!.required);
  expect(english('form.type')).toBe(enUS.Form!.defaultValidateMessages!.types!.string);
  expect([english('date.today'), english('date.nextMonth'), english('date.prevYear')]).toEqual([enGB.DatePicker!.lang.today, enGB.DatePicker!.lang.nextMonth, enGB.DatePicker!.lang.previousYear]);
});

test('the Welsh antd locale gives antd its own placeholders and the calendar Welsh names', async () => {
  const locale = await catalogueLocale('cy');
  expect(locale.Modal).toEqual({ okText: 'Iawn', cancelText: 'Canslo', justOkText: 'Iawn' });
  expect(locale.Pagination?.items_per_page).toBe('/ tudalen');
  expect(locale.Form?.defaultValidateMessages?.required).toBe('Rhowch ${label}');
  expect(locale.DatePicker?.lang.shortMonths?.[11]).toBe('Rhag');
  expect(locale.DatePicker?.lang.locale).toBe('cy');
});

test('in the pseudo-locale antd’s English is the catalogue’s, marked, and English pages keep antd’s own', async () => {
  expect(await loadAntdLocale('en')).toBeUndefined();
  showPseudoLocale();
  try {
    const locale = await loadAntdLocale('en');
    expect(locale?.Modal?.okText).toBe('⟦OK·⟧');
    expect(locale?.Pagination?.items_per_page).toMatch(/^⟦\/ page··⟧$/);
    expect(locale?.DatePicker?.lang.shortMonths).toBeUndefined();
  } finally {
    showPseudoLocale(false);
  }
});

describe('counts in Welsh’s six forms', () => {
  test.each([
    [0, '0 disgybl'],
    [1, '1 disgybl'],
    [2, '2 ddisgybl'],
    [3, '3 disgybl'],
    [6, '6 disgybl'],
    [7, '7 o ddisgyblion'],
  ])('%i student(s)', (count, text) => {
    expect(summaryMessages.format('assigned.students', { count, n: String(count) }, 'cy')).toBe(text);
  });

  test('sizes and attachment limits', () => {
    expect([1, 2, 12].map((bytes) => formatFileSize(bytes, 'cy'))).toEqual(['1 beit', '2 feit', '12 o feitiau']);
    expect(formatFileSize(1.5 * 1024 * 1024, 'cy')).toBe('1.5 MB');
    const file = new File(['x'], 'a.exe');
    expect(checkFiles([file], [], { validTypes: ['pdf'], maxBytes: 10, language: 'cy' }).errors).toEqual(['Ni chefnogir “a.exe”']);
  });
});
