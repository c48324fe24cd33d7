// The date picker's own English (01 "Editor pieces"; decision 0040); the calendar's are antd's.
const en = {
  'picker.calendar': 'Choose a date from the calendar',
  // What to type, in the words' initials: the date itself is DD/MM/YYYY in both languages.
  'picker.format': 'DD/MM/YYYY',
};

export type PickerMessages = typeof en;
export default en;
