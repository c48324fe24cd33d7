// The dashboard's catalogue (decision 0040): English is the spec's labels and the widgets' texts
// exactly; Welsh has every key, every message formats in both, and numbers are the language's.
import { DASHBOARD_DIMENSION_LABELS, DASHBOARD_TIME_RANGE_LABELS, MESSAGES, STUDENT_FIGURES_NOTE } from '@homework/contracts';
import overviewCy from '../features/student-overview/messages/cy';
import overviewEn from '../features/student-overview/messages/en';
import { overviewMessages } from '../features/student-overview/messages';
import { chartRowText, handInChartRows, sortOptions } from '../features/student-overview';
import reportsCy from '../features/reports/messages/cy';
import reportsEn from '../features/reports/messages/en';
import { reportMessages } from '../features/reports/messages';
import { reportSorts } from '../features/reports';
import helpCy from '../features/dashboard-charts/help/messages/cy';
import helpEn from '../features/dashboard-charts/help/messages/en';
import { helpMessages } from '../features/dashboard-charts/help/messages';
import cy from './cy';
import en from './en';
import { dashboardMessages, formatCount } from '.';

beforeAll(() => Promise.all([dashboardMessages.load('cy'), reportMessages.load('cy'), helpMessages.load('cy'), overviewMessages.load('cy')]));

/** The same in both languages: a file type's name. */
const SAME_IN_BOTH = new Set(['widget.csv']);

test('Welsh has every key English has, and no other', () => {
  expect(Object.keys(cy).sort()).toEqual(Object.keys(en).sort());
});

test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
  expect(Object.entries(cy).filter(([, message]) => message.includes("'"))).toEqual([]);
});

test('every message formats in both languages, and the Welsh differs from the English', () => {
  const values = { title: 'Total Homework', name: 'Maths', count: '3', dimension: 'Subject', range: 'this term' };
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    expect(dashboardMessages.format(key, values, 'en')).not.toBe('');
    if (!SAME_IN_BOTH.has(key)) expect(dashboardMessages.format(key, values, 'cy')).not.toBe(dashboardMessages.format(key, values, 'en'));
  }
});

test('the spec’s labels are contracts’, byte for byte', () => {
  const english = (key: keyof typeof en) => dashboardMessages.format(key, undefined, 'en');
  expect(english('widget.failed')).toBe(MESSAGES.widgetFailed);
  expect(english('dim.regGroup')).toBe(DASHBOARD_DIMENSION_LABELS.regGroup);
  expect(english('range.academicYear')).toBe(DASHBOARD_TIME_RANGE_LABELS.academicYear);
  expect(dashboardMessages.format('widget.linksOf', { title: 'Hand In Status' }, 'en')).toBe("Hand In Status: each teacher's homework");
});

test('counts are written by the language’s rules, ungrouped as the dashboard writes them', () => {
  expect([formatCount(1200, 'en'), formatCount(1200, 'cy'), formatCount(7, 'cy')]).toEqual(['1200', '1200', '7']);
});

describe('the Reports page’s catalogue', () => {
  test('Welsh has every key, no ASCII apostrophe, and differs from the English', () => {
    expect(Object.keys(reportsCy).sort()).toEqual(Object.keys(reportsEn).sort());
    expect(Object.values(reportsCy).filter((message) => message.includes("'"))).toEqual([]);
    for (const key of Object.keys(reportsEn) as (keyof typeof reportsEn)[]) {
      expect(reportMessages.format(key, { figure: 'Due' }, 'cy')).not.toBe(reportMessages.format(key, { figure: 'Due' }, 'en'));
    }
  });

  test('the sort orders read Welsh, with the statuses’ Welsh names', () => {
    expect(reportSorts('cy').map((sort) => sort.label).slice(0, 3)).toEqual(['Enw (A i Z)', 'Cyfanswm (uchaf yn gyntaf)', 'Wedi’i gyflwyno (uchaf yn gyntaf)']);
  });
});

test('the help popups’ catalogue: every key in Welsh, no ASCII apostrophe, the English as the widgets wrote it', () => {
  expect(Object.keys(helpCy).sort()).toEqual(Object.keys(helpEn).sort());
  expect(Object.values(helpCy).filter((message) => message.includes("'"))).toEqual([]);
  expect(helpMessages.format('status', undefined, 'en')).toMatch(/^Each student's hand-in for homework due in the timeframe/);
  expect(helpMessages.format('total', undefined, 'cy')).not.toBe(helpMessages.format('total', undefined, 'en'));
});

describe('the Student Overview’s catalogue', () => {
  const values = { figure: 'Due', name: 'Due', percentage: '25.00%', count: '1', total: '4' };

  test('Welsh has every key, no ASCII apostrophe, and every message formats in both and differs', () => {
    expect(Object.keys(overviewCy).sort()).toEqual(Object.keys(overviewEn).sort());
    expect(Object.values(overviewCy).filter((message) => message.includes("'"))).toEqual([]);
    for (const key of Object.keys(overviewEn) as (keyof typeof overviewEn)[]) {
      expect(overviewMessages.format(key, values, 'en')).not.toBe('');
      expect(overviewMessages.format(key, values, 'cy')).not.toBe(overviewMessages.format(key, values, 'en'));
    }
  });

  test('the spec’s texts byte for byte, and the sort orders with the statuses’ names', () => {
    expect(overviewMessages.format('overview.note', undefined, 'en')).toBe(STUDENT_FIGURES_NOTE);
    expect(overviewMessages.format('overview.title', undefined, 'en')).toBe('Student Overview');
    expect(sortOptions('en').map((sort) => sort.label).slice(0, 3)).toEqual(['Name (A to Z)', 'Not Handed In (highest first)', 'Not Handed In (lowest first)']);
    expect(sortOptions('cy').map((sort) => sort.label).slice(0, 4)).toEqual(['Enw (A i Z)', 'Heb ei gyflwyno (uchaf yn gyntaf)', 'Heb ei gyflwyno (isaf yn gyntaf)', 'Wedi’i gyflwyno (uchaf yn gyntaf)']);
  });

  test('a bar’s line writes its percentage and counts by the language', () => {
    const [handedIn] = handInChartRows({ Id: 's1', DisplaySurname: 'A', DisplayForename: 'B', RegGroup: '7A', YearGroup: 'Year 7', HandedInOnTime: 1200, HandedInLate: 0, TotalDue: 0, TotalOverdue: 1 });
    expect(chartRowText(handedIn!, 'en')).toBe('Handed In: 99.92% (1200 of 1201)');
    expect(chartRowText(handedIn!, 'cy')).toBe('Wedi’i gyflwyno: 99.92% (1200 o 1201)');
  });
});
