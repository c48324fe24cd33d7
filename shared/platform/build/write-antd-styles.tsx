// Writes antd's styles for the suite's theme (antd-styles.tsx) for the front ends' build
// (tools/webpack.config.mjs):  node --import tsx shared/platform/build/write-antd-styles.tsx <out.css>
import { writeFileSync } from 'node:fs';
import { extractAntdStyles } from './antd-styles';

const out = process.argv[2];
if (!out) throw new Error('Usage: write-antd-styles.tsx <out.css>');
writeFileSync(out, extractAntdStyles());
