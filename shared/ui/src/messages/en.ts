// @homework/ui's English for what every screen may show (decision 0040): a failed load's Retry. The
// other parts have a catalogue beside them, so a screen carries only the texts of the parts it shows.
const en = {
  'load.retry': 'Retry',
};

export type UiMessages = typeof en;
export default en;
