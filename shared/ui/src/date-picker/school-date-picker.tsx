// Date picker (01 "Editor pieces"): a short date, DD/MM/YYYY, with a calendar button. The value is a
// calendar date ('YYYY-MM-DD') as the school sees it, so no time zone arithmetic happens here: the
// caller turns instants into school dates and back (start of day in the school's zone).
import { ConfigProvider, DatePicker } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb'; // weeks start on Monday in the calendar
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localeData from 'dayjs/plugin/localeData';
import weekday from 'dayjs/plugin/weekday';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import weekYear from 'dayjs/plugin/weekYear';
import { useMemo } from 'react';

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

export function SchoolDatePicker({ value, onChange, maxDate, minDate, id, status, ariaLabel, disabled, allowClear = true }: SchoolDatePickerProps) {
  const day = useMemo(() => toPickerDay(value), [value]);
  const max = useMemo(() => toPickerDay(maxDate) ?? undefined, [maxDate]);
  const min = useMemo(() => toPickerDay(minDate) ?? undefined, [minDate]);
  return (
    <ConfigProvider locale={enGB}>
      <DatePicker
        id={id}
        value={day}
        onChange={(next) => onChange(fromPickerDay(next))}
        format={INPUT_FORMATS}
        placeholder={SCHOOL_DATE_FORMAT}
        maxDate={max}
        minDate={min}
        status={status}
        aria-label={ariaLabel}
        disabled={disabled}
        allowClear={allowClear}
      />
    </ConfigProvider>
  );
}
