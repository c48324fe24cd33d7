// The mark schemes' rules (decision 0039), pure so the server and the pages use the same ones: a
// scheme's problems in the teacher's words, the grade and the comment made from the levels chosen,
// what the marking view may replace of what the teacher typed, and the number keys.
import { MAX_LEVEL_POINTS, type MarkSchemeOwner } from './codes';
import { markSchemeRefusals } from './texts';
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type {
  ChooseMarkSchemeSchema,
  ChosenLevelSchema,
  ChosenMarkSchemeSchema,
  DeletedMarkSchemeSchema,
  HomeworkMarkSchemeSchema,
  MarkSchemeChangeSummarySchema,
  MarkSchemeContentSchema,
  MarkSchemeIdSchema,
  MarkSchemeSchema,
  MarkSchemesAnswerSchema,
  RestoreMarkSchemeCopySchema,
  SaveMarkSchemeSchema,
} from './schemas';

export type MarkSchemeContent = Static<typeof MarkSchemeContentSchema>;
export type MarkScheme = Static<typeof MarkSchemeSchema>;
export type MarkSchemesAnswer = Static<typeof MarkSchemesAnswerSchema>;
export type SaveMarkSchemeRequest = Static<typeof SaveMarkSchemeSchema>;
export type MarkSchemeIdRequest = Static<typeof MarkSchemeIdSchema>;
export type DeletedMarkScheme = Static<typeof DeletedMarkSchemeSchema>;
export type ChosenLevel = Static<typeof ChosenLevelSchema>;
export type HomeworkMarkScheme = Static<typeof HomeworkMarkSchemeSchema>;
export type MarkSchemeChangeSummary = Static<typeof MarkSchemeChangeSummarySchema>;
export type ChooseMarkSchemeRequest = Static<typeof ChooseMarkSchemeSchema>;
export type RestoreMarkSchemeCopyRequest = Static<typeof RestoreMarkSchemeCopySchema>;
export type ChosenMarkScheme = Static<typeof ChosenMarkSchemeSchema>;

// ---------------------------------------------------------------------------------------------
// Who may change a scheme.

export interface SchemeCaller {
  userId: string;
  /** Holds the school admin role: edits the school's schemes. */
  isSchoolAdmin: boolean;
}

/** A teacher edits their own schemes; school admins the school's. */
export function canChangeScheme(caller: SchemeCaller, scheme: { owner: MarkSchemeOwner; ownerId: string | null }): boolean {
  if (scheme.owner === 'school') return caller.isSchoolAdmin;
  return !!scheme.ownerId && scheme.ownerId.toLowerCase() === caller.userId.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// A scheme as the teacher wrote it.

const blank = (text: string) => text.trim() === '';
const isPoints = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LEVEL_POINTS;

/** The most a scheme gives: the highest level of each criterion, added. */
export function maxPointsOf(content: Pick<MarkSchemeContent, 'Criteria'>): number {
  return content.Criteria.reduce((sum, criterion) => sum + Math.max(0, ...criterion.Levels.map((level) => level.Points ?? 0)), 0);
}

/** What is wrong with a scheme: which problem, and what it names (a criterion, a level, a band). */
export type SchemeProblem =
  | { problem: 'nameNeeded' | 'criterionNeeded' | 'idTwice' | 'bandLabelNeeded' }
  | { problem: 'criterionTitleNeeded'; n: number }
  | { problem: 'levelNeeded'; criterion: string }
  | { problem: 'descriptorNeeded' | 'pointsNeeded'; criterion: string; level: number }
  | { problem: 'bandEdgesNeeded' | 'bandBackwards'; label: string }
  | { problem: 'bandBeyondMax'; label: string; max: number }
  | { problem: 'bandsOverlap'; first: string; second: string }
  | { problem: 'bandGap'; from: number; to: number };

/**
 * What is wrong with a scheme, or null: a fact, which each side words in its own language (the
 * editor's catalogue; the server's refusal, `schemeProblemText`). Bands, when there are any, cover
 * every total from 0 to the scheme's maximum once each, so every complete marking has exactly one band.
 */
export function markSchemeProblemOf(content: MarkSchemeContent): SchemeProblem | null {
  if (blank(content.Name)) return { problem: 'nameNeeded' };
  if (content.Criteria.length === 0) return { problem: 'criterionNeeded' };
  const ids = new Set<string>();
  for (const [index, criterion] of content.Criteria.entries()) {
    const name = blank(criterion.Title) ? null : criterion.Title.trim();
    if (!name) return { problem: 'criterionTitleNeeded', n: index + 1 };
    if (criterion.Levels.length === 0) return { problem: 'levelNeeded', criterion: name };
    for (const [levelIndex, level] of criterion.Levels.entries()) {
      if (blank(level.Descriptor)) return { problem: 'descriptorNeeded', criterion: name, level: levelIndex + 1 };
      if (!isPoints(level.Points)) return { problem: 'pointsNeeded', criterion: name, level: levelIndex + 1 };
    }
    for (const id of [criterion.Id, ...criterion.Levels.map((level) => level.Id)]) {
      if (ids.has(id.toLowerCase())) return { problem: 'idTwice' };
      ids.add(id.toLowerCase());
    }
  }
  if (content.Bands.length === 0) return null;
  const max = maxPointsOf(content);
  for (const band of content.Bands) {
    if (blank(band.Label)) return { problem: 'bandLabelNeeded' };
    if (!isPoints(band.From) || !isPoints(band.To)) return { problem: 'bandEdgesNeeded', label: band.Label.trim() };
    if (band.From > band.To) return { problem: 'bandBackwards', label: band.Label.trim() };
    if (band.To > max) return { problem: 'bandBeyondMax', label: band.Label.trim(), max };
  }
  const sorted = [...content.Bands].sort((a, b) => a.From! - b.From!);
  let next = 0;
  for (const [index, band] of sorted.entries()) {
    if (band.From! < next) return { problem: 'bandsOverlap', first: sorted[index - 1].Label.trim(), second: band.Label.trim() };
    if (band.From! > next) return { problem: 'bandGap', from: next, to: band.From! - 1 };
    next = band.To! + 1;
  }
  if (next <= max) return { problem: 'bandGap', from: next, to: max };
  return null;
}

/** A scheme's problem in the teacher's English (markSchemeRefusals): the server's refusal. */
export function schemeProblemText(found: SchemeProblem): string {
  const r = markSchemeRefusals;
  switch (found.problem) {
    case 'criterionTitleNeeded':
      return r.criterionTitleNeeded(found.n);
    case 'levelNeeded':
      return r.levelNeeded(found.criterion);
    case 'descriptorNeeded':
    case 'pointsNeeded':
      return r[found.problem](found.criterion, found.level);
    case 'bandEdgesNeeded':
    case 'bandBackwards':
      return r[found.problem](found.label);
    case 'bandBeyondMax':
      return r.bandBeyondMax(found.label, found.max);
    case 'bandsOverlap':
      return r.bandsOverlap(found.first, found.second);
    case 'bandGap':
      return r.bandGap(found.from, found.to);
    default:
      return r[found.problem];
  }
}

/** What is wrong with a scheme, in the teacher's English, or null. */
export function markSchemeProblem(content: MarkSchemeContent): string | null {
  const found = markSchemeProblemOf(content);
  return found && schemeProblemText(found);
}

/** The scheme as it is kept: names trimmed, bands in order. */
export function tidyScheme(content: MarkSchemeContent): MarkSchemeContent {
  return {
    Name: content.Name.trim(),
    Criteria: content.Criteria.map((criterion) => ({
      Id: criterion.Id.toLowerCase(),
      Title: criterion.Title.trim(),
      Levels: criterion.Levels.map((level) => ({ Id: level.Id.toLowerCase(), Descriptor: level.Descriptor.trim(), Points: level.Points })),
    })),
    Bands: [...content.Bands].sort((a, b) => a.From! - b.From!).map((band) => ({ From: band.From, To: band.To, Label: band.Label.trim() })),
  };
}

// ---------------------------------------------------------------------------------------------
// Marking with a scheme.

/** The level chosen of each criterion, by criterion id. */
export type LevelChoice = Readonly<Record<string, string>>;

export const choiceOf = (levels: readonly ChosenLevel[]): LevelChoice =>
  Object.fromEntries(levels.map((level) => [level.CriterionId.toLowerCase(), level.LevelId.toLowerCase()]));

export const levelsOf = (content: Pick<MarkSchemeContent, 'Criteria'>, choice: LevelChoice): ChosenLevel[] =>
  content.Criteria.filter((criterion) => choice[criterion.Id]).map((criterion) => ({ CriterionId: criterion.Id, LevelId: choice[criterion.Id] }));

/** Levels that are not the scheme's (a criterion or level it does not have), or the problem. */
export function levelsProblem(content: Pick<MarkSchemeContent, 'Criteria'>, levels: readonly ChosenLevel[]): string | null {
  const seen = new Set<string>();
  for (const chosen of levels) {
    const criterionId = chosen.CriterionId.toLowerCase();
    const criterion = content.Criteria.find((c) => c.Id === criterionId);
    if (!criterion || !criterion.Levels.some((level) => level.Id === chosen.LevelId.toLowerCase())) return markSchemeRefusals.levelNotInScheme;
    if (seen.has(criterionId)) return markSchemeRefusals.criterionTwice(criterion.Title);
    seen.add(criterionId);
  }
  return null;
}

const chosenLevels = (content: Pick<MarkSchemeContent, 'Criteria'>, choice: LevelChoice) =>
  content.Criteria.map((criterion) => ({ criterion, level: criterion.Levels.find((level) => level.Id === choice[criterion.Id]) ?? null }));

/**
 * The grade the levels give: the band's label when the scheme has bands, else the total of the
 * maximum ("14/20"). Null until every criterion has a level: a part-marked total would read as a grade.
 */
export function gradeOf(content: MarkSchemeContent, choice: LevelChoice): string | null {
  const chosen = chosenLevels(content, choice);
  if (chosen.length === 0 || chosen.some((c) => !c.level)) return null;
  const total = chosen.reduce((sum, c) => sum + (c.level!.Points ?? 0), 0);
  if (content.Bands.length === 0) return `${total}/${maxPointsOf(content)}`;
  return content.Bands.find((band) => total >= band.From! && total <= band.To!)?.Label ?? `${total}/${maxPointsOf(content)}`;
}

/** The comment the levels start: each chosen level's descriptor, in the scheme's order, one line each. */
export function commentOf(content: Pick<MarkSchemeContent, 'Criteria'>, choice: LevelChoice): string {
  return chosenLevels(content, choice)
    .filter((c) => c.level)
    .map((c) => `${c.criterion.Title}: ${c.level!.Descriptor}`)
    .join('\n');
}

export interface MarkText {
  result: string;
  comments: string;
}

/**
 * The grade and comment after a change of levels. Each field follows the levels only while it is
 * empty or still what the levels last made: once the teacher has typed in it, it is theirs.
 */
export function markAfterLevels(current: MarkText, before: MarkText, after: { result: string | null; comments: string }): MarkText {
  const follows = (field: keyof MarkText) => current[field].trim() === '' || current[field] === before[field];
  return {
    result: follows('result') ? (after.result ?? '') : current.result,
    comments: follows('comments') ? after.comments : current.comments,
  };
}

/** The level a number key chooses: 1 the first … 9 the ninth, 0 the tenth; null for any other key. */
export function levelForKey(key: string, levelCount: number): number | null {
  if (!/^[0-9]$/.test(key)) return null;
  const index = key === '0' ? 9 : Number(key) - 1;
  return index < levelCount ? index : null;
}
