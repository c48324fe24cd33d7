// POST GetHomeworkList: the all-homework page's cards, filtered, sorted and paged.
import { caller, httpErrors, routesOn, type ServiceApp } from '../../../kit';
import { schoolTimeZoneOf } from '../../../domain/school-time-zone';
import { iso } from '../../../domain/school-days';
import {
  DEFAULT_HOMEWORK_LIST_REQUEST,
  HOMEWORK,
  HOMEWORK_SOURCE,
  isHomeworkSortOrder,
  isHomeworkState,
  notValidValueOfObject,
  type HomeworkListItem,
  type HomeworkListResponse,
  type HomeworkState,
} from '@homework/contracts';
import { displayName } from '../rules';
import { findHomeworkPage, type CardRow, type HomeworkListFilter } from '../queries/homework';
import { schoolDayRange } from '../school-time';
import { ListBodySchema, ListResponseSchema } from '@homework/contracts/schemas';

/** Days after today that the state filters reach (inclusive). */
const STATE_DAYS: Partial<Record<HomeworkState, number>> = { 'this-week': 7, 'next-30': 30 };

type DayRange = typeof schoolDayRange;

/**
 * schoolDayRange, kept for each zone and reach while the clock stays in the school day it was worked
 * out for: its conversions between zones were about a third of the server's own time for a list.
 * A clock outside that day (the next day, or one set back) works it out again.
 */
export function keptDayRanges(dayRange: DayRange = schoolDayRange): DayRange {
  const kept = new Map<string, { from: number; to: number; range: ReturnType<DayRange> }>();
  return (now, days, timeZone) => {
    const key = `${days} ${timeZone}`;
    const at = now.getTime();
    let hit = kept.get(key);
    if (!hit || at < hit.from || at >= hit.to) {
      const range = dayRange(now, days, timeZone);
      hit = { from: range.today.getTime(), to: dayRange(now, 1, timeZone).until.getTime(), range };
      kept.set(key, hit);
    }
    return hit.range;
  };
}

export function registerListRoute(app: ServiceApp): void {
  const route = routesOn(app);
  const dayRange = keptDayRanges();
  route(
    HOMEWORK.list,
    {
      access: 'homework',
      schema: {
        summary: 'Homework of the school, filtered (SetBy, ExcludeSetBy, Subject, Groups, Students, State, SearchQuery), sorted and paged',
        body: ListBodySchema,
        response: { 200: ListResponseSchema },
      },
    },
    async (request): Promise<HomeworkListResponse> => {
      const body = request.body ?? {};
      const sortOrder = body.SortOrder ?? DEFAULT_HOMEWORK_LIST_REQUEST.SortOrder;
      if (!isHomeworkSortOrder(sortOrder)) throw httpErrors.badRequest(notValidValueOfObject(String(sortOrder)));
      const state = body.State ?? DEFAULT_HOMEWORK_LIST_REQUEST.State;
      if (!isHomeworkState(state)) throw httpErrors.badRequest(notValidValueOfObject(String(state)));
      const page = body.Page ?? DEFAULT_HOMEWORK_LIST_REQUEST.Page;
      const pageSize = body.PageSize ?? DEFAULT_HOMEWORK_LIST_REQUEST.PageSize;

      const { schoolId } = caller(request);
      const filter: HomeworkListFilter = {
        setBy: body.SetBy || undefined,
        excludeSetBy: body.ExcludeSetBy || undefined,
        subject: body.Subject || undefined,
        search: body.SearchQuery?.trim() || undefined,
        groups: body.Groups ?? undefined,
        students: body.Students ?? undefined,
      };
      if (state !== 'all') {
        const { today, until } = dayRange(new Date(), STATE_DAYS[state] ?? 0, await schoolTimeZoneOf(app.db, schoolId));
        if (state === 'passed') filter.dueBefore = today;
        else Object.assign(filter, { dueFrom: today, dueUntil: until });
      }
      const { rows, total } = await findHomeworkPage(app.db, schoolId, filter, sortOrder, page, pageSize);
      return { Items: rows.map(toCard), TotalItems: total };
    },
  );
}

function toCard(row: CardRow): HomeworkListItem {
  return {
    Id: row.id,
    Title: row.title,
    SubjectId: row.subject_id,
    Subject: row.subject,
    SetById: row.set_by_id,
    SetBy: displayName(row.set_by),
    CreatedById: row.created_by_id,
    CreatedBy: displayName(row.created_by),
    Source: HOMEWORK_SOURCE,
    StartDate: iso(row.start_date)!,
    DueDate: iso(row.due_date)!,
    CreatedDate: iso(row.created_at)!,
    AllowStudentAttachments: row.allow_student_attachments,
    SubmissionCount: Number(row.submission_count),
    TotalStudents: Number(row.total_students),
    AttachmentCount: Number(row.attachment_count),
    GroupId: row.group_id,
    GroupName: row.group_name,
    GroupCount: Number(row.group_count),
    StudentCount: Number(row.student_count),
  };
}
