import { expect, type Locator, type Page } from '@playwright/test';
import type { AskFirstQuestion } from './ask-first';
import { clearMarkQuestion, clearQuestion } from './clear-question';
import { HomeworkApi, schoolDay, uniqueToken } from './homework-api';

export type MarkingTab = 'Not Handed In' | 'Handed In' | 'Marked';

/** The teacher marking view: the status tabs and their students, the active student's pane and its actions. */
export class MarkingPage {
  readonly heading: Locator;
  readonly students: Locator;
  readonly pane: Locator;
  readonly activeStudent: Locator;
  readonly grade: Locator;
  readonly comment: Locator;
  readonly saveAndNext: Locator;
  readonly statusBanner: Locator;
  readonly draftNote: Locator;
  readonly handInDate: Locator;
  readonly shortcuts: Locator;
  /** Clear Handed In's question ('Clear Handed In status?', what goes, Clear or Cancel) and the Undo after. */
  readonly clearQuestion: AskFirstQuestion;
  readonly clearHandInQuestion: Locator;
  readonly clearMarkQuestion: AskFirstQuestion;
  /** The History's list of changes, once opened. */
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.students = page.getByRole('navigation', { name: 'Students' });
    this.pane = page.getByRole('region', { name: "Student's homework" });
    this.activeStudent = this.pane.getByRole('heading', { level: 2 });
    this.grade = this.pane.getByLabel('Grade', { exact: true });
    this.comment = this.pane.getByLabel('Comment', { exact: true });
    this.saveAndNext = this.pane.getByRole('button', { name: 'Save and Next' });
    this.statusBanner = page.getByRole('status').filter({ hasText: 'Handed In status updated.' });
    this.draftNote = this.pane.getByRole('status').filter({ hasText: 'You have an unsaved grade and comment' });
    this.handInDate = this.pane.getByLabel('Date handed in');
    this.shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    this.clearQuestion = clearQuestion(page);
    this.clearHandInQuestion = this.clearQuestion.dialog;
    this.clearMarkQuestion = clearMarkQuestion(page);
    this.history = this.pane.getByRole('list').filter({ hasText: 'Date handed in' });
  }

  async goto(homeworkId: string, studentId?: string) {
    await this.page.goto(`/#/homework/teacherview/${homeworkId}${studentId ? `/${studentId}` : ''}`);
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.students.getByRole('tablist')).toBeVisible();
  }

  tab(name: MarkingTab) {
    return this.students.getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });
  }

  /** The count on a tab's badge. */
  async expectCount(name: MarkingTab, count: number) {
    await expect(this.tab(name)).toHaveAccessibleName(`${name} ${count}`);
  }

  /** A student of the open tab, by "Surname, Forename". */
  student(name: string) {
    return this.students.getByRole('button', { name: new RegExp(`^${escape(name)}`) });
  }

  async expectActive(name: string) {
    await expect(this.activeStudent).toContainText(name);
  }

  button(name: string) {
    return this.pane.getByRole('button', { name, exact: true });
  }

}

/** Marking set-up through the API: a homework of the journey's own, hand-ins recorded for some of its students. */
export class MarkingApi extends HomeworkApi {
  /** A homework due three days ago, for the group, answering its id and its students (ids). */
  async pastHomework(title: string, groupName: string) {
    const id = await this.createHomework({
      title,
      subjectId: await this.subjectId('Mathematics'),
      startDate: schoolDay(-10),
      dueDate: schoolDay(-3),
      groups: [await this.subjectClassId(groupName)],
    });
    const { Students } = await this.call<{ Students: { StudentId: string }[] }>('GET', `v3/HomeworkManagement/GetHomeworkStudents/${id}`);
    return { id, studentIds: Students.map((s) => s.StudentId) };
  }

  async recordHandIns(homeworkId: string, studentIds: string[], day = schoolDay(-1)) {
    await this.call('POST', 'v3/HomeworkManagement/UpdateHomeworkStudents', {
      Id: homeworkId,
      Students: studentIds.map((StudentId) => ({ StudentId, HandedInDate: day, status: 2 })),
    });
  }

  async records(homeworkId: string) {
    const answer = await this.call<{ Students: HandInRecord[] }>('GET', `v3/HomeworkManagement/GetHomeworkStudents/${homeworkId}`);
    return answer.Students;
  }

  /**
   * A past-due homework of a journey's own (its title `titled` made unique) for the group, its
   * students by name in the list's order, the first `handedIn` of them handed in.
   */
  async homeworkWithHandIns(titled: string, groupName: string, handedIn: number) {
    const title = uniqueToken(titled);
    const { id, studentIds } = await this.pastHomework(title, groupName);
    const names = await this.studentNames();
    const students = studentIds
      .map((studentId) => ({ studentId, name: names.get(studentId.toLowerCase())! }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }));
    if (handedIn > 0) await this.recordHandIns(id, students.slice(0, handedIn).map((s) => s.studentId));
    return { id, title, students };
  }

  async studentNames(): Promise<Map<string, string>> {
    const students = await this.call<{ Id: string; DisplayForename: string; DisplaySurname: string }[]>('GET', 'v2/Student/All');
    return new Map(students.map((s) => [s.Id.toLowerCase(), `${s.DisplaySurname}, ${s.DisplayForename}`]));
  }
}

export interface HandInRecord {
  StudentId: string;
  HandedInDate: string | null;
  Result: string | null;
  Comments: string | null;
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
