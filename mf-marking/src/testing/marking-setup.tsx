// What this remote's page tests set up alike: antd's styles kept out of jsdom, the school's days
// around a homework due five days ago, and the students and hand-ins the service answers with.
import type { ComponentType, ReactNode } from 'react';
import { SCHOOL_TIME_ZONE_DEFAULT, addDays, schoolToday, startOfSchoolDay, type HomeworkStudent, type Student } from '@homework/contracts';
import { mockStudents } from '@homework/testing';

// Each computed-style read would otherwise match thousands of rules. (The cssinjs instance antd renders with.)
const { StyleProvider } = jest.requireActual(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: ComponentType<{ mock?: 'server' | 'client'; children?: ReactNode }>;
};

/** Renders a page without antd's styles. */
export const WithoutAntdStyles = ({ children }: { children: ReactNode }) => <StyleProvider mock="server">{children}</StyleProvider>;

export const ZONE = SCHOOL_TIME_ZONE_DEFAULT;
export const TODAY = schoolToday(new Date(), ZONE);
/** The homework's due date: five school days ago. */
export const DUE = addDays(TODAY, -5)!;
/** The day the test homework was set (its Available-from): no hand-in before it. */
export const SET = addDays(TODAY, -12)!;
/** The instant a school day starts, as the service sends dates. */
export const instant = (day: string) => startOfSchoolDay(day, ZONE)!;
/** A day as the pages show it: DD/MM/YYYY. */
export const shortDay = (day: string) => day.split('-').reverse().join('/');

export const person = (Id: string, DisplayForename: string, DisplaySurname: string): Student => ({ ...mockStudents[0]!, Id, DisplayForename, DisplaySurname });

/** A student's hand-in: handed in on a day or not, marked or not, with an extension or none. */
export const handIn = (StudentId: string, handedIn: string | null = null, Result: string | null = null, extension: string | null = null): HomeworkStudent => ({
  StudentId,
  HandedInDate: handedIn && instant(handedIn),
  Result,
  Comments: null,
  Status: handedIn ? (Result ? 3 : 2) : 1,
  ExtendedDueDate: extension && instant(extension),
});
