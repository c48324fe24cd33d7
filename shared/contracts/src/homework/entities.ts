// The homework service's answers (01 §3, §4, §7): a homework, a card of the list and the students it
// is set for. Dates are ISO instants (the start of a day in the school's time zone).
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type { HomeworkSchema, HomeworkStudentSchema, HomeworkStudentsSchema, ListItemSchema, ListResponseSchema } from './schemas';

/**
 * One card of the all-homework list. SubmissionCount: students who have handed in, of TotalStudents
 * (the groups' members at the last save plus individual students); GroupId and GroupName: the group
 * when exactly one is assigned, else null; StudentCount: students chosen individually.
 */
export type HomeworkListItem = Static<typeof ListItemSchema>;

export type HomeworkListResponse = Static<typeof ListResponseSchema>;

/**
 * Create and Edit answer the saved homework. Students: chosen individually; GroupId: the first group's,
 * or null; StudentsFromGroups: the groups' current members (what saving now would assign);
 * GroupMembershipChanged: they differ from the last save (show MESSAGES.groupMembershipChanged);
 * Version: the concurrency token to send back with Edit.
 */
export type Homework = Static<typeof HomeworkSchema>;

/** GetHomeworkStudents: one entry per student the homework is set for now. Status: 1 not handed in, 2 handed in, 3 with a result (02 §4). */
export type HomeworkStudent = Static<typeof HomeworkStudentSchema>;

export type HomeworkStudentsResponse = Static<typeof HomeworkStudentsSchema>;
