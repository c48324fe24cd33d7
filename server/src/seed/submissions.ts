// Marking in the demo: student submissions on past-due homework set by the demo sign-ins, a few
// extensions, and the history (marking_audit) of the hand-ins and marks the homework seed recorded.
//
// The showcase: the demo teacher's most recently due past homework with enough hand-ins gives them one
// file each, in the order of DEMO_SUBMISSION_FILES (by surname): every viewer type, then the two
// oversize files and the zip (README, "Marking in the demo"). Their other past homework gets one
// small file for about half of the hand-ins.
import { addDays, schoolDateOf, startOfSchoolDay } from '@homework/contracts';
import { Random } from './random';
import type { SchoolForHomework } from './homework';
import { DEMO_SUBMISSION_FILES, DEMO_SUBMISSION_PREFIX, type DemoSubmissionFile } from './submission-files';
import type { SeedTables } from './tables';

const SMALL_FILES = DEMO_SUBMISSION_FILES.filter((f) => f.nominalSize < 1_000_000);
const DAY_MS = 86_400_000;

/** The demo sign-in whose homework shows every kind of file, per school. */
export const SHOWCASE_SETTER: Record<string, string> = { oakwood: 'teacher', riverside: 'teacher2' };

export function buildSubmissions(key: string, school: SchoolForHomework, now: Date, out: SeedTables): void {
  const rnd = new Random(`${key}:submissions`);
  const { schoolId, timeZone } = school;
  const demoSetters = new Set(school.demoStaff.values());
  const surnames = new Map(out.students.filter((s) => s.school_id === schoolId).map((s) => [s.id, `${s.display_surname} ${s.display_forename}`]));
  const past = out.homework
    .filter((h) => h.school_id === schoolId && demoSetters.has(h.set_by_id) && new Date(h.due_date) < now)
    .sort((a, b) => b.due_date.localeCompare(a.due_date) || a.id.localeCompare(b.id));
  const showcaseSetter = school.demoStaff.get(SHOWCASE_SETTER[key] ?? '');
  const handInCounts = new Map<string, number>();
  for (const r of out.homework_students) {
    if (r.school_id === schoolId && r.handed_in_date) handInCounts.set(r.homework_id, (handInCounts.get(r.homework_id) ?? 0) + 1);
  }
  // The latest past homework with enough hand-ins for every file: the latest of all may have too
  // few, depending on the day the seed runs.
  const showcase = past.find((h) => h.set_by_id === showcaseSetter && (handInCounts.get(h.id) ?? 0) >= DEMO_SUBMISSION_FILES.length);
  const notAfterNow = (at: number) => new Date(Math.min(at, now.getTime() - 60_000)).toISOString();

  for (const homework of past) {
    const rows = out.homework_students
      .filter((r) => r.school_id === schoolId && r.homework_id === homework.id)
      .sort((a, b) => (surnames.get(a.student_id) ?? '').localeCompare(surnames.get(b.student_id) ?? ''));
    const dueDay = schoolDateOf(homework.due_date, timeZone)!;
    let next = 0;
    for (const row of rows) {
      // Drawn for every row, so that one row's outcome never shifts the next.
      const [attach, extend, kind] = [rnd.next(), rnd.next(), rnd.pick(SMALL_FILES)];
      if (!row.handed_in_date) {
        if (extend < 0.15) row.extended_due_date = startOfSchoolDay(addDays(dueDay, rnd.int(2, 7))!, timeZone);
        continue;
      }
      const file: DemoSubmissionFile | undefined =
        homework === showcase ? DEMO_SUBMISSION_FILES[next++] : attach < 0.5 ? kind : undefined;
      if (file) {
        out.attachments.push({
          school_id: schoolId,
          id: rnd.uuid(),
          purpose: 'submission',
          homework_student_id: row.id,
          uploaded_by_id: row.student_id,
          file_name: file.fileName,
          content_type: file.contentType,
          file_size: file.nominalSize,
          storage_key: `${DEMO_SUBMISSION_PREFIX}${file.slug}`,
          title: file.fileName,
          position: 0,
          created_at: row.handed_in_date,
          uploaded_at: row.handed_in_date,
        });
      }
      // The history of what the homework seed recorded, by the homework's setter.
      const handedIn = new Date(row.handed_in_date).getTime();
      const audit = (field: string, newValue: string | null, at: string) =>
        out.marking_audit.push({ school_id: schoolId, homework_id: homework.id, student_id: row.student_id, field, old_value: null, new_value: newValue, changed_by: homework.set_by_id, changed_at: at });
      audit('HandedInDate', schoolDateOf(row.handed_in_date, timeZone), notAfterNow(handedIn + 3_600_000));
      if (row.result) audit('Result', row.result, notAfterNow(handedIn + DAY_MS));
      if (row.comments) audit('Comments', row.comments, notAfterNow(handedIn + DAY_MS));
    }
  }
}
