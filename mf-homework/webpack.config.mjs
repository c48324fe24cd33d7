import { remoteConfig } from '../tools/webpack.config.mjs';

export default remoteConfig({ packageDir: import.meta.dirname, container: 'mf_homework', devPort: 4101, exposes: { './mount': './src/mount.tsx' } });
