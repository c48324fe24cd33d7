// Export marks' dialog (decision 0036), English (decision 0040): the dialog is its own chunk, loaded
// when it opens, so its words are beside it. The contracts' marksOutTexts hold the same English.
import { marksOutTexts } from '@homework/contracts/marks-out';
import { spec } from '@homework/platform/messages';

const en = {
  'out.title': spec(marksOutTexts.title),
  'out.cancel': spec(marksOutTexts.cancel),
  'out.export': spec(marksOutTexts.export),
  'out.failed': 'Export failed. {reason}',
  'out.what': spec(marksOutTexts.what),
  'out.thisHomework': spec(marksOutTexts.thisHomework),
  'out.classTerm': spec(marksOutTexts.classTerm),
  'out.group': spec(marksOutTexts.group),
  'out.noGroups': spec(marksOutTexts.noGroups),
  'out.term': spec(marksOutTexts.term),
  'out.noTerms': spec(marksOutTexts.noTerms),
  'out.format': spec(marksOutTexts.format),
  'out.csv': spec(marksOutTexts.formats.csv),
  'out.oneroster': spec(marksOutTexts.formats.oneroster),
  'out.loading': 'Loading ...',
};

export default en;
export type ExportDialogMessages = typeof en;
