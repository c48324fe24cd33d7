// What the demo seed builds: five schools and the demo sign-ins (README). Changing a number here
// changes the generated ids after it, so tests read ids from the database rather than hard-coding them.
import { FEATURE_FLAGS, PRODUCTS, ROLE_CODES } from '@homework/contracts';
import { type DemoUser } from '@homework/contracts/demo';

export interface SubjectPlan {
  name: string;
  code: string;
  /** Taken by every student in years 10–11 (taught in registration groups); others are options. */
  core?: boolean;
  /** Offered in the sixth form (years 12–13). */
  sixthForm?: boolean;
}

export interface SchoolPlan {
  /** Seed of the school's random streams. */
  key: string;
  name: string;
  timeZone: string;
  emailDomain: string;
  products: string[];
  features: { name: string; enabled: boolean }[];
  /** National curriculum years, e.g. 7..13. */
  years: number[];
  regLetters: string[];
  studentsPerYear: number;
  houses: string[];
  subjects: SubjectPlan[];
  /** Secondary schools teach subjects in classes ('7A/Ma1'); a primary keeps its registration groups. */
  subjectClasses: boolean;
  /** Generated teachers, besides the demo staff. */
  teachers: number;
  preAdmissionGroups: { name: string; year: number; count: number }[];
  userDefinedGroups: { name: string; size: number }[];
  /** Students who have left: inactive, in no group. */
  leavers: number;
  photoShare: { staff: number; students: number };
}

export interface DemoStaffPlan {
  username: DemoUser;
  school: string;
  title: string;
  forename: string;
  surname: string;
  isTeacher: boolean;
  roles: Partial<Record<string, number>>;
  photo: boolean;
}

const SECONDARY_SUBJECTS: SubjectPlan[] = [
  { name: 'English', code: 'En', core: true, sixthForm: true },
  { name: 'Mathematics', code: 'Ma', core: true, sixthForm: true },
  { name: 'Science', code: 'Sc', core: true, sixthForm: true },
  { name: 'History', code: 'Hi', sixthForm: true },
  { name: 'Geography', code: 'Gg', sixthForm: true },
  { name: 'French', code: 'Fr', sixthForm: true },
  { name: 'Spanish', code: 'Sp', sixthForm: true },
  { name: 'Art and Design', code: 'Ar', sixthForm: true },
  { name: 'Music', code: 'Mu' },
  { name: 'Physical Education', code: 'PE', core: true },
  { name: 'Computing', code: 'Cp', sixthForm: true },
  { name: 'Design and Technology', code: 'DT' },
  { name: 'Drama', code: 'Dr' },
  { name: 'Religious Education', code: 'RE', core: true },
  { name: 'Personal, Social and Health Education', code: 'PS', core: true },
];

const PRIMARY_SUBJECTS: SubjectPlan[] = [
  { name: 'English', code: 'En' },
  { name: 'Mathematics', code: 'Ma' },
  { name: 'Science', code: 'Sc' },
  { name: 'History', code: 'Hi' },
  { name: 'Geography', code: 'Gg' },
  { name: 'Art', code: 'Ar' },
  { name: 'Music', code: 'Mu' },
  { name: 'Physical Education', code: 'PE' },
];

const sicknessReportOn = { name: FEATURE_FLAGS.enableSicknessReport, enabled: true };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A school with staff only: the access rules are what matters there. */
const staffOnly = (plan: Pick<SchoolPlan, 'key' | 'name' | 'emailDomain' | 'products' | 'features' | 'teachers'>): SchoolPlan => ({
  ...plan,
  timeZone: 'Europe/London',
  years: [],
  regLetters: [],
  studentsPerYear: 0,
  houses: [],
  subjects: [],
  subjectClasses: false,
  preAdmissionGroups: [],
  userDefinedGroups: [],
  leavers: 0,
  photoShare: { staff: 0, students: 0 },
});

export const SCHOOLS: SchoolPlan[] = [
  {
    key: 'oakwood',
    name: 'Oakwood Academy',
    timeZone: 'Europe/London',
    emailDomain: 'oakwood-academy.example',
    products: [PRODUCTS.parent, PRODUCTS.student, PRODUCTS.options, PRODUCTS.extracurricular],
    // Marking kept while offline: the demo's choice; the other schools have the spec's failed save.
    features: [sicknessReportOn, { name: FEATURE_FLAGS.enableSendEmailHomework, enabled: true }, { name: FEATURE_FLAGS.keepMarkingWhileOffline, enabled: true }],
    years: range(7, 13),
    regLetters: ['A', 'B', 'C', 'D', 'E'],
    studentsPerYear: 145,
    houses: ['Ash', 'Beech', 'Elm', 'Willow'],
    subjects: SECONDARY_SUBJECTS,
    subjectClasses: true,
    teachers: 58,
    preAdmissionGroups: [
      { name: 'Pre-admission September 2027', year: 7, count: 24 },
      { name: 'Pre-admission In-Year', year: 9, count: 6 },
    ],
    userDefinedGroups: [
      { name: 'Chess Club', size: 18 },
      { name: 'School Council', size: 21 },
      { name: 'Duke of Edinburgh Bronze', size: 32 },
      { name: 'Year 11 Maths Revision', size: 40 },
      { name: 'Choir', size: 35 },
    ],
    leavers: 8,
    photoShare: { staff: 0.7, students: 0.35 },
  },
  {
    key: 'riverside',
    name: 'Riverside School',
    timeZone: 'Europe/London',
    emailDomain: 'riverside-school.example',
    products: [PRODUCTS.parent, PRODUCTS.student],
    // Homework e-mails off: the school that shows a homework save sending none.
    features: [
      { name: FEATURE_FLAGS.enableSicknessReport, enabled: false },
      { name: FEATURE_FLAGS.enableSendEmailHomework, enabled: false },
    ],
    years: range(7, 11),
    regLetters: ['R', 'S'],
    studentsPerYear: 40,
    houses: ['Avon', 'Severn', 'Thames', 'Trent'],
    subjects: SECONDARY_SUBJECTS.slice(0, 12),
    subjectClasses: true,
    teachers: 17,
    preAdmissionGroups: [{ name: 'Pre-admission September 2027', year: 7, count: 8 }],
    userDefinedGroups: [
      { name: 'Eco Club', size: 14 },
      { name: 'Year 10 Field Trip', size: 25 },
    ],
    leavers: 3,
    photoShare: { staff: 0.6, students: 0.3 },
  },
  {
    key: 'hillside',
    name: 'Hillside Primary',
    timeZone: 'Europe/London',
    emailDomain: 'hillside-primary.example',
    products: [PRODUCTS.standaloneHomework],
    features: [],
    years: range(1, 6),
    regLetters: ['H'],
    studentsPerYear: 20,
    houses: [],
    subjects: PRIMARY_SUBJECTS,
    subjectClasses: false,
    teachers: 6,
    preAdmissionGroups: [],
    userDefinedGroups: [{ name: 'Reading Champions', size: 12 }],
    leavers: 0,
    photoShare: { staff: 0.5, students: 0 },
  },
  staffOnly({ key: 'meadow', name: 'Meadow School', emailDomain: 'meadow-school.example', products: [], features: [], teachers: 2 }),
  staffOnly({
    key: 'brooklane',
    name: 'Brook Lane School',
    emailDomain: 'brook-lane.example',
    products: [PRODUCTS.parentLite],
    features: [sicknessReportOn],
    teachers: 2,
  }),
];

export const DEMO_STAFF: DemoStaffPlan[] = [
  { username: 'teacher', school: 'oakwood', title: 'Mrs', forename: 'Sarah', surname: 'Thompson', isTeacher: true, roles: { [ROLE_CODES.engagement]: 1 }, photo: true },
  { username: 'admin', school: 'oakwood', title: 'Mr', forename: 'David', surname: 'Okafor', isTeacher: true, roles: { [ROLE_CODES.schoolAdmin]: 1, [ROLE_CODES.engagement]: 1 }, photo: true },
  { username: 'noaccess', school: 'oakwood', title: 'Miss', forename: 'Emma', surname: 'Clarke', isTeacher: false, roles: { [ROLE_CODES.options]: 1 }, photo: false },
  { username: 'teacher2', school: 'riverside', title: 'Dr', forename: 'Michael', surname: 'Reid', isTeacher: true, roles: { [ROLE_CODES.engagement]: 1 }, photo: true },
  { username: 'standalone', school: 'hillside', title: 'Ms', forename: 'Priya', surname: 'Sharma', isTeacher: true, roles: { [ROLE_CODES.standaloneHomework]: 1 }, photo: true },
  { username: 'nolicence', school: 'meadow', title: 'Mr', forename: 'James', surname: 'Wilson', isTeacher: true, roles: { [ROLE_CODES.engagement]: 1 }, photo: false },
  { username: 'parentlite', school: 'brooklane', title: 'Mrs', forename: 'Linda', surname: 'Harris', isTeacher: false, roles: { [ROLE_CODES.engagement]: 2 }, photo: false },
];

/** The calendar every school shares: last year and this one, three terms each (England's pattern). */
export const ACADEMIC_YEARS = [
  {
    name: '2025/2026',
    start: '2025-09-01',
    end: '2026-08-31',
    terms: [
      { name: 'Autumn Term 2025', start: '2025-09-03', end: '2025-12-19' },
      { name: 'Spring Term 2026', start: '2026-01-05', end: '2026-03-27' },
      { name: 'Summer Term 2026', start: '2026-04-13', end: '2026-07-22' },
    ],
  },
  {
    name: '2026/2027',
    start: '2026-09-01',
    end: '2027-08-31',
    terms: [
      { name: 'Autumn Term 2026', start: '2026-09-01', end: '2026-12-18' },
      { name: 'Spring Term 2027', start: '2027-01-04', end: '2027-03-26' },
      { name: 'Summer Term 2027', start: '2027-04-12', end: '2027-07-21' },
    ],
  },
];

/** Demo homework: who sets how many, in which subjects (codes of the school's subjects). */
export interface HomeworkPlan {
  /** Demo sign-ins of the school. */
  setters: { username: DemoUser; subjects: string[]; count: number }[];
  /** Generated teachers of the school, chosen by the seed. */
  otherTeachers: { subjects: string[]; count: number }[];
}

export const HOMEWORK: Partial<Record<string, HomeworkPlan>> = {
  oakwood: {
    setters: [
      { username: 'teacher', subjects: ['En', 'Dr'], count: 12 },
      { username: 'admin', subjects: ['Ma'], count: 4 },
    ],
    otherTeachers: [
      { subjects: ['Ma'], count: 6 },
      { subjects: ['Sc'], count: 6 },
      { subjects: ['Hi'], count: 5 },
      { subjects: ['Gg'], count: 5 },
      { subjects: ['Fr', 'Sp'], count: 6 },
      { subjects: ['Cp', 'DT'], count: 5 },
      { subjects: ['Ar', 'Mu'], count: 5 },
      { subjects: ['RE', 'PS', 'PE'], count: 6 },
    ],
  },
  riverside: {
    setters: [{ username: 'teacher2', subjects: ['Sc', 'Ma'], count: 10 }],
    otherTeachers: [],
  },
};
