export { SchoolDatePicker, SCHOOL_DATE_FORMAT, fromPickerDay, toPickerDay, type SchoolDatePickerProps } from './school-date-picker';
