// A remote team's development loop (docs/release.md, "Developing a remote"):
//
//   npm run dev -- mf-homework        serves mf-homework's development build on its port (DEV_PORTS)
//
// with webpack-dev-server: built in memory, rebuilt on every save, and pushed to the open page as a
// hot update (each remote's app.tsx draws its pages anew: no reload). A running suite loads it in
// place of the released remote in one browser, through the override it prints (REMOTE_OVERRIDE_PARAM),
// when the suite allows this origin (REMOTE_OVERRIDE_ORIGINS; `npm start` allows the four dev ports).
// Its own page, http://localhost:<port>/, runs the remote alone; what it does not serve (/config.json,
// the API, the provider) is passed to the suite (SUITE_URL, http://localhost:4000 by default). DEV_PORT
// serves it on another port.
// A development build has no service worker: only the shell's production build registers one.
import { request } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { DEV_PORTS, repoRoot } from '../tools/webpack.config.mjs';
import { REMOTES } from './build.mjs';

/** The contracts' names for the override, through tsx, so they are defined once. */
async function overrideParam() {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(path.join(repoRoot, 'shared/contracts/src/remotes.ts'), import.meta.url)).REMOTE_OVERRIDE_PARAM;
}

/** Passes what the development server does not have to the suite's server. */
function toTheSuite(suite) {
  return (req, res) => {
    const upstream = request({ hostname: suite.hostname, port: suite.port, path: req.url, method: req.method, headers: { ...req.headers, host: suite.host } }, (answer) => {
      res.writeHead(answer.statusCode || 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Not found here, and the suite's server at ${suite.origin} did not answer.`);
    });
    req.pipe(upstream);
  };
}

/** Starts the development server of `pkg`; answers the server and the address of its manifest. */
export async function startDevServer(pkg, { suiteUrl = process.env.SUITE_URL || 'http://localhost:4000', port = DEV_PORTS[pkg] } = {}) {
  const factory = (await import(pathToFileURL(path.join(repoRoot, pkg, 'webpack.config.mjs')).href)).default;
  const config = factory({}, { mode: 'development' });
  const origin = `http://localhost:${port}`;
  const server = new WebpackDevServer(
    {
      host: 'localhost',
      port,
      hot: true,
      liveReload: false,
      static: false,
      allowedHosts: 'all',
      // Its files are fetched by the suite's page, another origin.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The client runs in the suite's page: it must call this server, not the page's own.
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false, logging: 'warn' },
      devMiddleware: { publicPath: '/' },
      setupMiddlewares: (middlewares) => [...middlewares, { name: 'the suite', middleware: toTheSuite(new URL(suiteUrl)) }],
    },
    webpack(config),
  );
  await server.start();
  return { server, container: config.name, manifest: `${origin}/mf-manifest.json`, origin };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const pkg = process.argv[2];
  if (!REMOTES.includes(pkg)) {
    console.error(`name a remote: npm run dev -- <${REMOTES.join(' | ')}>`);
    process.exit(1);
  }
  const suiteUrl = process.env.SUITE_URL || 'http://localhost:4000';
  const { container, manifest, origin } = await startDevServer(pkg, { suiteUrl, port: Number(process.env.DEV_PORT) || DEV_PORTS[pkg] });
  const param = await overrideParam();
  console.log(`${pkg}: development build at ${origin}/ (its own page; the rest is passed to ${suiteUrl})`);
  console.log(`In the suite, in this browser only (the suite must allow ${origin}: REMOTE_OVERRIDE_ORIGINS):`);
  console.log(`  ${suiteUrl}/?${param}=${container}=${encodeURIComponent(manifest)}`);
  console.log(`Back to the release: the page's "Use the released ${container}" button, or ${suiteUrl}/?${param}=${container}=`);
}
