// Where a build's imports of antd take their names from: the page's antd when it has them all, else
// the whole of it (a remote released alone with a name the shell's antd lacks, decision 0004).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { antdWithNames } from './antd-on-page.mjs';

/** A page's shared antd: some names, and its two loaders, counting their calls. */
function pageAntd(names, onDemandNames) {
  const calls = { whole: 0, onDemand: 0, asked: [] };
  const antd = {
    ...Object.fromEntries(names.map((name) => [name, `shell ${name}`])),
    loadAntdOnDemand: async (asked) => {
      calls.onDemand += 1;
      calls.asked.push(asked);
      return Object.fromEntries(onDemandNames.filter((name) => asked.includes(name)).map((name) => [name, `shell ${name}`]));
    },
    loadAntdWhole: async () => {
      calls.whole += 1;
      return { Button: 'whole Button', Descriptions: 'whole Descriptions', Table: 'whole Table', Timeline: 'whole Timeline' };
    },
  };
  return { antd, calls };
}

test("names the page's antd has are taken from it, and nothing more is loaded", async () => {
  const { antd, calls } = pageAntd(['Button', 'Form'], ['Table']);
  assert.equal((await antdWithNames(antd, ['Button'], 'eager')).Button, 'shell Button');
  assert.equal((await antdWithNames(antd, ['Table'], 'on-demand')).Table, 'shell Table');
  // Only the names asked for are loaded: each has a chunk of its own.
  assert.deepEqual(calls, { whole: 0, onDemand: 1, asked: [['Table']] });
});

test("a name the page's antd lacks brings the whole of it, for every name of that import", async () => {
  const { antd, calls } = pageAntd(['Button'], ['Table']);
  const names = await antdWithNames(antd, ['Button', 'Descriptions'], 'eager');
  assert.deepEqual([names.Button, names.Descriptions], ['whole Button', 'whole Descriptions']);
  assert.equal((await antdWithNames(antd, ['Table', 'Timeline'], 'on-demand')).Timeline, 'whole Timeline');
  assert.equal(calls.whole, 2);
});
