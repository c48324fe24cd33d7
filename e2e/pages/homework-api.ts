import type { APIResponse, Page } from '@playwright/test';

/**
 * The homework service called with the signed-in page's own access token: quick set-up of the
 * homework a journey needs (the journeys that matter go through the UI). The token is read from the
 * page each call, because the suite renews it every few seconds under test.
 */
export class HomeworkApi {
  constructor(private readonly page: Page) {}

  private async token(): Promise<string> {
    const token = await this.page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i += 1) {
        const key = sessionStorage.key(i)!;
        if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
      }
      return null;
    });
    if (!token) throw new Error('The page is not signed in: no access token to call the API with.');
    return token;
  }

  async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const headers = { authorization: `Bearer ${await this.token()}` };
    const response: APIResponse = await this.page.request.fetch(`/${path}`, { method, headers, data });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The description as the service stores it (what students, parents and e-mails get). */
  async storedDescription(homeworkId: string) {
    return (await this.call<{ Description: string }>('GET', `v3/HomeworkManagement/GetHomework/${encodeURIComponent(homeworkId)}`)).Description;
  }

  currentUser() {
    return this.call<{ userId: string; schoolId: string }>('GET', 'api/v3/userprofile/currentuser');
  }

  teachers() {
    return this.call<Teacher[]>('GET', 'v2/Teacher/All');
  }

  /** 'Mr D. Okafor': optional title + first initial + surname, as the list and the typeaheads show it. */
  static displayName(teacher: Teacher) {
    return [teacher.Title, `${teacher.DisplayForename.charAt(0)}.`, teacher.DisplaySurname].filter(Boolean).join(' ');
  }

  async teacherNamed(displayName: string): Promise<Teacher> {
    const teacher = (await this.teachers()).find((t) => HomeworkApi.displayName(t) === displayName);
    if (!teacher) throw new Error(`No teacher shown as ${displayName}`);
    return teacher;
  }

  async subjectId(name: string): Promise<string> {
    const subject = (await this.call<{ SubjectId: string; Name: string }[]>('GET', 'v3/HomeworkManagement/Subjects')).find((s) => s.Name === name);
    if (!subject) throw new Error(`No subject ${name}`);
    return subject.SubjectId;
  }

  async subjectClassId(name: string): Promise<string> {
    const group = (await this.call<{ Id: string; Name: string }[]>('GET', 'v1/Group/SubjectClass')).find((g) => g.Name === name);
    if (!group) throw new Error(`No subject class ${name}`);
    return group.Id;
  }

  async groupMembers(groupId: string): Promise<string[]> {
    const [members] = await this.call<{ GroupId: string; StudentIds: string[] }[]>('POST', 'v1/Membership/GroupMembers', [groupId]);
    return members?.StudentIds ?? [];
  }

  /**
   * A current student whose name no other student shares (so that a search for it finds one row),
   * in the given year and not in any of the given groups.
   */
  async studentWithUniqueName(year: string, notIn: string[] = []): Promise<Student> {
    const students = await this.call<Student[]>('GET', 'v2/Student/All');
    const nameOf = (s: Student) => `${s.DisplayForename} ${s.DisplaySurname}`.toLowerCase();
    const counts = new Map<string, number>();
    for (const s of students) counts.set(nameOf(s), (counts.get(nameOf(s)) ?? 0) + 1);
    const excluded = new Set(notIn.map((id) => id.toLowerCase()));
    const student = students.find(
      (s) => s.IsActive && s.CurrentYearGroup === year && counts.get(nameOf(s)) === 1 && !excluded.has(s.Id.toLowerCase()),
    );
    if (!student) throw new Error(`No student with a unique name in ${year}`);
    return student;
  }

  /**
   * One current student of each year given, each with an e-mail address and a name no other student shares (so
   * that the mail catcher's letters and the pickers' searches find one each).
   */
  async studentsWithAddress(years: string[]): Promise<(Student & { Email: string })[]> {
    const students = await this.call<Student[]>('GET', 'v2/Student/All');
    const nameOf = (s: Student) => `${s.DisplayForename} ${s.DisplaySurname}`.toLowerCase();
    const counts = new Map<string, number>();
    for (const s of students) counts.set(nameOf(s), (counts.get(nameOf(s)) ?? 0) + 1);
    const taken = new Set<string>();
    return years.map((year) => {
      const found = students.find((s) => s.IsActive && s.CurrentYearGroup === year && s.Email && counts.get(nameOf(s)) === 1 && !taken.has(s.Id));
      if (!found?.Email) throw new Error(`No ${year} student with an address and a unique name`);
      taken.add(found.Id);
      return { ...found, Email: found.Email };
    });
  }

  /** Creates a homework; dates are school days 'YYYY-MM-DD'. Answers its id. */
  async createHomework(homework: NewHomework): Promise<string> {
    const me = await this.currentUser();
    const created = await this.call<{ Id: string }>('POST', 'v3/HomeworkManagement/Create', {
      Title: homework.title,
      Description: homework.description ?? `<p>${homework.title}: read the notes and answer the questions.</p>`,
      SubjectId: homework.subjectId,
      Subject: '',
      CreatedById: me.userId,
      CreatedBy: '',
      SetById: homework.setById ?? me.userId,
      SetBy: '',
      Source: 'homework-online',
      Students: homework.students ?? [],
      Groups: homework.groups ?? [],
      Attachments: [],
      StartDate: homework.startDate ?? schoolDay(0),
      DueDate: homework.dueDate,
      AllowStudentAttachments: homework.allowStudentAttachments ?? true,
      ReleaseMarksTogether: homework.releaseMarksTogether ?? false,
    });
    return created.Id;
  }

  /** Grants one student a later due day ('YYYY-MM-DD'), as the marking view's extension does. */
  async extendDueDate(homeworkId: string, studentId: string, day: string): Promise<void> {
    await this.call('POST', 'v3/HomeworkManagement/ExtendDueDate', { HomeworkId: homeworkId, StudentId: studentId, ExtendedDueDate: day });
  }
}

export interface Teacher {
  Id: string;
  Title: string | null;
  DisplayForename: string;
  DisplaySurname: string;
}

export interface Student {
  Id: string;
  DisplayForename: string;
  DisplaySurname: string;
  CurrentYearGroup: string;
  CurrentRegGroup: string;
  IsActive: boolean;
  Email: string | null;
}

export interface NewHomework {
  title: string;
  subjectId: string;
  dueDate: string;
  startDate?: string;
  setById?: string;
  groups?: string[];
  students?: string[];
  description?: string;
  allowStudentAttachments?: boolean;
  /** Beside the spec (decision 0037): marks held until Release marks. */
  releaseMarksTogether?: boolean;
}

/** The demo schools' time zone. */
export const SCHOOL_TIME_ZONE = 'Europe/London';

/** The school's calendar day `offset` days from today, 'YYYY-MM-DD'. */
export function schoolDay(offset: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as the date pickers show and take it: 'DD/MM/YYYY'. */
export const pickerDate = (day: string) => day.split('-').reverse().join('/');

/** A short token that makes this run's titles unique (the suite's database is shared by every test). */
export const uniqueToken = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
