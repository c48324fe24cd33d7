import { HOMEWORK_SOURCE, VALIDATION_MESSAGES } from '@homework/contracts';
import { homework } from '../../../testing/homework-fixtures';
import {
  SUBMISSION_TYPES,
  allowsStudentAttachments,
  createDefaults,
  errorsByField,
  submissionTypeOf,
  toEditRequest,
  toSaveRequest,
  validateForm,
  valuesFromHomework,
  type HomeworkFormValues,
} from './form-values';

const LONDON = 'Europe/London';
const context = {
  timeZone: LONDON,
  currentUserId: 'teacher-1',
  subjects: [{ value: 'subject-1', label: 'Mathematics' }],
  teachers: [
    { value: 'teacher-1', label: 'Ms A. Teacher' },
    { value: 'teacher-2', label: 'Mr B. Other' },
  ],
};

const filled = (overrides: Partial<HomeworkFormValues> = {}): HomeworkFormValues => ({
  title: '  Fractions  ',
  subjectId: 'subject-1',
  setById: 'teacher-2',
  assignedTo: { groups: [{ Id: 'group-7a', Name: '7A', kind: 'registration' }], students: [] },
  startDate: '2026-03-28',
  dueDate: '2026-03-30',
  allowStudentAttachments: true,
  releaseMarksTogether: false,
  attachments: [],
  description: '<p>Page 12</p>',
  ...overrides,
});

describe('defaults on create', () => {
  test('set by the creating teacher, available today, due a week later', () => {
    expect(createDefaults(new Date('2026-01-14T10:00:00Z'), LONDON, 'teacher-1')).toMatchObject({
      setById: 'teacher-1',
      startDate: '2026-01-14',
      dueDate: '2026-01-21',
      assignedTo: { groups: [], students: [] },
    });
  });

  test('"today" is the school\'s: just after midnight in London, before it in UTC', () => {
    expect(createDefaults(new Date('2026-06-30T23:30:00Z'), LONDON, 'teacher-1')).toMatchObject({
      startDate: '2026-07-01',
      dueDate: '2026-07-08',
    });
    expect(createDefaults(new Date('2026-06-30T23:30:00Z'), 'America/New_York', 'teacher-1')).toMatchObject({
      startDate: '2026-06-30',
    });
  });

  test('over the spring clock change the due date is still seven calendar days on', () => {
    expect(createDefaults(new Date('2026-03-25T12:00:00Z'), LONDON, 't')).toMatchObject({ startDate: '2026-03-25', dueDate: '2026-04-01' });
  });
});

describe('Submission Type ↔ AllowStudentAttachments', () => {
  test('Online Submission is true, In Person is false', () => {
    expect(SUBMISSION_TYPES.map((t) => [t.label, allowsStudentAttachments(t.value)])).toEqual([
      ['Online Submission', true],
      ['In Person', false],
    ]);
    expect(submissionTypeOf(true)).toBe('online');
    expect(submissionTypeOf(false)).toBe('in-person');
    expect(toSaveRequest(filled({ allowStudentAttachments: false }), context).AllowStudentAttachments).toBe(false);
  });
});

describe('the bodies sent', () => {
  test('Create: trimmed, names beside ids, start of day in the school across the clock change', () => {
    expect(toSaveRequest(filled(), context)).toEqual({
      Title: 'Fractions',
      Description: '<p>Page 12</p>',
      SubjectId: 'subject-1',
      Subject: 'Mathematics',
      CreatedById: 'teacher-1',
      CreatedBy: 'Ms A. Teacher',
      SetById: 'teacher-2',
      SetBy: 'Mr B. Other',
      Source: HOMEWORK_SOURCE,
      Students: [],
      Groups: ['group-7a'],
      Attachments: [],
      // 28 March is GMT; 30 March is BST, so its midnight is 23:00 UTC on the 29th
      StartDate: '2026-03-28T00:00:00.000Z',
      DueDate: '2026-03-29T23:00:00.000Z',
      AllowStudentAttachments: true,
      ReleaseMarksTogether: false,
    });
    // Decision 0037: the choice is sent as the form holds it.
    expect(toSaveRequest(filled({ releaseMarksTogether: true }), context).ReleaseMarksTogether).toBe(true);
  });

  test("the description's typed spaces and empty lines at either end go, on Create and on Edit", () => {
    const description = '<p><br></p><p> &nbsp;Page 12 &nbsp;</p><p><br></p>';
    expect(toSaveRequest(filled({ description }), context).Description).toBe('<p>Page 12</p>');
    expect(toEditRequest(filled({ description }), context, { Id: 'hw-1', Version: 7 }).Description).toBe('<p>Page 12</p>');
  });

  test('attachments without their upload progress, and none still uploading', () => {
    const body = toSaveRequest(
      filled({
        attachments: [
          { Id: 'a1', Title: '', Description: 'notes', FileName: 'sheet.pdf', FileSize: 10, UploadProgress: 100 },
          { Id: '', Title: '', Description: '', FileName: 'big.mp4', FileSize: 10, UploadProgress: 40 },
        ],
      }),
      context,
    );
    expect(body.Attachments).toEqual([{ Id: 'a1', Title: 'sheet.pdf', Description: 'notes', FileName: 'sheet.pdf', FileSize: 10 }]);
  });

  test('Edit: the same with Id and Version and without the creator', () => {
    const body = toEditRequest(filled(), context, { Id: 'hw-1', Version: 7 });
    expect(body).toMatchObject({ Id: 'hw-1', Version: 7, Title: 'Fractions', SetById: 'teacher-2' });
    expect(body).not.toHaveProperty('CreatedById');
    expect(body).not.toHaveProperty('CreatedBy');
  });

  test('a homework read for edit shows its dates as the school days they start', () => {
    const values = valuesFromHomework(
      homework({ StartDate: '2026-10-24T23:00:00.000Z', DueDate: '2026-10-26T00:00:00.000Z' }),
      LONDON,
      { groups: [], students: [] },
    );
    expect(values).toMatchObject({ startDate: '2026-10-25', dueDate: '2026-10-26', allowStudentAttachments: false });
  });
});

describe('validation with the contract messages', () => {
  test('a filled form passes', () => {
    expect(validateForm(filled(), LONDON)).toEqual([]);
  });

  test('every field, in form order', () => {
    const errors = validateForm(
      { ...filled(), title: ' ', subjectId: null, setById: null, assignedTo: { groups: [], students: [] }, startDate: null, dueDate: null, description: '<p><br></p>' },
      LONDON,
    );
    expect(errors.map((e) => e.message)).toEqual([
      VALIDATION_MESSAGES.titleRequired,
      VALIDATION_MESSAGES.subjectRequired,
      VALIDATION_MESSAGES.setByRequired,
      VALIDATION_MESSAGES.assignedToRequired,
      VALIDATION_MESSAGES.startDateInvalid,
      VALIDATION_MESSAGES.dueDateInvalid,
      VALIDATION_MESSAGES.descriptionRequired,
    ]);
  });

  test('lengths, and a due date not after Available from', () => {
    const byField = errorsByField(
      validateForm(filled({ title: 'x'.repeat(101), description: `<p>${'y'.repeat(1001)}</p>`, dueDate: '2026-03-28' }), LONDON),
    );
    expect(byField).toEqual({
      Title: VALIDATION_MESSAGES.titleTooLong,
      DueDate: VALIDATION_MESSAGES.dueDateBeforeStart,
      Description: VALIDATION_MESSAGES.descriptionTooLong,
    });
    expect(validateForm(filled({ title: 'x'.repeat(100), dueDate: '2026-03-29' }), LONDON)).toEqual([]);
  });
});
