// antd in Welsh (decision 0040), made from @homework/ui's Welsh catalogue of antd's texts: antd has
// no Welsh locale of its own. This module is a chunk loaded only on a Welsh page, with dayjs's Welsh
// names of days and months for the calendar.
import cyDayjs from 'dayjs/locale/cy';
import { createCatalogue } from '@homework/platform/messages';
import type { Language } from '@homework/contracts';
import type { AntdLocale } from './antd-locale';
import en from './messages/en';

const antdMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-cy" */ './messages/cy') });

/**
 * antd's locale from the catalogue in a language, once its messages have loaded: Welsh, or English
 * in the pseudo-locale (antd's own English is not a catalogue's, so the pseudo-locale marks this one).
 */
export async function catalogueLocale(language: Language): Promise<AntdLocale> {
  await antdMessages.load(language);
  // antd fills ${label}, ${type} … itself: the catalogue's {label} is given back to it as such.
  const t = (key: keyof typeof en) =>
    antdMessages.format(key, { label: '${label}', type: '${type}', len: '${len}', min: '${min}', max: '${max}' }, language);
  const ok = t('ok');
  const cancel = t('cancel');
  const datePicker = {
    lang: {
      locale: language,
      placeholder: t('date.placeholder'),
      rangePlaceholder: [t('date.start'), t('date.end')] as [string, string],
      today: t('date.today'),
      now: t('date.now'),
      backToToday: t('date.backToToday'),
      ok,
      clear: t('date.clear'),
      week: t('date.week'),
      month: t('date.month'),
      year: t('date.year'),
      timeSelect: t('date.timeSelect'),
      dateSelect: t('date.dateSelect'),
      monthSelect: t('date.month'),
      yearSelect: t('date.year'),
      decadeSelect: t('date.decadeSelect'),
      previousMonth: t('date.prevMonth'),
      nextMonth: t('date.nextMonth'),
      previousYear: t('date.prevYear'),
      nextYear: t('date.nextYear'),
      previousDecade: t('date.prevDecade'),
      nextDecade: t('date.nextDecade'),
      previousCentury: t('date.prevCentury'),
      nextCentury: t('date.nextCentury'),
      // Given here, not left to antd's copy of dayjs, which may not be the copy that has Welsh.
      ...(language === 'cy' ? { shortWeekDays: cyDayjs.weekdaysMin, shortMonths: cyDayjs.monthsShort } : {}),
      yearFormat: 'YYYY',
      dayFormat: 'D',
      cellMeridiemFormat: 'A',
      monthBeforeYear: true,
    },
    timePickerLocale: { placeholder: t('time.placeholder'), rangePlaceholder: [t('time.start'), t('time.end')] as [string, string] },
  };
  const typeTemplate = t('form.type');
  return {
    locale: language,
    global: { placeholder: t('select'), close: t('close'), sortable: t('sortable'), show: t('show'), hide: t('hide') },
    Pagination: {
      items_per_page: t('page.perPage'),
      jump_to: t('page.goTo'),
      jump_to_confirm: t('page.confirm'),
      page: t('page.page'),
      prev_page: t('page.prev'),
      next_page: t('page.next'),
      prev_5: t('page.prev5'),
      next_5: t('page.next5'),
      prev_3: t('page.prev3'),
      next_3: t('page.next3'),
      page_size: t('page.size'),
    },
    DatePicker: datePicker,
    Calendar: datePicker,
    TimePicker: datePicker.timePickerLocale,
    Table: {
      filterTitle: t('table.filter'),
      filterConfirm: ok,
      filterReset: t('table.reset'),
      filterEmptyText: t('table.noFilters'),
      filterCheckAll: t('table.checkAll'),
      filterSearchPlaceholder: t('table.filterSearch'),
      emptyText: t('noData'),
      selectAll: t('table.selectPage'),
      selectInvert: t('table.invertPage'),
      selectNone: t('table.clearAll'),
      selectionAll: t('table.selectAll'),
      sortTitle: t('table.sort'),
      expand: t('table.expand'),
      collapse: t('table.collapse'),
      triggerDesc: t('table.desc'),
      triggerAsc: t('table.asc'),
      cancelSort: t('table.cancelSort'),
    },
    Modal: { okText: ok, cancelText: cancel, justOkText: ok },
    Popconfirm: { okText: ok, cancelText: cancel },
    Upload: {
      uploading: t('upload.uploading'),
      removeFile: t('upload.remove'),
      uploadError: t('upload.error'),
      previewFile: t('upload.preview'),
      downloadFile: t('upload.download'),
    },
    Empty: { description: t('noData') },
    Text: { edit: t('text.edit'), copy: t('text.copy'), copied: t('text.copied'), expand: t('text.expand'), collapse: t('text.collapse') },
    Form: {
      optional: t('form.optional'),
      defaultValidateMessages: {
        default: t('form.default'),
        required: t('form.required'),
        whitespace: t('form.whitespace'),
        types: Object.fromEntries(
          ['string', 'method', 'array', 'object', 'number', 'date', 'boolean', 'integer', 'float', 'regexp', 'email', 'url', 'hex'].map((type) => [type, typeTemplate]),
        ),
        string: { len: t('form.len'), min: t('form.min'), max: t('form.max') },
      },
    },
  };
}
