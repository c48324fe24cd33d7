// Date picker (01 "Editor pieces"): a short date, DD/MM/YYYY, with a calendar button. The value is a
// calendar date ('YYYY-MM-DD') as the school sees it, so no time zone arithmetic happens here: the
// caller turns instants into school dates and back (start of day in the school's zone). On a Welsh
// page the calendar is antd's Welsh locale (../antd-locale), loaded with the Welsh texts.
import { Button, ConfigProvider, DatePicker, Space } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb'; // weeks start on Monday in the calendar
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localeData from 'dayjs/plugin/localeData';
import weekday from 'dayjs/plugin/weekday';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import weekYear from 'dayjs/plugin/weekYear';
import { useMemo, useRef, useState, type ComponentRef, type MouseEvent } from 'react';
import { useAntdLocale, type AntdLocale } from '../antd-locale';
import { pickerMessages } from './messages';

// The picker calls these plugins' methods on the values it is given. dayjs is not a shared singleton
// of the suite, so the copy that made a value may not be the picker's: extend ours as the picker
// extends its own (a no-op when they are the same copy).
[customParseFormat, advancedFormat, weekday, localeData, weekOfYear, weekYear].forEach((plugin) => dayjs.extend(plugin));

export const SCHOOL_DATE_FORMAT = 'DD/MM/YYYY';
/**
 * Typed dates are read in these forms too; the first is the one shown. No two-digit years: the
 * picker reads a date as soon as the text matches a form, so '25/12/20' would become 2020 mid-typing.
 */
const INPUT_FORMATS = [SCHOOL_DATE_FORMAT, 'D/M/YYYY'];
const VALUE_FORMAT = 'YYYY-MM-DD';

export interface SchoolDatePickerProps {
  /** 'YYYY-MM-DD' in the school's time zone, or null. */
  value: string | null;
  onChange(value: string | null): void;
  /** The last date that may be chosen, 'YYYY-MM-DD'. */
  maxDate?: string;
  /** The first date that may be chosen, 'YYYY-MM-DD'. */
  minDate?: string;
  id?: string;
  status?: 'error';
  ariaLabel?: string;
  disabled?: boolean;
  allowClear?: boolean;
}

/** 'YYYY-MM-DD' to a day of the picker; anything else is no day. */
export function toPickerDay(value: string | null | undefined): Dayjs | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = dayjs(value, VALUE_FORMAT);
  return day.isValid() && day.format(VALUE_FORMAT) === value ? day : null;
}

export const fromPickerDay = (day: Dayjs | null | undefined): string | null => (day && day.isValid() ? day.format(VALUE_FORMAT) : null);

/**
 * A locale (en-GB, or the page's Welsh) with no names of its own for the calendar's month and year buttons ('Choose a
 * month' over 'Dec'): a button's name must hold the text it shows (WCAG 2.5.3), so they are named by their text.
 */
const pickerLocale = (locale: AntdLocale): AntdLocale => ({
  ...locale,
  DatePicker: locale.DatePicker && { ...locale.DatePicker, lang: { ...locale.DatePicker.lang, monthSelect: '', yearSelect: '' } },
});
const PICKER_LOCALE = pickerLocale(enGB);

/** The calendar button's name in English (01 §2: a short date with a calendar button). */
export const CALENDAR_BUTTON_LABEL = pickerMessages.format('picker.calendar', undefined, 'en');

/** antd's calendar outline, drawn here: the button needs no icon package. */
const CalendarIcon = () => (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M880 184H712v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H384v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H144c-17.7 0-32 14.3-32 32v664c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V216c0-17.7-14.3-32-32-32zm-40 656H184V460h656v380zM184 392V256h128v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h256v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h128v136H184z" />
  </svg>
);

export function SchoolDatePicker({ value, onChange, maxDate, minDate, id, status, ariaLabel, disabled, allowClear = true }: SchoolDatePickerProps) {
  const day = useMemo(() => toPickerDay(value), [value]);
  const max = useMemo(() => toPickerDay(maxDate) ?? undefined, [maxDate]);
  const min = useMemo(() => toPickerDay(minDate) ?? undefined, [minDate]);
  const [open, setOpen] = useState(false);
  const picker = useRef<ComponentRef<typeof DatePicker>>(null);
  // Open or not when the button was pressed: the picker closes itself on a press outside it first.
  const openAtPress = useRef(false);
  const t = pickerMessages.useMessages();
  const pageLocale = useAntdLocale();
  const locale = useMemo(() => (pageLocale ? pickerLocale(pageLocale) : PICKER_LOCALE), [pageLocale]);
  return (
    <ConfigProvider locale={locale}>
      <Space.Compact>
        <DatePicker
          ref={picker}
          id={id}
          value={day}
          onChange={(next) => onChange(fromPickerDay(next))}
          format={INPUT_FORMATS}
          placeholder={t('picker.format')}
          maxDate={max}
          minDate={min}
          status={status}
          aria-label={ariaLabel}
          disabled={disabled}
          allowClear={allowClear}
          open={open}
          onOpenChange={setOpen}
          // Escape closes a calendar the button opened too, which the picker does not count as its own.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) setOpen(false);
          }}
          suffixIcon={null}
        />
        {/* A button of its own, beside the date and reached by Tab after it (01 §2); the calendar's keys work from the date. */}
        <Button
          icon={<CalendarIcon />}
          aria-label={t('picker.calendar')}
          aria-expanded={open}
          aria-controls={id}
          disabled={disabled}
          onMouseDown={(event: MouseEvent) => {
            event.preventDefault();
            openAtPress.current = open;
          }}
          onKeyDown={() => {
            openAtPress.current = open;
          }}
          onClick={() => {
            setOpen(!openAtPress.current);
            picker.current?.focus();
          }}
        />
      </Space.Compact>
    </ConfigProvider>
  );
}
