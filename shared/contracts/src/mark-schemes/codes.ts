// The mark schemes' codes and limits (decision 0039), apart so that the rules (rules.ts) and the
// schemas (schemas.ts) are built from one set of values without importing each other.
import { MAX_MARK_RESULT_LENGTH } from '../marking/codes';

/** Whose a scheme is: a teacher's own, or the school's (its administrators edit it). */
export const MARK_SCHEME_OWNERS = ['own', 'school'] as const;
export type MarkSchemeOwner = (typeof MARK_SCHEME_OWNERS)[number];

/** As Google Classroom's rubrics: up to 50 criteria of up to 10 levels. */
export const MAX_SCHEME_CRITERIA = 50;
export const MAX_CRITERION_LEVELS = 10;
export const MAX_SCHEME_BANDS = 20;
export const MAX_SCHEME_NAME_LENGTH = 100;
export const MAX_CRITERION_TITLE_LENGTH = 100;
export const MAX_LEVEL_DESCRIPTOR_LENGTH = 500;
/** A band's label becomes the grade (Result), so it fits the grade's own limit (decision 0039). */
export const MAX_BAND_LABEL_LENGTH = MAX_MARK_RESULT_LENGTH;
export const MAX_LEVEL_POINTS = 100;

/** A deleted scheme is kept this long for its Undo, then purged. */
export const DELETED_MARK_SCHEME_KEPT_DAYS = 30;
