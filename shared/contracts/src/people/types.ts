// People, school, group and identity entities exactly as the spec names their fields (01 §3, 02 §3).
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type { SubjectSchema } from '../homework/schemas';
import type {
  CurrentUserSchema,
  DateRangeSchema,
  FeatureSchema,
  GroupMembersSchema,
  GroupSchema,
  IdentitySchema,
  ParentSchema,
  PersonSchema,
  RoleRecordSchema,
  SchoolDetailsSchema,
  SchoolSchema,
  StudentSchema,
  TeacherSchema,
  UserInviteSchema,
} from './schemas';

/** PersonType 1 (the spec's personType for a student), kept on the record for the message composer. */
export type Student = Static<typeof StudentSchema>;

export type Teacher = Static<typeof TeacherSchema>;

/** v2/Person/Single/{id}: any person of the school. */
export type Person = Static<typeof PersonSchema>;

/** Children: student ids. */
export type Parent = Static<typeof ParentSchema>;

export type Subject = Static<typeof SubjectSchema>;

export type Group = Static<typeof GroupSchema>;

export type GroupKind = 'year' | 'house' | 'userDefined' | 'subjectClass' | 'registration' | 'preAdmission';

/** POST v1/Membership/GroupMembers answer: one entry per requested group. */
export type GroupMembers = Static<typeof GroupMembersSchema>;

export type UserInvite = Static<typeof UserInviteSchema>;

export type InviteKind = 'ALLSTUDENTS' | 'ANYPREADMISSION' | 'ALLPREADMISSIONPARENTS' | 'ALLPARENTS';
export const INVITE_KINDS: readonly InviteKind[] = ['ALLSTUDENTS', 'ANYPREADMISSION', 'ALLPREADMISSIONPARENTS', 'ALLPARENTS'];

/** Roles: a bit flag, 1 main role, 2 second role, 3 both. */
export type RoleRecord = Static<typeof RoleRecordSchema>;

export type Feature = Static<typeof FeatureSchema>;

export type Identity = Static<typeof IdentitySchema>;

export type School = Static<typeof SchoolSchema>;

export type SchoolDetails = Static<typeof SchoolDetailsSchema>;

export type DateRange = Static<typeof DateRangeSchema>;

export type CurrentUser = Static<typeof CurrentUserSchema>;
