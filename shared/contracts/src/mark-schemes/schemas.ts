// Schemas of the mark schemes' routes (decision 0039). The shape is checked here; what a teacher can
// get wrong in a well-formed scheme (a band overlap, a level without points) is markSchemeProblem's
// (rules.ts), so it is refused in the teacher's words. The types of ./rules.ts come from these.
import {
  MARK_SCHEME_OWNERS,
  MAX_BAND_LABEL_LENGTH,
  MAX_CRITERION_LEVELS,
  MAX_CRITERION_TITLE_LENGTH,
  MAX_LEVEL_DESCRIPTOR_LENGTH,
  MAX_SCHEME_BANDS,
  MAX_SCHEME_CRITERIA,
  MAX_SCHEME_NAME_LENGTH,
} from './codes';
import { Answer, ListOf, Nullable, OneOf, Type, Uuid } from '../schema-builders';

// Points and band edges may arrive missing or null from a half-filled editor: the rules say which.
const points = (description: string) => Type.Optional(Nullable(Type.Number({ description })));

export const SchemeLevelSchema = Type.Object({
  Id: Uuid('level id'),
  Descriptor: Type.String({ maxLength: MAX_LEVEL_DESCRIPTOR_LENGTH, description: 'descriptor' }),
  Points: points('points'),
});

export const SchemeCriterionSchema = Type.Object({
  Id: Uuid('criterion id'),
  Title: Type.String({ maxLength: MAX_CRITERION_TITLE_LENGTH, description: 'criterion' }),
  Levels: Type.Array(SchemeLevelSchema, { maxItems: MAX_CRITERION_LEVELS, description: 'levels' }),
});

export const SchemeBandSchema = Type.Object({
  From: points('band start'),
  To: points('band end'),
  Label: Type.String({ maxLength: MAX_BAND_LABEL_LENGTH, description: 'band label' }),
});

/** What a scheme holds, the same on the scheme and on a homework's copy of it. */
const schemeBody = {
  Name: Type.String({ maxLength: MAX_SCHEME_NAME_LENGTH, description: 'scheme name' }),
  Criteria: Type.Array(SchemeCriterionSchema, { maxItems: MAX_SCHEME_CRITERIA, description: 'criteria' }),
  Bands: Type.Array(SchemeBandSchema, { maxItems: MAX_SCHEME_BANDS, description: 'bands' }),
};

export const MarkSchemeContentSchema = Type.Object(schemeBody);

export const MarkSchemeSchema = Type.Object({
  ...schemeBody,
  Id: Type.String(),
  Owner: OneOf(MARK_SCHEME_OWNERS),
  /** The caller may edit and delete it. */
  CanEdit: Type.Boolean(),
  Version: Type.Integer(),
});

export const MarkSchemesAnswerSchema = Answer({
  Schemes: ListOf(MarkSchemeSchema),
  /** Whether the caller may add to the school's schemes (a school admin). */
  CanAddToSchool: Type.Boolean(),
});

/** A new scheme without Id; an edit with its Id and the Version it read (a change since is refused, 409). */
export const SaveMarkSchemeSchema = Type.Object({
  ...schemeBody,
  Id: Type.Optional(Uuid('scheme id')),
  Owner: OneOf(MARK_SCHEME_OWNERS, { description: 'owner' }),
  Version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'version' })),
});

export const MarkSchemeIdSchema = Type.Object({ Id: Uuid('scheme id') });

export const DeletedMarkSchemeSchema = Answer({ Id: Type.String(), Name: Type.String() });

/** One student's chosen level of each criterion (a criterion left out has none chosen). */
export const ChosenLevelSchema = Type.Object({ CriterionId: Uuid('criterion id'), LevelId: Uuid('level id') });

export const StudentLevelsSchema = Answer({ StudentId: Type.String(), Levels: ListOf(ChosenLevelSchema) });

/** A homework's copy of a scheme, with every student's levels: read with the homework, once. */
export const HomeworkMarkSchemeSchema = Answer({
  HomeworkId: Type.String(),
  Scheme: Nullable(
    Type.Object({
      ...schemeBody,
      /** The copy's own id: levels are kept under it. */
      CopyId: Type.String(),
      /** The scheme it was copied from, while that scheme is there. */
      SourceId: Nullable(Type.String()),
    }),
  ),
  Students: ListOf(StudentLevelsSchema),
});

export const MarkSchemeChangeSummarySchema = Answer({
  /** Students with a grade or a comment: they are kept as they are. */
  Marks: Type.Integer(),
  /** Of those, the ones whose levels were chosen on the current scheme: set aside by a change. */
  WithLevels: Type.Integer(),
});

/** Chooses a scheme for a homework (copied), or none. Marks is the count the teacher was told (a mark saved since is refused, 409). */
export const ChooseMarkSchemeSchema = Type.Object({
  HomeworkId: Uuid('homework id'),
  SchemeId: Nullable(Uuid('scheme id')),
  Marks: Type.Integer({ minimum: 0, description: 'marks counted' }),
});

/** Puts a homework's previous copy back (the Undo of a change): its levels come back with it. */
export const RestoreMarkSchemeCopySchema = Type.Object({
  HomeworkId: Uuid('homework id'),
  CopyId: Nullable(Uuid('copy id')),
});

export const ChosenMarkSchemeSchema = Answer({
  HomeworkId: Type.String(),
  CopyId: Nullable(Type.String()),
  /** The copy it replaced (null when there was none): the Undo puts it back. */
  PreviousCopyId: Nullable(Type.String()),
});
