// Schemas of the marks-out routes (decision 0036). The types of ./rules.ts come from these (Static<>).
import { MARKS_FORMATS } from './codes';
import { Answer, ListOf, Nullable, OneOf, Type } from '../schema-builders';

export const MarksExportQuery = Type.Object({
  format: Type.Optional(OneOf(MARKS_FORMATS, { description: 'format' })),
});

const ChoiceSchema = Answer({ Id: Type.String(), Name: Type.String() });

export const MarksExportChoicesSchema = Answer({
  /** The homework's classes (groups), in the order the school lists them. */
  Groups: ListOf(ChoiceSchema),
  /** The school's terms, latest first, each with its days. */
  Terms: ListOf(Answer({ Id: Type.String(), Name: Type.String(), StartDate: Type.String(), EndDate: Type.String() })),
  /** The term the homework is due in, when one holds its due day. */
  TermId: Nullable(Type.String()),
});
