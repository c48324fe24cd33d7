// The app's one error handler over real HTTP: schema issues in plain words, 4xx passed through,
// database data errors as 400/409, anything else a 500 without internals.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpError, errorHandler, httpErrors } from '../../src/kit';
import { translateAnswers } from '../../src/kit/api-messages';

const databaseError = (code: string) => Object.assign(new Error(`internal detail ${code}`), { code });

describe('one error handler', () => {
  let app: FastifyInstance;
  let base: string;

  before(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    translateAnswers(app);
    app.post(
      '/validated',
      { schema: { body: { type: 'object', required: ['Page'], properties: { Page: { type: 'integer', maximum: 10, description: 'page number' } } } } },
      async () => 'ok',
    );
    app.get<{ Params: { code: string } }>('/database/:code', async (request) => {
      throw databaseError(request.params.code);
    });
    app.get('/refused', async () => {
      throw new HttpError(409, 'Changed by someone else.', [{ field: 'Version', message: 'stale' }]);
    });
    app.get('/not-a-day', async () => {
      throw httpErrors.notADay('2026-02-30', 'hand-in date');
    });
    app.get('/broken', async () => {
      throw new Error('secret stack detail');
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const get = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, body: (await response.json()) as { message: string; errors?: { field: string; message: string }[] } };
  };

  test('schema issues in plain words, each field named', async () => {
    const answer = await get('/validated', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Page":11}' });
    assert.deepEqual(answer, {
      status: 400,
      body: { message: 'The page number must be at most 10.', errors: [{ field: 'body.Page', message: 'The page number must be at most 10.' }] },
    });
    const missing = await get('/validated', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.deepEqual(missing.body.errors, [{ field: 'body.Page', message: 'The page number is missing.' }]);
  });

  test('in Welsh where the request asks for it, worded again from each issue, its field named in Welsh', async () => {
    const welsh = { 'content-type': 'application/json', 'accept-language': 'cy' };
    const answer = await get('/validated', { method: 'POST', headers: welsh, body: '{"Page":11}' });
    assert.deepEqual(answer, {
      status: 400,
      body: { message: 'Rhaid i “rhif y dudalen” fod yn 10 ar y mwyaf.', errors: [{ field: 'body.Page', message: 'Rhaid i “rhif y dudalen” fod yn 10 ar y mwyaf.' }] },
    });
    const twoIssues = await get('/validated', { method: 'POST', headers: welsh, body: '{"Page":"x","Other":1}' });
    assert.equal(twoIssues.status, 400);
    assert.equal(twoIssues.body.message, twoIssues.body.errors!.map((issue) => issue.message).join(' '));
    assert.match(twoIssues.body.message, /^Nid yw "x" yn werth dilys ar gyfer “rhif y dudalen”\./);
    assert.deepEqual((await get('/not-a-day', { headers: welsh })).body, {
      message: 'Nid yw "2026-02-30" yn ddyddiad dilys ar gyfer “dyddiad y cyflwyniad”. Defnyddiwch ddyddiad fel 2026-01-31.',
    });
    assert.deepEqual((await get('/not-a-day')).body, { message: '"2026-02-30" is not a valid hand-in date. Use a date such as 2026-01-31.' });
  });

  test('a 4xx keeps its status, message and errors', async () => {
    assert.deepEqual(await get('/refused'), { status: 409, body: { message: 'Changed by someone else.', errors: [{ field: 'Version', message: 'stale' }] } });
  });

  const cases: [string, number][] = [
    ['22P05', 400], // U+0000 in text
    ['22003', 400], // number out of range
    ['22008', 400], // date out of range
    ['23505', 409], // unique
    ['23503', 409], // foreign key
    ['40001', 409], // serialisation
  ];
  for (const [code, status] of cases) {
    test(`database error ${code} is ${status} without internals`, async () => {
      const answer = await get(`/database/${code}`);
      assert.equal(answer.status, status);
      assert.ok(!JSON.stringify(answer.body).includes('internal detail'));
      assert.ok(answer.body.message.length > 10);
    });
  }

  test('anything else is a 500 with no detail', async () => {
    assert.deepEqual(await get('/broken'), { status: 500, body: { message: 'Something went wrong on the server. Please try again.' } });
    assert.equal((await get('/database/XX000')).status, 500);
  });
});
