// The contract between the shell and each remote: the remote declares its routes, menu entries and
// the access rule each needs; the shell validates it and mounts the remote on those routes.

/**
 * Names of the access rules in shared/access that a route or menu entry may require. schoolAdmin:
 * the school administrator's own pages (School data), the spec's school admin role 1.
 */
export type AccessRuleName = 'homework' | 'messages' | 'sickness' | 'signedIn' | 'schoolAdmin';
export const ACCESS_RULE_NAMES: readonly AccessRuleName[] = ['homework', 'messages', 'sickness', 'signedIn', 'schoolAdmin'];

export interface RemoteRoute {
  /** Hash path pattern, react-router style: '/homework/edit/:homeworkId'. Matched case-insensitively. */
  path: string;
  /** Inner breadcrumb and page title. */
  title: string;
  access: AccessRuleName;
  /**
   * Added by the shell's issue: when this query parameter is present in the hash route, its value is
   * the inner breadcrumb and page title instead of `title` (the marking view's homeworktitle, 01 §2).
   */
  titleQueryParam?: string;
  /**
   * Named chunk groups (an import's webpackChunkName) this page's first screen loads after the app:
   * the sign-in page asks the browser to prefetch them with the suite's start-up scripts, so that a
   * school's slow link has brought them before Sign in. For the page teachers land on (the
   * dashboard's charts): every sign-in pays their bytes. The remote's build fails on a name no
   * chunk group has.
   */
  firstScreenChunks?: string[];
}

export interface RemoteMenuEntry {
  label: string;
  path: string;
  /** Child of the shell's Homework menu entry, or a top-level entry. */
  parent: 'homework' | null;
  order: number;
  access: AccessRuleName;
}

/**
 * A contract's texts in a language other than English (decision 0040), from the remote's own
 * catalogue (its `route.section`, `route.<route>.title` and `route.<route>.menu` messages), so a remote
 * released alone brings its menu entries' and titles' words too. Titles and menu labels by path.
 */
export interface ContractTexts {
  section?: string;
  titles?: Record<string, string>;
  menu?: Record<string, string>;
}

export interface RemoteContract {
  /** Module Federation container name, e.g. 'mf_homework'. */
  name: string;
  /** Outer breadcrumb, e.g. 'Homework'. */
  section: string;
  routes: RemoteRoute[];
  menu: RemoteMenuEntry[];
  /** The section, titles and menu labels in other languages, by language tag ('cy'); English is the fields above. */
  texts?: Record<string, ContractTexts>;
}

/** One entry of remotes.json: the contract plus where the remote's manifest is. */
export interface RemoteRegistration extends RemoteContract {
  manifest: string;
}

/**
 * Where a remote's releases are served: each release in its own folder, never written twice, so the
 * files a page already opened keep their addresses (scripts/release.mjs, docs/release.md).
 */
export const RELEASES_PATH = '/releases/';

/** The manifest of release `version` of remote package `pkg` (mf-homework), as remotes.json names it. */
export const releasedManifestPath = (pkg: string, version: string) => `${RELEASES_PATH}${pkg}/${version}/mf-manifest.json`;

/** What a release's version may be: it names a folder and a segment of its files' addresses. */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** A chunk group's name as webpack writes it into file names: no path, no spaces. */
const CHUNK_NAME = /^[A-Za-z0-9_-]+$/;

/** Validates a contract read at run time; returns the problems found (empty when valid). */
export function validateRemoteContract(value: unknown): string[] {
  const problems: string[] = [];
  const contract = value as Partial<RemoteRegistration> | null;
  if (!contract || typeof contract !== 'object') return ['contract is not an object'];
  if (typeof contract.name !== 'string' || !/^[a-z_][a-z0-9_]*$/i.test(contract.name)) problems.push('name is missing or invalid');
  if (typeof contract.section !== 'string') problems.push('section is missing');
  if (!Array.isArray(contract.routes) || contract.routes.length === 0) problems.push('routes are missing');
  else
    contract.routes.forEach((route, i) => {
      if (typeof route?.path !== 'string' || !route.path.startsWith('/')) problems.push(`routes[${i}].path is invalid`);
      if (typeof route?.title !== 'string') problems.push(`routes[${i}].title is missing`);
      if (!ACCESS_RULE_NAMES.includes(route?.access as AccessRuleName)) problems.push(`routes[${i}].access is unknown`);
      if (route?.titleQueryParam !== undefined && typeof route.titleQueryParam !== 'string') problems.push(`routes[${i}].titleQueryParam is invalid`);
      if (route?.firstScreenChunks !== undefined && !(Array.isArray(route.firstScreenChunks) && route.firstScreenChunks.every((name) => typeof name === 'string' && CHUNK_NAME.test(name))))
        problems.push(`routes[${i}].firstScreenChunks is not a list of chunk names`);
    });
  if (!Array.isArray(contract.menu)) problems.push('menu is missing');
  else
    contract.menu.forEach((entry, i) => {
      if (typeof entry?.label !== 'string' || typeof entry?.path !== 'string') problems.push(`menu[${i}] is invalid`);
      if (!ACCESS_RULE_NAMES.includes(entry?.access as AccessRuleName)) problems.push(`menu[${i}].access is unknown`);
    });
  if (contract.texts !== undefined) {
    const strings = (record: unknown) => record === undefined || (!!record && typeof record === 'object' && Object.values(record).every((text) => typeof text === 'string'));
    if (!contract.texts || typeof contract.texts !== 'object') problems.push('texts is not an object');
    else
      for (const [language, texts] of Object.entries(contract.texts))
        if (!texts || typeof texts !== 'object' || (texts.section !== undefined && typeof texts.section !== 'string') || !strings(texts.titles) || !strings(texts.menu))
          problems.push(`texts.${language} is invalid`);
  }
  return problems;
}

/**
 * A remote team's development loop (docs/release.md, "Developing a remote"): one browser loads a
 * remote from a development server in place of the released one, as single-spa's
 * import-map-overrides does. Set by opening the suite with
 * `?remote-override=mf_homework=http://localhost:4101/mf-manifest.json` (nothing after the second
 * '=' removes it), kept in that browser's localStorage, honoured only for the origins the operator
 * allows (REMOTE_OVERRIDE_ORIGINS; none by default), and shown on every page while it is in force.
 */
export const REMOTE_OVERRIDE_PARAM = 'remote-override';
export const REMOTE_OVERRIDES_KEY = 'homework:remote-overrides';

/** A remote loaded from another manifest than remotes.json's, in this browser only. */
export interface RemoteOverride {
  name: string;
  manifest: string;
}

export interface RefusedRemoteOverride extends RemoteOverride {
  reason: string;
}

/** A `remote-override` parameter's value, `<container>=<manifest URL>`; manifest '' removes the override. Null when it is not of that form. */
export function parseRemoteOverride(value: string): RemoteOverride | null {
  const at = value.indexOf('=');
  if (at <= 0) return null;
  return { name: value.slice(0, at), manifest: value.slice(at + 1) };
}

/** The origin of a manifest address, or null when it is not an absolute http(s) address. (No URL here: contracts run where it may not be typed.) */
function originOf(address: string): string | null {
  const match = /^(https?):\/\/([^/?#@\s]+)(?:[/?#]|$)/i.exec(address.trim());
  return match ? `${match[1].toLowerCase()}://${match[2].toLowerCase()}` : null;
}

/**
 * remotes.json's registrations with this browser's overrides applied: each override the operator
 * allows replaces its remote's manifest (its contract, routes and menu stay remotes.json's); the
 * others are refused, with the reason.
 */
export function withRemoteOverrides(
  registrations: readonly RemoteRegistration[],
  overrides: Readonly<Record<string, string>>,
  allowedOrigins: readonly string[],
): { registrations: RemoteRegistration[]; active: RemoteOverride[]; refused: RefusedRemoteOverride[] } {
  const active: RemoteOverride[] = [];
  const refused: RefusedRemoteOverride[] = [];
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null));
  const replaced = new Map<string, string>();
  for (const [name, manifest] of Object.entries(overrides)) {
    const origin = originOf(manifest);
    if (!registrations.some((registration) => registration.name === name)) refused.push({ name, manifest, reason: `${name} is not a remote of this suite` });
    else if (origin === null) refused.push({ name, manifest, reason: `${manifest} is not an http(s) address` });
    else if (!allowed.has(origin)) refused.push({ name, manifest, reason: `${origin} is not among the origins this suite allows remotes from (REMOTE_OVERRIDE_ORIGINS)` });
    else {
      replaced.set(name, manifest);
      active.push({ name, manifest });
    }
  }
  return { registrations: registrations.map((registration) => (replaced.has(registration.name) ? { ...registration, manifest: replaced.get(registration.name)! } : registration)), active, refused };
}

/** The Module Federation container of remote package `pkg`: mf-homework's is mf_homework. */
export const containerOf = (pkg: string) => pkg.replace(/-/g, '_');

/** A shared module as a federation manifest (mf-manifest.json) declares it, reduced to what the release check reads. */
export interface SharedDeclaration {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/**
 * A federation manifest (mf-manifest.json), reduced to what the server reads of it: the remote's
 * entry, the scripts its app needs when it mounts (the start-up files) and its shared modules (the
 * release check).
 */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
  shared?: SharedDeclaration[];
}

/** The lowest major a version or a range (`^19.2.0`, `>=5 <6`, `1.0.0-hbeef`) admits: its first number; 0 when it names none (`*`). */
const majorOf = (range: string | undefined) => Number(/\d+/.exec(range ?? '')?.[0] ?? 0);

/** The shared libraries of the platform package: one instance a page, the shell's. */
const isPlatform = (name: string) => name.startsWith('@homework/platform/');

/**
 * Why remote `pkg`, built with the shared modules `remote`, cannot run on a deployed shell built with
 * `shell`, in words that say what to release first; empty when it can. A remote runs on the shell's
 * copy of every singleton (Module Federation loads the first copy it registers): another patch or
 * minor is accepted (the browser's console notes the difference), never another major; the platform
 * must be the very sources the remote was built with. `shellLoadsAntdWhole`: the shell's antd can
 * load the names it lacks (tools/antd-on-page.mjs), which a shell built before that could not.
 * Run by the release command (scripts/release.mjs) and by the server's release API.
 */
export function compatibilityProblems(pkg: string, remote: readonly SharedDeclaration[], shell: readonly SharedDeclaration[], shellLoadsAntdWhole: boolean): string[] {
  const problems: string[] = [];
  const provided = new Map(shell.map((shared) => [shared.name, shared]));
  for (const shared of remote) {
    const mine = provided.get(shared.name);
    if (!mine) continue;
    if (isPlatform(shared.name)) {
      if (mine.version !== shared.version)
        problems.push(`${pkg} was built with a changed @homework/platform (${shared.version}; the suite's shell runs ${mine.version}): the shell must be released with the platform change first (npm run build shell), then ${pkg}.`);
    } else if (shared.singleton && majorOf(mine.version) !== majorOf(shared.requiredVersion)) {
      problems.push(`${pkg} needs ${shared.name} ${shared.requiredVersion}, and the suite's shell provides ${shared.name} ${mine.version}: release the shell with ${shared.name} ${shared.requiredVersion} first (npm run build shell), then ${pkg}.`);
    }
  }
  if (provided.has('antd') && !shellLoadsAntdWhole) problems.push(`The suite's shell was built before a remote could bring antd components of its own: release the shell first (npm run build shell), then ${pkg}.`);
  return [...new Set(problems)];
}
