// GetHomeworkList's plans (decision 0012): the statements the list runs, planned as the server runs
// them (prepared, generic plan), on PGlite or on PostgreSQL with DATABASE_URL. The test school is
// small, so sequential scans and sorts are turned off for the plan: what is checked is that an index
// can give each page in its order (migration 104) with the total counted apart, not which index or
// what it costs, which the bench (docs/benchmarks.md) measures on the large school.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { HomeworkSortOrder } from '@homework/contracts';
import type { Queryable } from '../../../src/db';
import { findHomeworkPage, type HomeworkListFilter } from '../../../src/services/homework/queries/homework';
import { startTestServer, type TestServer } from '../../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/homework/homework-list-plans.test.ts', () => {
  interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    'Parent Relationship'?: string;
    Plans?: PlanNode[];
    [key: string]: unknown;
  }

  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const literal = (value: unknown): string => {
    if (Array.isArray(value)) return `'{${value.join(',')}}'`;
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  };

  /** The generic plan of the list's statement for this filter and order (page 1 of 5). */
  async function listPlan(filter: HomeworkListFilter, sortOrder: HomeworkSortOrder): Promise<PlanNode> {
    let statement: { sql: string; params: unknown[] } | undefined;
    const capture: Queryable = {
      query: async <T>(sql: string, params?: unknown[]) => {
        statement ??= { sql, params: params ?? [] };
        return { rows: [{ total: 0 } as T] };
      },
      exec: async () => undefined,
    };
    await findHomeworkPage(capture, randomUUID(), filter, sortOrder, 1, 5);
    const { sql, params } = statement!;
    const name = `list_plan_${randomUUID().replace(/-/g, '')}`;
    return server.db.transaction(async (tx) => {
      for (const setting of ['plan_cache_mode = force_generic_plan', 'enable_seqscan = off', 'enable_sort = off', 'enable_incremental_sort = off'])
        await tx.query(`set local ${setting}`);
      await tx.query(`prepare ${name} as ${sql}`);
      try {
        const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`explain (format json) execute ${name}(${params.map(literal).join(', ')})`);
        const json = rows[0]['QUERY PLAN'];
        return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan;
      } finally {
        await tx.query(`deallocate ${name}`);
      }
    });
  }

  const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
  const DAY = 86_400_000;
  const next30 = { dueFrom: new Date(Date.now() - (Date.now() % DAY)), dueUntil: new Date(Date.now() - (Date.now() % DAY) + 30 * DAY) };

  describe('a page is the first rows of an index in its order, its total a count of its own', () => {
    const cases: { name: string; filter: HomeworkListFilter; sortOrder: HomeworkSortOrder }[] = [
      { name: 'default: due in the next 30 days, by due date', filter: next30, sortOrder: 'duedate-asc' },
      { name: 'My Homework', filter: { ...next30, setBy: randomUUID() }, sortOrder: 'duedate-asc' },
      { name: 'by subject', filter: { ...next30, subject: randomUUID() }, sortOrder: 'duedate-asc' },
      { name: 'all dates, by title', filter: {}, sortOrder: 'title-asc' },
    ];
    for (const { name, filter, sortOrder } of cases)
      test(name, async () => {
        const all = nodes(await listPlan(filter, sortOrder));
        const limits = all.filter((n) => n['Node Type'] === 'Limit');
        assert.equal(limits.length, 1, 'one page');
        const read = limits[0].Plans![0];
        assert.match(read['Node Type'], /^Index (Only )?Scan$/, `the page is read in order, not sorted: ${read['Node Type']}`);
        assert.ok(!all.some((n) => n['Node Type'] === 'WindowAgg'), 'no window over every match');
        assert.ok(all.some((n) => n['Node Type'] === 'Aggregate' && n['Parent Relationship'] === 'InitPlan'), 'the total is counted apart, once');
      });
  });

  test("the title search's pattern is lowered once, not for every homework", async () => {
    for (const filter of [{ ...next30, search: 'Essay' }, { search: 'Revision' }]) {
      const plan = JSON.stringify(await listPlan(filter, 'title-asc'));
      assert.match(plan, /title_lower ~~/);
      assert.doesNotMatch(plan, /title_lower ~~ lower\(/);
    }
  });

  test("the chosen groups' homework are read by key, not every homework in the dates", async () => {
    const all = nodes(await listPlan({ ...next30, groups: [randomUUID()] }, 'duedate-asc'));
    const page = nodes(all.find((n) => n['Node Type'] === 'Limit')!);
    const reads = page.filter((n) => n['Relation Name'] === 'homework');
    assert.equal(reads.length, 1);
    assert.match(String(reads[0]['Index Cond']), /\(id = \w+\.homework_id\)/, 'one homework a chosen id');
    assert.doesNotMatch(String(reads[0]['Index Cond']), /due_date/);
  });
});
