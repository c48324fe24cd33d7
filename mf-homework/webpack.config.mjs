import fs from 'node:fs';
import webpack from 'webpack';
import { remoteConfig } from '../tools/webpack.config.mjs';

const factory = remoteConfig({ packageDir: import.meta.dirname, exposes: { './mount': './src/mount.tsx' } });

/**
 * The version this build is, shown on the remote's pages (src/lib/release-line.tsx): the one a release
 * names (scripts/release.mjs sets RELEASE_VERSION), else the package's own.
 */
const version = process.env.RELEASE_VERSION || JSON.parse(fs.readFileSync(new URL('package.json', import.meta.url), 'utf8')).version;

export default (env, argv) => {
  const config = factory(env, argv);
  config.plugins.push(new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }));
  return config;
};
