import { HOMEWORK_SOURCE, type Homework, type HomeworkListItem, type HomeworkListResponse } from '@homework/contracts';

export function homeworkItem(overrides: Partial<HomeworkListItem> = {}): HomeworkListItem {
  return {
    Id: 'hw-1',
    Title: 'Essay one',
    SubjectId: 'subject-2',
    Subject: 'English',
    SetById: 'teacher-1',
    SetBy: 'Ms A. Teacher',
    CreatedById: 'teacher-1',
    CreatedBy: 'Ms A. Teacher',
    Source: HOMEWORK_SOURCE,
    StartDate: '2026-01-12T00:00:00.000Z',
    DueDate: '2026-01-19T00:00:00.000Z',
    CreatedDate: '2026-01-10T09:00:00.000Z',
    AllowStudentAttachments: true,
    SubmissionCount: 3,
    TotalStudents: 10,
    AttachmentCount: 2,
    GroupId: 'group-7a',
    GroupName: '7A',
    GroupCount: 1,
    StudentCount: 2,
    ...overrides,
  };
}

export const listOf = (items: HomeworkListItem[], total = items.length): HomeworkListResponse => ({ Items: items, TotalItems: total });

export function homework(overrides: Partial<Homework> = {}): Homework {
  return {
    Id: 'hw-1',
    Title: 'Essay one',
    Description: '<p>Write 500 words.</p>',
    SubjectId: 'subject-2',
    Subject: 'English',
    CreatedById: 'teacher-1',
    CreatedBy: 'Ms A. Teacher',
    SetById: 'teacher-1',
    SetBy: 'Ms A. Teacher',
    Source: HOMEWORK_SOURCE,
    Students: ['student-1'],
    Groups: [],
    GroupId: null,
    GroupCount: 0,
    StudentCount: 1,
    Attachments: [],
    AttachmentCount: 0,
    StartDate: '2026-06-30T23:00:00.000Z',
    DueDate: '2026-07-07T23:00:00.000Z',
    CreatedDate: '2026-06-01T09:00:00.000Z',
    AllowStudentAttachments: false,
    SubmissionCount: 0,
    TotalStudents: 1,
    StudentsFromGroups: [],
    GroupMembershipChanged: false,
    Version: 4,
    ...overrides,
  };
}
