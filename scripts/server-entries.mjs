// The server's commands, by name, and their sources: `npm run <command>` runs each from its source
// (scripts/server-command.mjs), and `npm run build:server` bundles each as <outdir>/<name>.js.
// Plain data, so that a fresh clone can read it before anything is installed.
export const SERVER_ENTRIES = {
  main: 'src/main.ts', // the server (npm start's, without the demo)
  worker: 'src/workers/main.ts', // npm run worker
  import: 'src/import.ts', // npm run import
  'remove-demo': 'src/remove-demo.ts', // npm run demo:remove
  'deploy-token': 'src/deploy-token.ts', // npm run deploy-token
  'school-sign-in': 'src/school-sign-in.ts', // npm run school-sign-in
};
