// The Reports page's English (02 §2.7; decision 0040), loaded with its page; the statuses, Slice by,
// Timeframe and the download are the dashboard's catalogue's.
import { spec } from '@homework/platform/messages';

const en = {
  'reports.page': spec('Reports'),
  'reports.title': spec('Hand In Report'),
  'reports.sortBy': 'Sort by',
  'reports.total': 'Total',
  'sort.nameAsc': 'Name (A to Z)',
  'sort.desc': '{figure} (highest first)',
};

export type ReportMessages = typeof en;
export default en;
