import { ApiError } from '@homework/platform/api';
import { STALE_EDIT_MESSAGE, VALIDATION_MESSAGES } from '@homework/contracts';
import { createDefaults } from './form-values';
import { NO_STATUS } from '../../../lib/page-status';
import { INITIAL_FORM_STATE, formReducer, hasUnsavedChanges, saveFailure, type FormState } from './use-homework-form';

const loaded = (): FormState =>
  formReducer(INITIAL_FORM_STATE, { type: 'load', values: createDefaults(new Date('2026-01-14T10:00:00Z'), 'Europe/London', 't1') });

test("a field's error clears when that field changes, and only that field's", () => {
  let state = formReducer(loaded(), {
    type: 'invalid',
    errors: { Title: VALIDATION_MESSAGES.titleRequired, SubjectId: VALIDATION_MESSAGES.subjectRequired, AssignedTo: VALIDATION_MESSAGES.assignedToRequired },
  });
  state = formReducer(state, { type: 'change', field: 'title', value: 'Fractions' });
  expect(state.errors).toEqual({ SubjectId: VALIDATION_MESSAGES.subjectRequired, AssignedTo: VALIDATION_MESSAGES.assignedToRequired });
  expect(state.values?.title).toBe('Fractions');
  state = formReducer(state, { type: 'change', field: 'assignedTo', value: { groups: [], students: [] } });
  expect(state.errors).toEqual({ SubjectId: VALIDATION_MESSAGES.subjectRequired });
  // Submission Type has no rule: nothing clears
  state = formReducer(state, { type: 'change', field: 'allowStudentAttachments', value: false });
  expect(state.errors).toEqual({ SubjectId: VALIDATION_MESSAGES.subjectRequired });
});

test('moving Available from clears "Due date must be after Available from", not a missing due date', () => {
  let state = formReducer(loaded(), { type: 'invalid', errors: { DueDate: VALIDATION_MESSAGES.dueDateBeforeStart } });
  state = formReducer(state, { type: 'change', field: 'startDate', value: '2026-01-01' });
  expect(state.errors).toEqual({});
  state = formReducer(state, { type: 'invalid', errors: { DueDate: VALIDATION_MESSAGES.dueDateInvalid } });
  state = formReducer(state, { type: 'change', field: 'startDate', value: '2026-01-02' });
  expect(state.errors).toEqual({ DueDate: VALIDATION_MESSAGES.dueDateInvalid });
});

test('a save clears the last banner, then shows success or the error', () => {
  const failed = formReducer(loaded(), { type: 'failed', message: 'Save failed. x' });
  const saving = formReducer(failed, { type: 'saving' });
  expect(saving.banner).toEqual(NO_STATUS);
  expect(formReducer(saving, { type: 'saved', message: 'Homework saved successfully.' })).toMatchObject({
    banner: { kind: 'SUCCESS', message: 'Homework saved successfully.' },
  });
  expect(formReducer(saving, { type: 'failed', message: 'Save failed. x' })).toMatchObject({
    banner: { kind: 'ERROR', message: 'Save failed. x' },
  });
});

test("a failed save: 'Save failed. {server message}', with the 400's field messages", () => {
  expect(saveFailure(new ApiError(STALE_EDIT_MESSAGE, 409, { message: STALE_EDIT_MESSAGE }))).toEqual({
    message: `Save failed. ${STALE_EDIT_MESSAGE}`,
  });
  expect(
    saveFailure(
      new ApiError('Title is required.', 400, { message: 'Title is required.', errors: [{ field: 'Title', message: 'Title is required.' }] }),
    ),
  ).toEqual({ message: 'Save failed. Title is required.', errors: { Title: 'Title is required.' } });
});

describe('unsaved changes', () => {
  const change = (state: FormState, field: 'title' | 'description', value: string) => formReducer(state, { type: 'change', field, value });

  test('none before loading, none as loaded; a change is one until it is saved', () => {
    expect(hasUnsavedChanges(INITIAL_FORM_STATE)).toBe(false);
    const state = loaded();
    expect(hasUnsavedChanges(state)).toBe(false);
    const changed = change(state, 'title', 'Fractions');
    expect(hasUnsavedChanges(changed)).toBe(true);
    expect(hasUnsavedChanges(formReducer(changed, { type: 'saved', message: 'saved' }))).toBe(false);
    // Typed on while it saved: what was sent is saved, the rest is not.
    const sent = changed.values!;
    const typedOn = change(changed, 'title', 'Fractions 2');
    expect(hasUnsavedChanges(formReducer(typedOn, { type: 'saved', message: 'saved', values: sent }))).toBe(true);
  });

  test.each([
    ['<p>Read&nbsp;chapter one</p>', '<p>Read chapter one</p>', false],
    ['<p>Read chapter one</p><p><br></p>', '<p>Read chapter one</p>', false],
    ['<p><strong>Read</strong> chapter one</p>', '<p>Read chapter one</p>', true],
    ['<p>Read chapter two</p>', '<p>Read chapter one</p>', true],
  ])('description %j against %j is a change: %s', (typed, saved, unsaved) => {
    const state = change(formReducer(INITIAL_FORM_STATE, { type: 'load', values: { ...loaded().values!, description: saved } }), 'description', typed);
    expect(hasUnsavedChanges(state)).toBe(unsaved);
  });
});

