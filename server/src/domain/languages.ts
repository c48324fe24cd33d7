// The school's languages and a person's own choice (decision 0040, migration 970): what the user
// profile answers and the school administrator sets, and what a mail's language will be chosen from.
// Every query is the caller's school's, from the verified token.
import { DEFAULT_LANGUAGE, type Language, type MailLanguage, type MyLanguage, type SchoolLanguages } from '@homework/contracts';
import { chooseLanguage, isLanguage } from '@homework/contracts/languages';
import type { Queryable } from '../db';

/** The school's languages; a school this database does not hold has the suite's defaults. */
export async function schoolLanguagesOf(db: Queryable, schoolId: string): Promise<SchoolLanguages> {
  const { rows } = await db.query<{ language: string; mail_language: MailLanguage }>('select language, mail_language from schools where id = $1', [schoolId]);
  const row = rows[0];
  return { Language: isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE, MailLanguage: row?.mail_language ?? 'en' };
}

/** Sets them; false when the school is not in this database. */
export async function setSchoolLanguages(db: Queryable, schoolId: string, languages: SchoolLanguages): Promise<boolean> {
  const { rows } = await db.query('update schools set language = $2, mail_language = $3 where id = $1 returning id', [schoolId, languages.Language, languages.MailLanguage]);
  return rows.length > 0;
}

/** The person's language by the one rule: their choice, else the school's, else English. */
export async function languageOf(db: Queryable, schoolId: string, userId: string | null): Promise<MyLanguage> {
  const [school, chosen] = await Promise.all([
    schoolLanguagesOf(db, schoolId),
    userId
      ? db.query<{ language: string }>('select language from user_languages where school_id = $1 and user_id = $2', [schoolId, userId])
      : Promise.resolve({ rows: [] as { language: string }[] }),
  ]);
  const own = chosen.rows[0]?.language;
  const Chosen = isLanguage(own) ? own : null;
  return { Chosen, School: school.Language, Active: chooseLanguage(Chosen, school.Language) };
}

/** Keeps the person's choice; null removes it, so they have the school's language again. */
export async function chooseLanguageOf(db: Queryable, schoolId: string, userId: string, language: Language | null): Promise<void> {
  if (language === null) {
    await db.query('delete from user_languages where school_id = $1 and user_id = $2', [schoolId, userId]);
    return;
  }
  await db.query(
    `insert into user_languages (school_id, user_id, language) values ($1, $2, $3)
     on conflict (school_id, user_id) do update set language = excluded.language, chosen_at = now()`,
    [schoolId, userId, language],
  );
}
