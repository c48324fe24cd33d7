// The Sent view's plans (decision 0012), planned as the server runs them (prepared, generic plan), on
// PGlite or on PostgreSQL with DATABASE_URL. The test school is small, so sequential scans are
// turned off for the plan: what is checked is that a page of a sender's messages is cut before their
// recipients are counted, and that a message's recipients are read by the message (migration 401),
// not how much it costs, which the bench measures (docs/benchmarks.md).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Queryable } from '../../../src/db';
import { findSentMessages, findSentRecipients } from '../../../src/services/messaging/queries';
import { startTestServer, type TestServer } from '../../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/messaging/messaging-plans.test.ts', () => {
  interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    'Relation Name'?: string;
    Plans?: PlanNode[];
  }

  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** The generic plan of the one statement `run` sends. */
  async function planOf(run: (q: Queryable) => Promise<unknown>): Promise<PlanNode> {
    let statement: { sql: string; params: unknown[] } | undefined;
    await run({
      query: async <T>(sql: string, params?: unknown[]) => {
        statement ??= { sql, params: params ?? [] };
        return { rows: [] as T[] };
      },
      exec: async () => undefined,
    });
    const { sql, params } = statement!;
    const name = `sent_plan_${randomUUID().replace(/-/g, '')}`;
    return server.db.transaction(async (tx) => {
      for (const setting of ['plan_cache_mode = force_generic_plan', 'enable_seqscan = off']) await tx.query(`set local ${setting}`);
      await tx.query(`prepare ${name} as ${sql}`);
      try {
        const literals = params.map((value) => (typeof value === 'number' ? String(value) : `'${String(value)}'`));
        const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`explain (format json) execute ${name}(${literals.join(', ')})`);
        const json = rows[0]['QUERY PLAN'];
        return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan;
      } finally {
        await tx.query(`deallocate ${name}`);
      }
    });
  }

  const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
  const readsRecipientsByMessage = (plan: PlanNode) => nodes(plan).some((n) => n['Index Name'] === 'message_recipients_message');

  test("the Sent list cuts its page of messages first, then counts only those messages' recipients, by message", async () => {
    const plan = await planOf((q) => findSentMessages(q, randomUUID(), randomUUID(), 3, 20, null));
    const limit = nodes(plan).find((n) => n['Node Type'] === 'Limit');
    assert.ok(limit, 'a page');
    assert.ok(!nodes(limit).some((n) => n['Relation Name'] === 'message_recipients'), 'no recipient is read before the page is cut');
    assert.ok(readsRecipientsByMessage(plan), 'recipients read by their message');
  });

  test("one sent message's recipients are read by the message, not through the whole outbox", async () => {
    assert.ok(readsRecipientsByMessage(await planOf((q) => findSentRecipients(q, randomUUID(), randomUUID()))));
  });
});
