// The file viewers' English messages (02 §9, decision 0040): each viewer is its own chunk, loaded when
// a file of its kind is opened, so their words are here beside them, not in the marking view's.
const en = {
  'zoom.out': 'Zoom out',
  'zoom.in': 'Zoom in',
  'zoom.actual': 'Actual size',
  'zoom.keys': 'Keys: + and - zoom, 0 actual size',
  'pdf.label': '{label}, {count, plural, one {{count} page} other {{count} pages}}',
  'pdf.page': 'Page {number} of {count}',
  'pdf.notDrawn': 'Page {number} could not be drawn.',
  'pptx.slide': 'Slide {number} of {count}',
  'xlsx.noSheets': 'This workbook has no sheets to show.',
  'xlsx.sheet': '{label}, sheet {name}',
  'xlsx.cut': 'This sheet is larger than can be shown here: the first {rows} rows and {columns} columns are shown. Download the file to see it all.',
  'xlsx.empty': 'This sheet is empty.',
  'file.damaged': 'The file is damaged.',
};

export default en;
export type ViewerMessages = typeof en;
