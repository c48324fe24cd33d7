// Calendar days in the school's time zone: one implementation, shared with the homework service.
export { addDays, schoolDateOf, schoolToday, startOfSchoolDay } from '@homework/contracts';
