// Schemas of the held marks' routes (decision 0037). The types of ./rules.ts come from these (Static<>).
import { Answer, Type, Uuid } from '../schema-builders';

export const HeldMarksRequestSchema = Type.Object({ HomeworkId: Uuid('homework id') });

export const HeldMarksSchema = Answer({
  Students: Type.Integer({ description: 'students whose grade or comment is held (not released)' }),
  Mailed: Type.Integer({ description: 'of them, those the homework-marked mail goes to on release (the school sends it and the student has an address)' }),
  NoAddress: Type.Integer({ description: 'of them, those with no e-mail address (the school sends the mail, but not to them)' }),
  MailOn: Type.Boolean({ description: "the school's enable-send-email-homework flag" }),
});

export const ReleaseMarksAnswerSchema = Answer({
  Released: Type.Integer({ description: 'students whose marks this call released (0 when sent again)' }),
  Mailed: Type.Integer({ description: 'homework-marked mails this call put in the outbox' }),
});
