// The form's state: values, the error under each field and the page's banner (the save's busy state
// is the save mutation's). A field's error clears when that field changes; a failed check scrolls
// to the first field in error.
import { useCallback, useMemo, useReducer } from 'react';
import { ApiError } from '@homework/platform/api';
import { useActiveLanguage } from '@homework/platform/messages';
import { VALIDATION_MESSAGES, type HomeworkErrorResponse, type HomeworkField, type HomeworkFieldError, type Language } from '@homework/contracts';
import { NO_STATUS, type PageStatus } from '../../../lib/page-status';
import { formMessages } from '../messages';
import {
  FIELD_IDS,
  VALIDATED_AS,
  errorsByField,
  validateForm,
  type FormErrors,
  type FormField,
  type HomeworkFormValues,
} from './form-values';

export interface FormState {
  values: HomeworkFormValues | null;
  /** The values as loaded or last saved: leaving with other values asks first. */
  baseline: HomeworkFormValues | null;
  errors: FormErrors;
  banner: PageStatus;
}

export type FormAction =
  | { type: 'load'; values: HomeworkFormValues }
  /** A kept draft put back: the values, over the baseline as loaded, so they still count as unsaved. */
  | { type: 'restore'; values: HomeworkFormValues }
  | { type: 'change'; field: FormField; value: unknown }
  | { type: 'invalid'; errors: FormErrors }
  /** A save starts (its busy state is the save mutation's): the last banner goes. */
  | { type: 'saving' }
  /** `values`: what was sent (the teacher may have typed on while it saved). */
  | { type: 'saved'; message: string; values?: HomeworkFormValues }
  | { type: 'failed'; message: string; errors?: FormErrors }
  | { type: 'banner'; banner: PageStatus };

export const INITIAL_FORM_STATE: FormState = { values: null, baseline: null, errors: {}, banner: NO_STATUS };

/** Quill writes the same text in more than one way (spaces as &nbsp;, an empty paragraph): not a change. */
const sameDescription = (a: string, b: string) => {
  const plain = (html: string) => html.replace(/&nbsp;|\u00a0/g, ' ').replace(/<p><br><\/p>/g, '').replace(/\s+/g, ' ').trim();
  return plain(a) === plain(b);
};

/** Values a teacher would lose by leaving: anything changed since the form was loaded or saved. */
export function hasUnsavedChanges({ values, baseline }: Pick<FormState, 'values' | 'baseline'>): boolean {
  if (!values || !baseline) return false;
  const { description, ...rest } = values;
  const { description: savedDescription, ...savedRest } = baseline;
  return !sameDescription(description, savedDescription) || JSON.stringify(rest) !== JSON.stringify(savedRest);
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'load':
      return { ...state, values: action.values, baseline: action.values, errors: {} };
    case 'restore':
      return { ...state, values: action.values, errors: {} };
    case 'change': {
      if (!state.values) return state;
      const errors = { ...state.errors };
      const field = VALIDATED_AS[action.field];
      if (field) delete errors[field];
      // "Due date must be after Available from" is about both dates: moving either one clears it.
      if (action.field === 'startDate' && errors.DueDate === VALIDATION_MESSAGES.dueDateBeforeStart) delete errors.DueDate;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'saving':
      return { ...state, banner: NO_STATUS };
    case 'saved':
      return { ...state, baseline: action.values ?? state.values, errors: {}, banner: { kind: 'SUCCESS', message: action.message } };
    case 'failed':
      return { ...state, errors: action.errors ?? state.errors, banner: { kind: 'ERROR', message: action.message } };
    case 'banner':
      return { ...state, banner: action.banner };
  }
}

/** The first field in error (fields run in form order) into view, and its input focused when it has one. */
export function scrollToField(field: HomeworkField) {
  const container = document.getElementById(`${FIELD_IDS[field]}-field`);
  container?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  const input = document.getElementById(FIELD_IDS[field]);
  if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.focus({ preventScroll: true });
}

/** The service's 400 answer carries each failing field; any failure's message goes in the banner. */
export function saveFailure(failure: unknown, language: Language = 'en'): { message: string; errors?: FormErrors } {
  const message = formMessages.format('form.saveFailed', { message: failure instanceof Error ? failure.message : String(failure) }, language);
  const body = failure instanceof ApiError ? (failure.body as Partial<HomeworkErrorResponse> | undefined) : undefined;
  const fieldErrors = Array.isArray(body?.errors) ? (body.errors as HomeworkFieldError[]) : [];
  return fieldErrors.length ? { message, errors: errorsByField(fieldErrors) } : { message };
}

export function useHomeworkForm() {
  const [state, dispatch] = useReducer(formReducer, INITIAL_FORM_STATE);
  const language = useActiveLanguage();

  const change = useCallback(<F extends FormField>(field: F, value: HomeworkFormValues[F]) => dispatch({ type: 'change', field, value }), []);

  /** Runs §5 on the values; on failure shows the messages and scrolls to the first. */
  const check = useCallback(
    (timeZone: string): boolean => {
      if (!state.values) return false;
      const errors = validateForm(state.values, timeZone);
      if (!errors.length) return true;
      dispatch({ type: 'invalid', errors: errorsByField(errors) });
      scrollToField(errors[0].field);
      return false;
    },
    [state.values],
  );

  const actions = useMemo(
    () => ({
      load: (values: HomeworkFormValues) => dispatch({ type: 'load', values }),
      restore: (values: HomeworkFormValues) => dispatch({ type: 'restore', values }),
      saving: () => dispatch({ type: 'saving' }),
      saved: (message: string, values?: HomeworkFormValues) => dispatch({ type: 'saved', message, values }),
      failed: (failure: unknown) => {
        const { message, errors } = saveFailure(failure, language);
        dispatch({ type: 'failed', message, errors });
        const first = errors && (Object.keys(FIELD_IDS) as HomeworkField[]).find((field) => errors[field]);
        if (first) scrollToField(first);
      },
      showBanner: (banner: PageStatus) => dispatch({ type: 'banner', banner }),
    }),
    [language],
  );

  return { ...state, change, check, ...actions, unsaved: hasUnsavedChanges(state) };
}
