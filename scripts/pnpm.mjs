// Runs the workspace's pinned pnpm through the npm registry, so a machine needs only Node.js.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    pnpm(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
