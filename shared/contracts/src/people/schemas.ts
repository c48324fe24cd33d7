// Answers of the people, groups, school, profile and role calls. The contracts' types of them
// (../people.ts) come from these (Static<>), so a field is written once.
import { Answer, ListOf, Nullable, Type, Uuid } from '../schema-builders';

/** The spec's personType (1 student, 4 parent); it names none for staff, who are 2 here. */
export const PERSON_TYPE = { student: 1, staff: 2, parent: 4 } as const;

const string = () => Type.String();

export const StudentSchema = Answer({
  Id: Uuid(),
  LegalForename: string(),
  LegalSurname: string(),
  DisplayForename: string(),
  DisplaySurname: string(),
  CurrentYearGroup: string(),
  CurrentRegGroup: Type.String({ description: 'Empty for pre-admission students.' }),
  PhotoId: Nullable(Uuid()),
  Email: Nullable(string()),
  CurrentHouse: Nullable(string()),
  Gender: string(),
  IsActive: Type.Boolean(),
  PersonType: Type.Integer({ description: '1: student.' }),
  SchoolGuid: Uuid(),
});

export const TeacherSchema = Answer({ Id: Uuid(), Title: Nullable(string()), DisplayForename: string(), DisplaySurname: string(), PhotoId: Nullable(Uuid()) });

export const PersonSchema = Answer({
  Id: Uuid(),
  Title: Nullable(string()),
  DisplayForename: string(),
  DisplaySurname: string(),
  PhotoId: Nullable(Uuid()),
  PersonType: Type.Integer({ description: '1 student, 2 staff, 4 parent.' }),
});

export const ParentSchema = Answer({
  Id: Uuid(),
  DisplayForename: string(),
  DisplaySurname: string(),
  Children: ListOf(Uuid(), 'Ids of the children this list is about (current or pre-admission students).'),
});

export const GroupSchema = Answer({ Id: Uuid(), Name: string() });
export const GroupMembersSchema = Answer({ GroupId: Uuid(), StudentIds: ListOf(Uuid()) });
export const UserInviteSchema = Answer({ ExternalUserId: Uuid('The registered student’s or parent’s person id.') });
export const RoleRecordSchema = Answer({ ProductCode: string(), Roles: Type.Integer({ description: 'Bit flag: 1 main role, 2 second role, 3 both.' }) });

export const FeatureSchema = Answer({ Name: string(), Enabled: Type.Boolean() });

export const IdentitySchema = Answer({
  Features: ListOf(FeatureSchema),
  PhotoId: Nullable(Uuid()),
  Products: ListOf(Answer({ Name: string() })),
  IsParent: Type.Boolean(),
});

export const CurrentUserSchema = Answer({ userId: string(), schoolId: Uuid(), simsName: string(), schoolName: string() });
export const SchoolSchema = Answer({ Id: Uuid(), SchoolName: string() });
export const SchoolDetailsSchema = Answer({ Id: Uuid(), SchoolName: string(), TimeZone: string() });
export const TimeZoneSchema = Answer({ TimeZone: Type.String({ description: "IANA time zone name, e.g. 'Europe/London'." }) });
export const DateRangeSchema = Answer({
  Name: string(),
  StartDate: Type.String({ format: 'date', description: 'YYYY-MM-DD, a day in the school’s time zone.' }),
  EndDate: Type.String({ format: 'date', description: 'YYYY-MM-DD, the last day, inclusive.' }),
});
