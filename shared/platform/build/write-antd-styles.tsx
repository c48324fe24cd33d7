// Writes antd's styles for the suite's theme (antd-styles.tsx) for the front ends' build
// (tools/webpack.config.mjs), for the components the suite imports (names, comma-separated) or all:
//   node --import tsx shared/platform/build/write-antd-styles.tsx <out.css> [Button,Table,...]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractAntdStyles } from './antd-styles';

const [out, names] = process.argv.slice(2);
if (!out) throw new Error('Usage: write-antd-styles.tsx <out.css> [names]');
const esDir = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
writeFileSync(out, extractAntdStyles(names ? { names: names.split(','), esDir } : undefined));
