// All Homework's list (01 §4): sort orders, the State filter and the list request.
import { HOMEWORK_LIST_PAGE_SIZE } from '../constants';
import { HOMEWORK_PAGES } from '../pages';

/** Sort codes with their direction; the list request's SortOrder is one of these. */
export const HOMEWORK_SORT_ORDERS = ['duedate-asc', 'title-asc', 'subject-asc', 'createdate-desc'] as const;
export type HomeworkSortOrder = (typeof HOMEWORK_SORT_ORDERS)[number];
export const DEFAULT_HOMEWORK_SORT_ORDER: HomeworkSortOrder = 'duedate-asc';

/** The all-homework route's sortOrder parameter (DueDate, Title, Subject, CreatedDate) to a sort code. */
export const HOMEWORK_SORT_ORDER_BY_ROUTE_NAME: Record<string, HomeworkSortOrder> = {
  DueDate: 'duedate-asc',
  Title: 'title-asc',
  Subject: 'subject-asc',
  CreatedDate: 'createdate-desc',
};

/** All Homework's query parameter naming a State to show on arrival (beyond the spec: a link's filter). */
export const ALL_HOMEWORK_STATE_PARAMETER = 'state';

/**
 * A teacher's homework on All Homework, every State (beyond the spec: a dashboard figure sliced by
 * teacher links here, through the route 01 §2 gives for a set-by teacher).
 */
export function teacherHomeworkPath(teacherId: string): string {
  return HOMEWORK_PAGES.allHomeworkSetBy.href({ sortOrder: 'DueDate', setById: teacherId }, { [ALL_HOMEWORK_STATE_PARAMETER]: 'all' });
}

/** Route name (any case) to sort code; undefined when it is not one. */
export function sortOrderFromRouteName(name: string | undefined): HomeworkSortOrder | undefined {
  if (!name) return undefined;
  const key = Object.keys(HOMEWORK_SORT_ORDER_BY_ROUTE_NAME).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? HOMEWORK_SORT_ORDER_BY_ROUTE_NAME[key] : undefined;
}

export const isHomeworkSortOrder = (value: unknown): value is HomeworkSortOrder => HOMEWORK_SORT_ORDERS.includes(value as HomeworkSortOrder);

export const HOMEWORK_SORT_ORDER_LABELS: Record<HomeworkSortOrder, string> = {
  'duedate-asc': 'Due Date',
  'title-asc': 'Title',
  'subject-asc': 'Subject',
  'createdate-desc': 'Created Date',
};

/**
 * State filter keys and labels. Days are calendar days in the school's time zone:
 * passed = due before today; this-week = due today up to and including today + 7;
 * next-30 = due today up to and including today + 30; all = no date condition.
 */
export const HOMEWORK_STATES = ['all', 'passed', 'this-week', 'next-30'] as const;
export type HomeworkState = (typeof HOMEWORK_STATES)[number];
export const DEFAULT_HOMEWORK_STATE: HomeworkState = 'next-30';
export const HOMEWORK_STATE_LABELS: Record<HomeworkState, string> = {
  all: 'All',
  passed: 'Due date passed',
  'this-week': 'Due in next 7 days',
  'next-30': 'Due in next 30 days',
};
export const isHomeworkState = (value: unknown): value is HomeworkState => HOMEWORK_STATES.includes(value as HomeworkState);

/**
 * POST GetHomeworkList. Page counts from 1. Written here, not from ListBodySchema: that schema lets any
 * SortOrder and State through, so that the handler answers an unknown one in the spec's words.
 */
export interface HomeworkListRequest {
  SortOrder?: HomeworkSortOrder;
  Page?: number;
  PageSize?: number;
  /** Teacher id, only when exactly one is chosen. */
  SetBy?: string | null;
  /** Teacher id whose homework is left out: 'Other Teachers Homework' sends the current teacher's. */
  ExcludeSetBy?: string | null;
  SearchQuery?: string | null;
  /** Subject id, only when one is chosen. */
  Subject?: string | null;
  /** Group ids: homework assigned to any of them. */
  Groups?: string[];
  /** Student ids: homework any of them has to do. */
  Students?: string[];
  State?: HomeworkState;
}

export const DEFAULT_HOMEWORK_LIST_REQUEST = {
  SortOrder: DEFAULT_HOMEWORK_SORT_ORDER,
  Page: 1,
  PageSize: HOMEWORK_LIST_PAGE_SIZE,
  State: DEFAULT_HOMEWORK_STATE,
} as const;
