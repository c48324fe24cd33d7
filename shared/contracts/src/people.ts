// People, school, group and identity entities exactly as the spec names their fields (01 §3, 02 §3).

export interface Student {
  Id: string;
  LegalForename: string;
  LegalSurname: string;
  DisplayForename: string;
  DisplaySurname: string;
  CurrentYearGroup: string;
  CurrentRegGroup: string;
  PhotoId: string | null;
  Email: string | null;
  CurrentHouse: string | null;
  Gender: string;
  IsActive: boolean;
  /** 1 student (the spec's personType), kept on the record for the message composer. */
  PersonType: number;
  SchoolGuid: string;
}

export interface Teacher {
  Id: string;
  Title: string | null;
  DisplayForename: string;
  DisplaySurname: string;
  PhotoId: string | null;
}

/** v2/Person/Single/{id}: any person of the school. */
export interface Person {
  Id: string;
  Title: string | null;
  DisplayForename: string;
  DisplaySurname: string;
  PhotoId: string | null;
  PersonType: number;
}

export interface Parent {
  Id: string;
  DisplayForename: string;
  DisplaySurname: string;
  /** Student ids. */
  Children: string[];
}

export interface Subject {
  SubjectId: string;
  Name: string;
  Code: string;
}

export interface Group {
  Id: string;
  Name: string;
}

export type GroupKind = 'year' | 'house' | 'userDefined' | 'subjectClass' | 'registration' | 'preAdmission';

/** POST v1/Membership/GroupMembers answer: one entry per requested group. */
export interface GroupMembers {
  GroupId: string;
  StudentIds: string[];
}

export interface UserInvite {
  ExternalUserId: string;
}

export type InviteKind = 'ALLSTUDENTS' | 'ANYPREADMISSION' | 'ALLPREADMISSIONPARENTS' | 'ALLPARENTS';
export const INVITE_KINDS: readonly InviteKind[] = ['ALLSTUDENTS', 'ANYPREADMISSION', 'ALLPREADMISSIONPARENTS', 'ALLPARENTS'];

export interface RoleRecord {
  ProductCode: string;
  /** Bit flag: 1 main role, 2 second role, 3 both. */
  Roles: number;
}

export interface Feature {
  Name: string;
  Enabled: boolean;
}

export interface Identity {
  Features: Feature[];
  PhotoId: string | null;
  Products: { Name: string }[];
  IsParent: boolean;
}

export interface School {
  Id: string;
  SchoolName: string;
}

export interface SchoolDetails {
  Id: string;
  SchoolName: string;
  TimeZone: string;
}

export interface DateRange {
  Name: string;
  StartDate: string;
  EndDate: string;
}

export interface CurrentUser {
  userId: string;
  schoolId: string;
  simsName: string;
  schoolName: string;
}
