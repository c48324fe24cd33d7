// The bulk hand-in recorder's one save, UpdateHomeworkStudents (02 §7); what it reads is the homework's
// own data (lib/homework-data) and the school context (the platform's).
export { updateHomeworkStudents } from '../../teacher-marking';
