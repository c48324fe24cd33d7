import { frontEndConfig, isServeRequest, serveDevelopment } from '../tools/webpack.config.mjs';

const config = frontEndConfig({
  packageDir: import.meta.dirname,
  container: 'mf_homework',
  exposes: { './app': './src/app.tsx', './mount': './src/mount.tsx' },
  entry: './src/index.ts',
  title: 'mf-homework (alone) - Homework',
  copy: [{ from: 'src/contract.json', to: 'contract.json' }],
});

export default config;
if (isServeRequest(import.meta.url)) void serveDevelopment(config, { port: 4101 });
