import { frontEndConfig, isServeRequest, serveDevelopment } from '../tools/webpack.config.mjs';

const config = frontEndConfig({
  packageDir: import.meta.dirname,
  container: 'mf_dashboard',
  exposes: { './app': './src/app.tsx' },
  entry: './src/index.ts',
  title: 'mf-dashboard (alone) - Homework',
  copy: [{ from: 'src/contract.json', to: 'contract.json' }],
});

export default config;
if (isServeRequest(import.meta.url)) void serveDevelopment(config, { port: 4103 });
