// The dashboard's English (02 §2.7; decision 0040): the spec's labels from contracts exactly, the
// rest as the widgets wrote them. Keys are `<where>.<what>`.
import { DASHBOARD_DIMENSION_LABELS as DIMENSIONS, DASHBOARD_TIME_RANGE_LABELS as RANGES, MESSAGES } from '@homework/contracts';
import { spec } from '@homework/platform/messages';

const en = {
  'page.title': spec('Dashboard'),
  'page.reportLink': 'Hand In Report as a table',
  'page.loadingOverview': 'Loading the Student Overview…',
  'total.title': spec('Total Homework'),
  'total.figure': '{name}: {count} homework',
  'status.title': spec('Hand In Status'),
  'status.HandedInOnTime': spec('Handed In'),
  'status.HandedInLate': spec('Handed In Late'),
  'status.Overdue': spec('Not Handed In'),
  'status.Due': spec('Due'),
  'widget.download': 'Download {title} CSV',
  'widget.csv': 'CSV',
  'widget.expand': 'Expand',
  'widget.collapse': 'Collapse',
  'widget.expandOf': 'Expand {title}',
  'widget.collapseOf': 'Collapse {title}',
  'widget.help': 'Help: {title}',
  'widget.sliceBy': spec('Slice by'),
  'widget.timeframe': spec('Timeframe'),
  'widget.failed': spec(MESSAGES.widgetFailed),
  'widget.loading': 'Loading {title}',
  'widget.none': 'No homework is due in {range}.',
  'widget.chart': '{title} by {dimension}, {range}',
  'widget.keys': 'Arrow keys, Home and End: the other figures. Escape: hide.',
  'widget.links': spec("Open a teacher's homework"),
  'widget.linksOf': "{title}: each teacher's homework",
  'dim.subject': spec(DIMENSIONS.subject),
  'dim.subjectByYear': spec(DIMENSIONS.subjectByYear),
  'dim.teacher': spec(DIMENSIONS.teacher),
  'dim.year': spec(DIMENSIONS.year),
  'dim.regGroup': spec(DIMENSIONS.regGroup),
  'dim.gender': spec(DIMENSIONS.gender),
  'dim.house': spec(DIMENSIONS.house),
  'range.term': spec(RANGES.term),
  'range.academicYear': spec(RANGES.academicYear),
};

export type DashboardMessages = typeof en;
export default en;
