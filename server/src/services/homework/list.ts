// POST GetHomeworkList: the all-homework page's cards, filtered, sorted and paged.
import type { ServiceApp } from '../../kit';
import {
  DEFAULT_HOMEWORK_LIST_REQUEST,
  HOMEWORK_SOURCE,
  isHomeworkSortOrder,
  isHomeworkState,
  notValidValueOfObject,
  type HomeworkListItem,
  type HomeworkListResponse,
  type HomeworkSortOrder,
  type HomeworkState,
} from '@homework/contracts';
import { HttpError, caller, displayName, iso, type HomeworkBaseRow, type HomeworkContext } from './context';
import { schoolDayRange } from './school-time';
import { ListBodySchema, ListResponseSchema } from '@homework/contracts/schemas';

/** Each code's order; ties broken by due date, then id, so pages never overlap. */
const ORDER_BY: Record<HomeworkSortOrder, string> = {
  'duedate-asc': 'h.due_date asc, h.title_lower asc, h.id asc',
  'title-asc': 'h.title_lower asc, h.due_date asc, h.id asc',
  'subject-asc': 'lower(sub.name) asc, h.due_date asc, h.id asc',
  'createdate-desc': 'h.created_at desc, h.id desc',
};

/** Days after today that the state filters reach (inclusive). */
const STATE_DAYS: Partial<Record<HomeworkState, number>> = { 'this-week': 7, 'next-30': 30 };

interface CardRow extends HomeworkBaseRow {
  total_students: number;
  submission_count: number;
  student_count: number;
  attachment_count: number;
  group_count: number;
  group_id: string | null;
  group_name: string | null;
}

/** `%` and `_` in a search are literal characters, not patterns. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function registerListRoute(app: ServiceApp, ctx: HomeworkContext): void {
  app.post(
    '/GetHomeworkList',
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Homework of the school, filtered (SetBy, Subject, Groups, Students, State, SearchQuery), sorted and paged',
        body: ListBodySchema,
        response: { 200: ListResponseSchema },
      },
    },
    async (request): Promise<HomeworkListResponse> => {
      const body = request.body ?? {};
      const sortOrder = body.SortOrder ?? DEFAULT_HOMEWORK_LIST_REQUEST.SortOrder;
      if (!isHomeworkSortOrder(sortOrder)) throw new HttpError(400, notValidValueOfObject(String(sortOrder)));
      const state = body.State ?? DEFAULT_HOMEWORK_LIST_REQUEST.State;
      if (!isHomeworkState(state)) throw new HttpError(400, notValidValueOfObject(String(state)));
      const page = body.Page ?? DEFAULT_HOMEWORK_LIST_REQUEST.Page;
      const pageSize = body.PageSize ?? DEFAULT_HOMEWORK_LIST_REQUEST.PageSize;

      const { schoolId } = caller(request);
      const params: unknown[] = [schoolId];
      const param = (value: unknown) => `$${params.push(value)}`;
      const where = ['h.school_id = $1'];

      if (body.SetBy) where.push(`h.set_by_id = ${param(body.SetBy)}`);
      if (body.Subject) where.push(`h.subject_id = ${param(body.Subject)}`);
      const search = body.SearchQuery?.trim();
      if (search) where.push(`h.title_lower like lower(${param(likePattern(search))})`);

      // Assigned to: homework set for any chosen group, or that any chosen student has to do.
      const assigned: string[] = [];
      if (body.Groups?.length)
        assigned.push(`exists (select 1 from homework_groups hg
          where hg.school_id = h.school_id and hg.homework_id = h.id and hg.group_id = any(${param(body.Groups)}::uuid[]))`);
      if (body.Students?.length)
        assigned.push(`exists (select 1 from homework_students hs
          where hs.school_id = h.school_id and hs.homework_id = h.id and hs.removed_at is null
            and hs.student_id = any(${param(body.Students)}::uuid[]))`);
      if (assigned.length) where.push(`(${assigned.join(' or ')})`);

      if (state !== 'all') {
        const { today, until } = schoolDayRange(ctx.now(), STATE_DAYS[state] ?? 0, await ctx.timeZoneOf(schoolId));
        if (state === 'passed') where.push(`h.due_date < ${param(today)}`);
        else where.push(`h.due_date >= ${param(today)} and h.due_date <= ${param(until)}`);
      }

      const filter = where.join(' and ');
      const needsSubject = sortOrder === 'subject-asc';
      const from = `homework h${needsSubject ? ' join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id' : ''}`;
      // One query: the page's ids with the count of every match (the window is computed before the
      // limit), then what each card shows for those rows only. Prepared (one statement per filter
      // shape and order, a bounded set): parsed once per connection, and planned once where
      // PostgreSQL settles on a generic plan. Not with Groups or Students: a generic plan cannot see
      // how few homework the chosen ones have, and by group it measured twice as slow (the bench).
      const limit = param(pageSize);
      const offset = param((page - 1) * pageSize);
      const { rows } = await ctx.db.query<CardRow & { total: number }>(
        `with page as (
           select h.id, count(*) over () as total
             from ${from}
            where ${filter}
            order by ${ORDER_BY[sortOrder]}
            limit ${limit} offset ${offset}
         )
         select h.id, h.title, h.subject_id, sub.name as subject, h.set_by_id, h.created_by_id,
                h.start_date, h.due_date, h.created_at, h.allow_student_attachments,
                (select json_build_object('title', s.title, 'forename', s.forename, 'surname', s.surname)
                   from staff s where s.school_id = h.school_id and s.id = h.set_by_id) as set_by,
                (select json_build_object('title', s.title, 'forename', s.forename, 'surname', s.surname)
                   from staff s where s.school_id = h.school_id and s.id = h.created_by_id) as created_by,
                hs.total_students, hs.submission_count, hs.student_count,
                (select count(*) from attachments a where a.school_id = h.school_id and a.homework_id = h.id) as attachment_count,
                hg.group_count, hg.group_id, hg.group_name, page.total
           from page
           join homework h on h.school_id = $1 and h.id = page.id
           join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id
           cross join lateral (
             select count(*) as total_students,
                    count(*) filter (where s.handed_in_date is not null) as submission_count,
                    count(*) filter (where s.chosen) as student_count
               from homework_students s
              where s.school_id = h.school_id and s.homework_id = h.id and s.removed_at is null
           ) hs
           cross join lateral (
             select count(*) as group_count,
                    case when count(*) = 1 then min(g.id::text) end as group_id,
                    case when count(*) = 1 then min(g.name) end as group_name
               from homework_groups x
               join groups g on g.school_id = x.school_id and g.id = x.group_id
              where x.school_id = h.school_id and x.homework_id = h.id
           ) hg
          order by ${ORDER_BY[sortOrder]}`,
        params,
        { prepare: assigned.length === 0 },
      );
      // A page past the end has no row to carry the count.
      const total = rows.length
        ? Number(rows[0].total)
        : Number((await ctx.db.query<{ n: number }>(`select count(*) as n from homework h where ${filter}`, params.slice(0, -2))).rows[0].n);
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
