// The student record as v2/Student/* and v1/PreAdmission/Members answer it (contracts `Student`).
import type { Student } from '@homework/shared/contracts';
import type { Queryable } from '../../db';
import { PERSON_TYPE } from '@homework/shared/schemas';

const STUDENT_COLUMNS = `
  s.id as "Id", s.legal_forename as "LegalForename", s.legal_surname as "LegalSurname",
  s.display_forename as "DisplayForename", s.display_surname as "DisplaySurname",
  s.year_group as "CurrentYearGroup", coalesce(s.reg_group, '') as "CurrentRegGroup",
  s.photo_id as "PhotoId", s.email as "Email", s.house as "CurrentHouse", s.gender as "Gender",
  s.is_active as "IsActive", ${PERSON_TYPE.student} as "PersonType", s.school_id as "SchoolGuid"`;

/**
 * Students of one school matching `where` (over alias `s`, parameters from $2), sorted by name.
 * `join` may add tables (e.g. group members) scoped by the same school.
 */
export async function findStudents(db: Queryable, schoolId: string, where: string, params: unknown[] = [], join = ''): Promise<Student[]> {
  const { rows } = await db.query<Student>(
    `select ${STUDENT_COLUMNS} from students s ${join}
     where s.school_id = $1 and ${where}
     order by s.display_surname, s.display_forename, s.id`,
    [schoolId, ...params],
  );
  return rows;
}
