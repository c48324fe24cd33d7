// The people service's SQL (v2/Person, v2/Teacher, v2/Student, v2/Parent, v1/UserInvite), each
// query scoped by the caller's school.
import type { InviteKind, Parent, Person, Student, Teacher, UserInvite } from '@homework/contracts';
import { PERSON_TYPE } from '@homework/contracts/schemas';
import type { Queryable } from '../../db';

const STUDENT_COLUMNS = `
  s.id as "Id", s.legal_forename as "LegalForename", s.legal_surname as "LegalSurname",
  s.display_forename as "DisplayForename", s.display_surname as "DisplaySurname",
  s.year_group as "CurrentYearGroup", coalesce(s.reg_group, '') as "CurrentRegGroup",
  s.photo_id as "PhotoId", s.email as "Email", s.house as "CurrentHouse", s.gender as "Gender",
  s.is_active as "IsActive", ${PERSON_TYPE.student} as "PersonType", s.school_id as "SchoolGuid"`;

/** The students the people routes answer, as the spec's Student record, sorted by name. */
const STUDENTS_WHERE = {
  current: 's.is_active and not s.is_pre_admission',
  preAdmission: 's.is_active and s.is_pre_admission',
  // Also pre-admission and former students.
  one: 's.id = $2',
} as const;

export async function findStudents(db: Queryable, schoolId: string, which: keyof typeof STUDENTS_WHERE, params: unknown[] = []): Promise<Student[]> {
  const { rows } = await db.query<Student>(
    `select ${STUDENT_COLUMNS} from students s
     where s.school_id = $1 and ${STUDENTS_WHERE[which]}
     order by s.display_surname, s.display_forename, s.id`,
    [schoolId, ...params],
  );
  return rows;
}

/** Any person of the school (staff, student or parent) by id. */
export async function findPerson(db: Queryable, schoolId: string, id: string): Promise<Person | undefined> {
  const { rows } = await db.query<Person>(
    `select id as "Id", title as "Title", forename as "DisplayForename", surname as "DisplaySurname",
            photo_id as "PhotoId", ${PERSON_TYPE.staff} as "PersonType"
       from staff where school_id = $1 and id = $2
     union all
     select id, null, display_forename, display_surname, photo_id, ${PERSON_TYPE.student}
       from students where school_id = $1 and id = $2
     union all
     select id, title, forename, surname, null, ${PERSON_TYPE.parent}
       from parents where school_id = $1 and id = $2
     limit 1`,
    [schoolId, id],
  );
  return rows[0];
}

export async function findTeachers(db: Queryable, schoolId: string): Promise<Teacher[]> {
  const { rows } = await db.query<Teacher>(
    `select id as "Id", title as "Title", forename as "DisplayForename", surname as "DisplaySurname", photo_id as "PhotoId"
       from staff where school_id = $1 and is_teacher and left_at is null
      order by surname, forename, id`,
    [schoolId],
  );
  return rows;
}

/**
 * Parents of current students, or of pre-admission students; Children lists only those children,
 * so a parent in both lists is never counted twice for one child.
 */
export async function findParents(db: Queryable, schoolId: string, preAdmission: boolean): Promise<Parent[]> {
  const { rows } = await db.query<Parent>(
    `select p.id as "Id", p.forename as "DisplayForename", p.surname as "DisplaySurname",
            array_agg(s.id::text order by s.id) as "Children"
       from parents p
       join parent_children pc on pc.school_id = p.school_id and pc.parent_id = p.id
       join students s on s.school_id = pc.school_id and s.id = pc.student_id
      where p.school_id = $1 and s.is_active and s.is_pre_admission = $2
      group by p.id, p.forename, p.surname
      order by p.surname, p.forename, p.id`,
    [schoolId, preAdmission],
  );
  return rows;
}

// Which people each invite kind covers: current students, pre-admission students, or the parents of either.
const invitedStudents = (preAdmission: boolean) => `
  i.person_type = ${PERSON_TYPE.student} and exists (
    select 1 from students s
     where s.school_id = i.school_id and s.id = i.person_id and s.is_active and s.is_pre_admission = ${preAdmission})`;
const invitedParents = (preAdmission: boolean) => `
  i.person_type = ${PERSON_TYPE.parent} and exists (
    select 1 from parent_children pc
      join students s on s.school_id = pc.school_id and s.id = pc.student_id
     where pc.school_id = i.school_id and pc.parent_id = i.person_id and s.is_active and s.is_pre_admission = ${preAdmission})`;

const INVITED: Record<InviteKind, string> = {
  ALLSTUDENTS: invitedStudents(false),
  ANYPREADMISSION: invitedStudents(true),
  ALLPARENTS: invitedParents(false),
  ALLPREADMISSIONPARENTS: invitedParents(true),
};

/** Students or parents of one kind who accepted their invite (registered users). */
export async function findAcceptedInvites(db: Queryable, schoolId: string, kind: InviteKind): Promise<UserInvite[]> {
  const { rows } = await db.query<UserInvite>(
    `select distinct i.person_id as "ExternalUserId" from user_invites i
      where i.school_id = $1 and i.accepted_at is not null and ${INVITED[kind]}
      order by 1`,
    [schoolId],
  );
  return rows;
}
