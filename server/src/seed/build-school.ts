// Builds one demo school's rows from its plan: staff, students in year, registration, house and
// subject-class groups, families of parents, invites and photos. Pure and deterministic: two random
// streams per school, one for ids and one for everything else.
import { PHOTO_SIZE, PRODUCTS } from '@homework/contracts';
import { ACADEMIC_YEARS, type DemoStaffPlan, type SchoolPlan, type SubjectPlan } from './plan';
import { BOYS_NAMES, GIRLS_NAMES, MENS_NAMES, PREFERRED_NAMES, SURNAMES, WOMENS_NAMES } from './names';
import { portraitPng, type Rgb } from './png';
import { Random } from './random';
import type { SeedTables } from './tables';

/** An account to create once its password is hashed. */
export interface DemoAccount {
  username: string;
  schoolId: string;
  personId: string;
  displayName: string;
}

const PHOTO_PIXELS = { [PHOTO_SIZE.large]: 160, [PHOTO_SIZE.small]: 48 } as const;
const PALETTE: Rgb[] = [
  [52, 101, 164], [78, 154, 6], [204, 0, 0], [117, 80, 123], [193, 125, 17], [6, 152, 154],
  [143, 89, 2], [32, 74, 135], [92, 53, 102], [164, 0, 0], [46, 52, 54], [206, 92, 0],
];
// Twelve colours × two sizes, encoded once and shared by every photo.
const pngCache = new Map<string, Buffer>();
function portrait(colour: number, size: number): Buffer {
  const key = `${colour}:${size}`;
  let png = pngCache.get(key);
  if (!png) pngCache.set(key, (png = portraitPng(PHOTO_PIXELS[size as keyof typeof PHOTO_PIXELS], PALETTE[colour])));
  return png;
}

const PERSON_TYPE = { student: 1, parent: 4 } as const;
const CLASS_SIZE = { options: 30, sixthForm: 24 };
const OPTIONS_PER_STUDENT = 4;
const SIXTH_FORM_SUBJECTS_PER_STUDENT = 3;

type Gender = 'Female' | 'Male';
type StudentSlot = { kind: 'current' | 'leaver'; year: number } | { kind: 'preAdmission'; year: number; group: string };

const emailPart = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

const idStream = (plan: SchoolPlan) => new Random(`${plan.key}:ids`);

/** The school's id: the first of its id stream, so a production start can recognise the demo. */
export const demoSchoolId = (plan: SchoolPlan): string => idStream(plan).uuid();

/** Appends the school's rows to `out` and returns its demo accounts. */
export function buildSchool(plan: SchoolPlan, demoStaff: DemoStaffPlan[], out: SeedTables): DemoAccount[] {
  const ids = idStream(plan);
  const rnd = new Random(`${plan.key}:data`);
  const schoolId = ids.uuid();
  const emails = new Set<string>();
  const uniqueEmail = (local: string, domain: string) => {
    let candidate = local;
    for (let n = 2; emails.has(`${candidate}@${domain}`); n++) candidate = `${local}${n}`;
    emails.add(`${candidate}@${domain}`);
    return `${candidate}@${domain}`;
  };
  const addPhoto = (): string => {
    const photoId = ids.uuid();
    const colour = rnd.int(0, PALETTE.length - 1);
    for (const size of [PHOTO_SIZE.large, PHOTO_SIZE.small])
      out.photos.push({ school_id: schoolId, photo_id: photoId, size, png: portrait(colour, size) });
    return photoId;
  };
  // A moment this academic year before today, for invites.
  const autumnMoment = (fromDay: number, toDay: number) => {
    const at = new Date(Date.UTC(2026, 8, 1) + rnd.int(fromDay, toDay) * 86_400_000 + rnd.int(8 * 3600, 21 * 3600) * 1000);
    return at.toISOString();
  };

  // Only schools with the engagement product (parent or student app) invite students and parents.
  const invites = plan.products.includes(PRODUCTS.parent) || plan.products.includes(PRODUCTS.student);

  // School, licences and calendar.
  out.schools.push({ id: schoolId, name: plan.name, time_zone: plan.timeZone });
  for (const product of plan.products) out.school_products.push({ school_id: schoolId, product });
  for (const feature of plan.features) out.school_features.push({ school_id: schoolId, ...feature });
  for (const year of ACADEMIC_YEARS) {
    const yearId = ids.uuid();
    out.academic_years.push({ school_id: schoolId, id: yearId, name: year.name, start_date: year.start, end_date: year.end });
    for (const term of year.terms)
      out.terms.push({
        school_id: schoolId,
        id: ids.uuid(),
        academic_year_id: yearId,
        name: term.name,
        start_date: term.start,
        end_date: term.end,
      });
  }
  const subjectIds = new Map<string, string>();
  for (const subject of plan.subjects) {
    const id = ids.uuid();
    subjectIds.set(subject.code, id);
    out.subjects.push({ school_id: schoolId, id, name: subject.name, code: subject.code });
  }

  // Staff: the demo sign-ins first, then generated teachers.
  const accounts: DemoAccount[] = [];
  for (const person of demoStaff) {
    const id = ids.uuid();
    out.staff.push({
      school_id: schoolId,
      id,
      title: person.title,
      forename: person.forename,
      surname: person.surname,
      email: uniqueEmail(`${emailPart(person.forename[0])}.${emailPart(person.surname)}`, plan.emailDomain),
      photo_id: person.photo ? addPhoto() : null,
      is_teacher: person.isTeacher,
    });
    for (const [productCode, roles] of Object.entries(person.roles))
      out.user_roles.push({ school_id: schoolId, user_id: id, product_code: productCode, roles: roles ?? 0 });
    accounts.push({ username: person.username, schoolId, personId: id, displayName: `${person.forename} ${person.surname}` });
  }
  for (let i = 0; i < plan.teachers; i++) {
    const female = rnd.chance(0.62);
    const forename = rnd.pick(female ? WOMENS_NAMES : MENS_NAMES);
    const surname = rnd.pick(SURNAMES);
    const title = rnd.chance(0.06) ? 'Dr' : female ? rnd.pick(['Mrs', 'Mrs', 'Ms', 'Miss']) : 'Mr';
    out.staff.push({
      school_id: schoolId,
      id: ids.uuid(),
      title,
      forename,
      surname,
      email: uniqueEmail(`${emailPart(forename[0])}.${emailPart(surname)}`, plan.emailDomain),
      photo_id: rnd.chance(plan.photoShare.staff) ? addPhoto() : null,
      is_teacher: true,
    });
  }

  // Students: one slot per student, then families over the shuffled slots so siblings share a
  // surname and parents, across years.
  const slots: StudentSlot[] = [];
  if (plan.studentsPerYear > 0)
    for (const year of plan.years) {
      const count = plan.studentsPerYear + rnd.int(-3, 3);
      for (let i = 0; i < count; i++) slots.push({ kind: 'current', year });
    }
  for (const group of plan.preAdmissionGroups)
    for (let i = 0; i < group.count; i++) slots.push({ kind: 'preAdmission', year: group.year, group: group.name });
  for (let i = 0; i < plan.leavers; i++) slots.push({ kind: 'leaver', year: rnd.pick(plan.years) });

  const familyOf = new Array<number>(slots.length);
  const families: { surname: string; children: number[] }[] = [];
  const order = rnd.shuffle(slots.map((_, i) => i));
  for (let i = 0; i < order.length; ) {
    const size = Math.min(order.length - i, rnd.chance(0.04) ? 3 : rnd.chance(0.18) ? 2 : 1);
    const family = { surname: rnd.pick(SURNAMES), children: order.slice(i, i + size) };
    for (const child of family.children) familyOf[child] = families.length;
    families.push(family);
    i += size;
  }

  const studentIds: string[] = [];
  const currentByYear = new Map<number, string[]>();
  const byReg = new Map<string, string[]>();
  const byHouse = new Map<string, string[]>();
  const byPreAdmissionGroup = new Map<string, string[]>();
  const push = <K>(map: Map<K, string[]>, key: K, id: string) => map.set(key, [...(map.get(key) ?? []), id]);
  const regIndex = new Map<number, number>();
  slots.forEach((slot, index) => {
    const id = ids.uuid();
    studentIds.push(id);
    const gender: Gender = rnd.chance(0.5) ? 'Female' : 'Male';
    const forename = rnd.pick(gender === 'Female' ? GIRLS_NAMES : BOYS_NAMES);
    const surname = families[familyOf[index]].surname;
    const preferred = PREFERRED_NAMES[forename] && rnd.chance(0.3) ? PREFERRED_NAMES[forename] : forename;
    const inSchool = slot.kind !== 'preAdmission';
    // Registration groups fill in turn, so each holds a fair share of the year.
    const turn = regIndex.get(slot.year) ?? 0;
    if (slot.kind === 'current') regIndex.set(slot.year, turn + 1);
    const reg = inSchool && plan.regLetters.length ? `${slot.year}${plan.regLetters[turn % plan.regLetters.length]}` : null;
    const house = inSchool && plan.houses.length ? rnd.pick(plan.houses) : null;
    out.students.push({
      school_id: schoolId,
      id,
      legal_forename: forename,
      legal_surname: surname,
      display_forename: preferred,
      display_surname: surname,
      year_group: `Year ${slot.year}`,
      reg_group: reg,
      house,
      gender,
      email: plan.studentsPerYear > 0 && slot.year >= 7 ? uniqueEmail(`${emailPart(forename)}.${emailPart(surname)}`, `students.${plan.emailDomain}`) : null,
      photo_id: inSchool && rnd.chance(plan.photoShare.students) ? addPhoto() : null,
      is_active: slot.kind !== 'leaver',
      is_pre_admission: slot.kind === 'preAdmission',
    });
    if (slot.kind === 'current') {
      push(currentByYear, slot.year, id);
      if (reg) push(byReg, reg, id);
      if (house) push(byHouse, house, id);
    } else if (slot.kind === 'preAdmission') push(byPreAdmissionGroup, slot.group, id);
    // Students of the engagement product are invited; most accept.
    if (invites && slot.kind !== 'leaver' && rnd.chance(slot.kind === 'current' ? 0.6 : 0.4)) {
      out.user_invites.push({
        school_id: schoolId,
        id: ids.uuid(),
        person_id: id,
        person_type: PERSON_TYPE.student,
        invited_at: autumnMoment(0, 20),
        accepted_at: rnd.chance(0.88) ? autumnMoment(21, 75) : null,
      });
    }
  });

  // Parents: one or two per family, linked to every child of the family.
  for (const family of families) {
    const parentCount = rnd.chance(0.84) ? 2 : 1;
    const firstFemale = rnd.chance(0.65);
    for (let p = 0; p < parentCount; p++) {
      const female = p === 0 ? firstFemale : rnd.chance(0.08) ? firstFemale : !firstFemale;
      const forename = rnd.pick(female ? WOMENS_NAMES : MENS_NAMES);
      const surname = p === 0 || rnd.chance(0.85) ? family.surname : rnd.pick(SURNAMES);
      const id = ids.uuid();
      out.parents.push({
        school_id: schoolId,
        id,
        title: rnd.chance(0.03) ? 'Dr' : female ? rnd.pick(['Mrs', 'Mrs', 'Ms', 'Miss']) : 'Mr',
        forename,
        surname,
        email: uniqueEmail(`${emailPart(forename)}.${emailPart(surname)}`, rnd.pick(['example.com', 'example.net', 'example.org'])),
      });
      for (const child of family.children) out.parent_children.push({ school_id: schoolId, parent_id: id, student_id: studentIds[child] });
      if (invites && rnd.chance(0.72))
        out.user_invites.push({
          school_id: schoolId,
          id: ids.uuid(),
          person_id: id,
          person_type: PERSON_TYPE.parent,
          invited_at: autumnMoment(0, 20),
          accepted_at: rnd.chance(0.9) ? autumnMoment(21, 75) : null,
        });
    }
  }

  // Groups.
  const positions = new Map<string, number>();
  const addGroup = (kind: string, name: string, members: string[], subjectId: string | null = null) => {
    const id = ids.uuid();
    const position = positions.get(kind) ?? 0;
    positions.set(kind, position + 1);
    out.groups.push({ school_id: schoolId, id, kind, name, subject_id: subjectId, position });
    for (const student of new Set(members)) out.group_members.push({ school_id: schoolId, group_id: id, student_id: student });
  };
  for (const [year, members] of currentByYear) addGroup('year', `Year ${year}`, members);
  for (const [reg, members] of byReg) addGroup('registration', reg, members);
  for (const house of plan.houses) addGroup('house', house, byHouse.get(house) ?? []);
  if (plan.subjectClasses) buildSubjectClasses(plan, rnd, currentByYear, byReg, subjectIds, addGroup);
  const current = [...currentByYear.values()].flat();
  for (const group of plan.userDefinedGroups) addGroup('userDefined', group.name, rnd.sample(current, group.size));
  for (const group of plan.preAdmissionGroups) addGroup('preAdmission', group.name, byPreAdmissionGroup.get(group.name) ?? []);

  return accounts;
}

/**
 * Subject classes the way an English secondary school names them: years 7–9 are taught every
 * subject in their registration groups ('7A/Ma1'); years 10–11 take the core subjects in
 * registration groups and four options in year-wide sets ('10/Hi2'); the sixth form takes three
 * subjects in sets ('12/Ma1').
 */
function buildSubjectClasses(
  plan: SchoolPlan,
  rnd: Random,
  currentByYear: Map<number, string[]>,
  byReg: Map<string, string[]>,
  subjectIds: Map<string, string>,
  addGroup: (kind: string, name: string, members: string[], subjectId: string | null) => void,
) {
  const inRegGroups = (year: number, subjects: SubjectPlan[]) => {
    for (const letter of plan.regLetters)
      for (const subject of subjects)
        addGroup('subjectClass', `${year}${letter}/${subject.code}1`, byReg.get(`${year}${letter}`) ?? [], subjectIds.get(subject.code)!);
  };
  const inSets = (year: number, students: string[], subjects: SubjectPlan[], perStudent: number, classSize: number) => {
    const taking = new Map<string, string[]>(subjects.map((s) => [s.code, []]));
    for (const student of students) for (const subject of rnd.sample(subjects, perStudent)) taking.get(subject.code)!.push(student);
    for (const subject of subjects) {
      const members = taking.get(subject.code)!;
      const sets = Math.ceil(members.length / classSize);
      for (let set = 0; set < sets; set++)
        addGroup(
          'subjectClass',
          `${year}/${subject.code}${set + 1}`,
          members.filter((_, i) => i % sets === set),
          subjectIds.get(subject.code)!,
        );
    }
  };
  for (const [year, students] of currentByYear) {
    if (year <= 9) inRegGroups(year, plan.subjects);
    else if (year <= 11) {
      inRegGroups(year, plan.subjects.filter((s) => s.core));
      inSets(year, students, plan.subjects.filter((s) => !s.core), OPTIONS_PER_STUDENT, CLASS_SIZE.options);
    } else
      inSets(year, students, plan.subjects.filter((s) => s.sixthForm), SIXTH_FORM_SUBJECTS_PER_STUDENT, CLASS_SIZE.sixthForm);
  }
}
