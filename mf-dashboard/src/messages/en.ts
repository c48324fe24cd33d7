// The dashboard's English (02 §2.7; decision 0040): the spec's labels from contracts exactly, the
// rest as the widgets wrote them. Keys are `<where>.<what>`.
import { DASHBOARD_DIMENSION_LABELS as DIMENSIONS, DASHBOARD_TIME_RANGE_LABELS as RANGES, MESSAGES } from '@homework/contracts';
import { spec } from '@homework/platform/messages';

const en = {
  'page.title': spec('Dashboard'),
  'page.reportLink': 'Hand In Report as a table',
  'page.loadingOverview': 'Loading the Student Overview…',
  'total.title': spec('Total Homework'),
  'total.help': 'How many homework are due in the timeframe, sliced by the value you choose. A homework set for students of several years, groups or houses counts once in each.',
  'total.figure': '{name}: {count} homework',
  'status.title': spec('Hand In Status'),
  'status.help': "Each student's hand-in for homework due in the timeframe: handed in on time, handed in late, not handed in (more than a day past the due date) or still due. Removed students are not counted.",
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
