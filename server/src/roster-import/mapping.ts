// A checked Roster as the suite's rows, school by school: what the database should hold for the
// schools of the bundle. Pure; ids are derived from the sourcedIds, so the same bundle always maps
// to the same rows and a re-import finds them.
import { createHash } from 'node:crypto';
import { PRODUCTS, ROLE_BITS, ROLE_CODES } from '@homework/contracts';
import type { Role, Roster } from './oneroster';
import { REASONS, problemAt, type Problem } from './problems';

/** What a school the import creates is licensed for: Homework and Messages (its administrator may change it). */
export const IMPORTED_SCHOOL_PRODUCTS = [PRODUCTS.parent, PRODUCTS.student] as const;

type PersonKind = 'staff' | 'student' | 'parent';
/** Who each OneRoster role is in the suite; a relative is neither a parent nor staff. */
export const ROLE_KIND: Record<Role, PersonKind | null> = {
  student: 'student',
  teacher: 'staff',
  aide: 'staff',
  proctor: 'staff',
  counselor: 'staff',
  administrator: 'staff',
  principal: 'staff',
  siteAdministrator: 'staff',
  districtAdministrator: 'staff',
  systemAdministrator: 'staff',
  guardian: 'parent',
  parent: 'parent',
  relative: null,
};
/** The suite's roles a staff role brings: a teacher uses Homework and Messages, an administrator also runs the school's settings. */
export const STAFF_ROLE_CODES: Partial<Record<Role, string[]>> = {
  teacher: [ROLE_CODES.engagement],
  administrator: [ROLE_CODES.schoolAdmin, ROLE_CODES.engagement],
  principal: [ROLE_CODES.schoolAdmin, ROLE_CODES.engagement],
  siteAdministrator: [ROLE_CODES.schoolAdmin, ROLE_CODES.engagement],
};
/** The role codes the import owns on its staff; any other code is left to the school. */
export const IMPORTED_ROLE_CODES = [...new Set(Object.values(STAFF_ROLE_CODES).flat())];

/** OneRoster's grades (CEDS) as the school's year: 07 is Year 7. */
export function yearGroupOf(grade: string | undefined): { name: string; position: number } | null {
  if (!grade) return null;
  if (/^\d{1,2}$/.test(grade)) return { name: `Year ${Number(grade)}`, position: Number(grade) };
  if (grade === 'KG') return { name: 'Reception', position: 0 };
  if (grade === 'PK') return { name: 'Nursery', position: -1 };
  return { name: grade, position: 100 };
}

const subjectCode = (course: { code: string; title: string }) => course.code || course.title;

/** A uuid that stands for one record of the information system at one school. */
export function rosterId(...parts: string[]): string {
  const hex = createHash('sha256').update(['oneroster', ...parts].join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface RosterRows {
  schools: { id: string; name: string; sourced_id: string }[];
  academic_years: { school_id: string; id: string; name: string; start_date: string; end_date: string; sourced_id: string }[];
  terms: { school_id: string; id: string; academic_year_id: string; name: string; start_date: string; end_date: string; sourced_id: string }[];
  subjects: { school_id: string; id: string; name: string; code: string; sourced_id: string }[];
  groups: { school_id: string; id: string; kind: string; name: string; subject_id: string | null; position: number; sourced_id: string }[];
  staff: { school_id: string; id: string; forename: string; surname: string; email: string | null; username: string | null; is_teacher: boolean; sourced_id: string }[];
  students: {
    school_id: string;
    id: string;
    legal_forename: string;
    legal_surname: string;
    display_forename: string;
    display_surname: string;
    year_group: string;
    reg_group: string | null;
    gender: string;
    email: string | null;
    is_active: boolean;
    is_pre_admission: boolean;
    sourced_id: string;
  }[];
  parents: { school_id: string; id: string; forename: string; surname: string; email: string | null; sourced_id: string }[];
  user_roles: { school_id: string; user_id: string; product_code: string; roles: number }[];
  parent_children: { school_id: string; parent_id: string; student_id: string }[];
  group_members: { school_id: string; group_id: string; student_id: string }[];
}

/** Where in the bundle a group or subject row comes from, by the row's id: a problem with it points there. */
export type RowPlaces = Map<string, Omit<Problem, 'reason'>>;

/** `schoolIds`: a school's id where it is not derived from its sourcedId (a school the suite had before its first import). */
export function mapRoster(roster: Roster, schoolIds: ReadonlyMap<string, string> = new Map()): { rows: RosterRows; places: RowPlaces } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const places: RowPlaces = new Map();
  const rows: RosterRows = {
    schools: [], academic_years: [], terms: [], subjects: [], groups: [], staff: [], students: [], parents: [],
    user_roles: [], parent_children: [], group_members: [],
  };
  const schools = [...roster.orgs].filter(([, org]) => org.type === 'school');
  const rolesAt = new Map<string, Map<string, Set<Role>>>(); // school → user → roles
  for (const { user, org, role } of roster.roles) {
    const users = rolesAt.get(org) ?? rolesAt.set(org, new Map()).get(org)!;
    (users.get(user) ?? users.set(user, new Set()).get(user)!).add(role);
  }
  const hasKind = (roles: Iterable<Role>, kind: PersonKind) => [...roles].some((role) => ROLE_KIND[role] === kind);
  const parentUsers = new Set(roster.roles.filter((r) => ROLE_KIND[r.role] === 'parent').map((r) => r.user));

  for (const [schoolSourcedId, org] of schools) {
    const school = schoolIds.get(schoolSourcedId) ?? rosterId(schoolSourcedId);
    const id = (kind: string, sourcedId: string) => rosterId(schoolSourcedId, kind, sourcedId);
    const users = rolesAt.get(schoolSourcedId) ?? new Map<string, Set<Role>>();
    rows.schools.push({ id: school, name: org.name, sourced_id: schoolSourcedId });

    for (const [sessionId, session] of roster.sessions) {
      if (session.type === 'schoolYear')
        rows.academic_years.push({ school_id: school, id: id('session', sessionId), name: session.title, start_date: session.startDate, end_date: session.endDate, sourced_id: sessionId });
      else if (session.year)
        rows.terms.push({
          school_id: school,
          id: id('session', sessionId),
          academic_year_id: id('session', session.year),
          name: session.title,
          start_date: session.startDate,
          end_date: session.endDate,
          sourced_id: sessionId,
        });
    }

    // Subjects: the school's own courses and those its classes teach. Courses of one code are one
    // subject (its sourced_id the code), so next year's courses keep this year's subjects.
    const classes = [...roster.classes].filter(([, cls]) => cls.school === schoolSourcedId);
    const courses = new Set([...roster.courses].filter(([, course]) => course.org === schoolSourcedId).map(([courseId]) => courseId));
    for (const [, cls] of classes) if (!cls.homeroom) courses.add(cls.course);
    const subjects = new Map<string, string>();
    for (const courseId of [...courses].sort()) {
      const course = roster.courses.get(courseId)!;
      if (!subjects.has(subjectCode(course))) {
        subjects.set(subjectCode(course), course.title);
        places.set(id('subject', subjectCode(course)), { file: 'courses.csv', line: course.line, column: course.code ? 'courseCode' : 'title' });
      }
    }
    for (const [code, name] of subjects) rows.subjects.push({ school_id: school, id: id('subject', code), name, code, sourced_id: code });

    const names = new Map<string, number>();
    for (const [classId, cls] of classes) {
      const kind = cls.homeroom ? 'registration' : 'subjectClass';
      const earlier = names.get(`${kind}|${cls.title}`);
      if (earlier !== undefined) problems.push(problemAt('classes.csv', cls.line, 'title', REASONS.sameGroupName(earlier)));
      names.set(`${kind}|${cls.title}`, cls.line);
      places.set(id('class', classId), { file: 'classes.csv', line: cls.line, column: 'title' });
      rows.groups.push({ school_id: school, id: id('class', classId), kind, name: cls.title, subject_id: cls.homeroom ? null : id('subject', subjectCode(roster.courses.get(cls.course)!)), position: 0, sourced_id: classId });
    }

    // People.
    const students = [...users].filter(([, roles]) => hasKind(roles, 'student')).map(([userId]) => userId);
    const studentSet = new Set(students);
    const homerooms = new Map<string, string[]>();
    for (const enrolment of roster.enrollments) {
      const cls = roster.classes.get(enrolment.cls)!;
      if (enrolment.role !== 'student' || cls.school !== schoolSourcedId) continue;
      rows.group_members.push({ school_id: school, group_id: id('class', enrolment.cls), student_id: id('student', enrolment.user) });
      if (cls.homeroom) homerooms.set(enrolment.user, [...(homerooms.get(enrolment.user) ?? []), cls.title]);
    }
    const yearGroups = new Map<string, { position: number; members: string[] }>();
    for (const userId of students) {
      const user = roster.users.get(userId)!;
      const year = yearGroupOf(user.grades[0]);
      const studentId = id('student', userId);
      if (year) {
        const group = yearGroups.get(year.name) ?? yearGroups.set(year.name, { position: year.position, members: [] }).get(year.name)!;
        if (!group.members.length) places.set(id('year', year.name), { file: 'users.csv', line: user.line, column: 'grades' });
        group.members.push(studentId);
      }
      rows.students.push({
        school_id: school,
        id: studentId,
        legal_forename: user.givenName,
        legal_surname: user.familyName,
        display_forename: user.preferredGivenName || user.givenName,
        display_surname: user.preferredFamilyName || user.familyName,
        year_group: year?.name ?? '',
        reg_group: homerooms.get(userId)?.sort()[0] ?? null,
        // OneRoster keeps sex in demographics.csv, which this import does not read.
        gender: '',
        email: user.email || null,
        is_active: true,
        is_pre_admission: false,
        sourced_id: userId,
      });
    }
    for (const [name, group] of yearGroups) {
      const groupId = id('year', name);
      rows.groups.push({ school_id: school, id: groupId, kind: 'year', name, subject_id: null, position: group.position, sourced_id: `year:${name}` });
      for (const member of group.members) rows.group_members.push({ school_id: school, group_id: groupId, student_id: member });
    }

    for (const [userId, roles] of users) {
      if (!hasKind(roles, 'staff')) continue;
      const user = roster.users.get(userId)!;
      const staffId = id('staff', userId);
      rows.staff.push({
        school_id: school,
        id: staffId,
        forename: user.givenName,
        surname: user.familyName,
        email: user.email || null,
        username: user.username || null,
        is_teacher: roles.has('teacher'),
        sourced_id: userId,
      });
      const codes = new Set([...roles].flatMap((role) => STAFF_ROLE_CODES[role] ?? []));
      for (const code of codes) rows.user_roles.push({ school_id: school, user_id: staffId, product_code: code, roles: ROLE_BITS.main });
    }

    // Parents: those with a role here, and every parent of a student here (linked either way round).
    const parents = new Set([...users].filter(([, roles]) => hasKind(roles, 'parent')).map(([userId]) => userId));
    const links = new Set<string>();
    for (const [userId, user] of roster.users)
      for (const agent of user.agents) {
        const [parent, student] = parentUsers.has(userId) && studentSet.has(agent) ? [userId, agent] : parentUsers.has(agent) && studentSet.has(userId) ? [agent, userId] : [];
        if (!parent || !student) continue;
        parents.add(parent);
        links.add(`${parent}\u0000${student}`);
      }
    for (const userId of parents) {
      const user = roster.users.get(userId)!;
      rows.parents.push({ school_id: school, id: id('parent', userId), forename: user.givenName, surname: user.familyName, email: user.email || null, sourced_id: userId });
    }
    for (const link of links) {
      const [parent, student] = link.split('\u0000');
      rows.parent_children.push({ school_id: school, parent_id: id('parent', parent), student_id: id('student', student) });
    }
  }
  // A student enrolled twice in one class, or in two classes of one name, is one membership.
  rows.group_members = [...new Map(rows.group_members.map((row) => [`${row.school_id}|${row.group_id}|${row.student_id}`, row])).values()];
  return problems.length ? { problems } : { rows, places };
}
