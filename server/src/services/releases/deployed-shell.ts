// The shell a release must run on: the one this server serves (its web root's shell/dist), which is
// the suite's deployed shell, not whatever a team's checkout holds. The check itself is the
// contracts' compatibilityProblems, which the local release command runs too.
import fs from 'node:fs';
import path from 'node:path';
import { compatibilityProblems, type FederationManifest, type SharedDeclaration } from '@homework/contracts';

interface ShellManifest extends FederationManifest {
  shared?: (SharedDeclaration & { assets?: { js?: { sync?: string[]; async?: string[] } } })[];
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Whether the shell's antd chunks can load the whole of antd (tools/antd-on-page.mjs). */
function loadsAntdWhole(shell: ShellManifest, shellDir: string): boolean {
  const antd = shell.shared?.find((shared) => shared.name === 'antd');
  const files = antd ? [...(antd.assets?.js?.sync ?? []), ...(antd.assets?.js?.async ?? [])] : [];
  return files.some((file) => (fs.existsSync(path.join(shellDir, file)) ? fs.readFileSync(path.join(shellDir, file), 'utf8').includes('loadAntdWhole') : false));
}

/**
 * Why release `federation` of `remote` cannot run on the shell this server serves, in words that say
 * what to release first; empty when it can, or when no shell of the federation's kind is built here
 * (a suite run without the shell's manifest, as its tests are).
 */
export function problemsWithDeployedShell(repoRoot: string, remote: string, federation: FederationManifest): string[] {
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  const shell = readJson(path.join(shellDir, 'mf-manifest.json')) as ShellManifest | null;
  if (!shell) return [];
  return compatibilityProblems(remote, federation.shared ?? [], shell.shared ?? [], loadsAntdWhole(shell, shellDir));
}
