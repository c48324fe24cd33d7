// The Student Overview's English (02 §2.7; decision 0040), in its chunk; the statuses and Timeframe
// and its options are the dashboard's catalogue's.
import { STUDENT_FIGURES_NOTE } from '@homework/contracts';
import { spec } from '@homework/platform/messages';

const en = {
  'overview.title': spec('Student Overview'),
  'overview.export': 'Export',
  'overview.exportFailed': 'The export could not be made. Please try again.',
  'overview.failed': 'The students could not be loaded. Please try again later.',
  'overview.orderBy': 'Order by',
  'overview.students': 'Students',
  'overview.empty': 'No students match your selection.',
  'overview.note': spec(STUDENT_FIGURES_NOTE),
  'col.name': 'Name',
  'col.reg': 'Reg',
  'col.year': 'Year',
  'col.handIns': 'Hand-ins',
  'sort.nameAsc': 'Name (A to Z)',
  'sort.desc': '{figure} (highest first)',
  'sort.asc': '{figure} (lowest first)',
  'cell.line': '{name}: {percentage} ({count} of {total})',
  'cell.none': 'Nothing due',
};

export type OverviewMessages = typeof en;
export default en;
