import { frontEndConfig } from '../tools/webpack.config.mjs';

export default frontEndConfig({
  packageDir: import.meta.dirname,
  container: 'shell',
  host: true,
  entry: './src/index.ts',
  title: 'Homework',
});
