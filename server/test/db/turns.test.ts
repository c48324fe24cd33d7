import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { takeTurns } from '../../src/db/turns';

describe('takeTurns (PGlite statements in arrival order, the event loop between them)', () => {
  it('runs tasks one at a time in the order they came', async () => {
    const inTurn = takeTurns();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, ms: number) => inTurn(async () => {
      running += 1;
      assert.equal(running, 1, 'two tasks ran at once');
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(name);
      running -= 1;
      return name;
    });
    assert.deepEqual(await Promise.all([task('a', 20), task('b', 1), task('c', 5)]), ['a', 'b', 'c']);
    assert.deepEqual(log, ['a', 'b', 'c']);
  });

  it('lets I/O that became ready during one task run before the next task', async () => {
    const inTurn = takeTurns();
    const log: string[] = [];
    const first = inTurn(async () => {
      setImmediate(() => log.push('i/o'));
      log.push('first');
    });
    const second = inTurn(async () => log.push('second'));
    await Promise.all([first, second]);
    assert.deepEqual(log, ['first', 'i/o', 'second']);
  });

  it('a failing task fails alone and the next still runs', async () => {
    const inTurn = takeTurns();
    const failed = inTurn(async () => { throw new Error('statement failed'); });
    const next = inTurn(async () => 'next ran');
    await assert.rejects(failed, /statement failed/);
    assert.equal(await next, 'next ran');
  });
});
