// The left menu (01 §1, §2, §6): Messages and other top-level entries the remotes declare, Homework
// with the children the remotes declare (Dashboard, All Homework, Create) plus the external Help link,
// Sickness, Activities and the school administrator's School data; each entry shown by the access decision.
import type { AccessDecision } from '@homework/contracts/access';
import { SCHOOL_DATA_PAGE_PATH, SCHOOL_DATA_PAGE_TITLE, type AccessRuleName, type RemoteMenuEntry, type RemoteRegistration, type SuiteConfig } from '@homework/contracts';
import type { ShellWords } from '../language/shell-words';
import { SICKNESS_PATH } from '../routing/routes';

export interface MenuItem {
  key: string;
  label: string;
  /** Hash route of an entry inside the suite. */
  path?: string;
  /** External link, opened in a new tab. */
  href?: string;
  children?: MenuItem[];
}

export const HOMEWORK_MENU_KEY = 'homework';
/** Positions of the shell's own top-level entries among the remotes' (which give their own `order`). */
const SHELL_ORDER = { homework: 2, sickness: 3, activities: 4, schoolData: 5 } as const;

/** Whether a menu entry that needs `rule` shows: the decision's menu flags, else its route rule. */
export function showsMenuEntry(decision: AccessDecision, rule: AccessRuleName): boolean {
  if (rule === 'messages') return decision.menu.messages;
  if (rule === 'homework') return decision.menu.homework;
  if (rule === 'sickness') return decision.menu.sickness;
  return decision.can(rule);
}

type MenuWords = Pick<ShellWords, 'homework' | 'help' | 'sickness' | 'activities' | 'schoolData' | 'menuLabel'>;

/** The menu's words in English, as 01 §1 gives them: the shell's catalogue gives them in the page's language. */
export const ENGLISH_MENU_WORDS: MenuWords = {
  homework: 'Homework',
  help: 'Help',
  sickness: 'Sickness',
  activities: 'Activities',
  schoolData: SCHOOL_DATA_PAGE_TITLE,
  menuLabel: (_contract, entry) => entry.label,
};

const byOrder = (a: { entry: RemoteMenuEntry }, b: { entry: RemoteMenuEntry }) => a.entry.order - b.entry.order;

export function buildMenu(registrations: readonly RemoteRegistration[], decision: AccessDecision, links: SuiteConfig['links'], words = ENGLISH_MENU_WORDS): MenuItem[] {
  const entries = registrations.flatMap((registration) => registration.menu.map((entry) => ({ registration, entry })));
  const top: { order: number; item: MenuItem }[] = [];
  const itemOf = ({ registration, entry }: (typeof entries)[number]): MenuItem => ({ key: entry.path, label: words.menuLabel(registration, entry), path: entry.path });

  if (!decision.parentLiteOnly) {
    for (const found of entries.filter(({ entry }) => entry.parent === null).sort(byOrder))
      if (showsMenuEntry(decision, found.entry.access)) top.push({ order: found.entry.order, item: itemOf(found) });

    if (decision.menu.homework) {
      const children: MenuItem[] = entries
        .filter(({ entry }) => entry.parent === HOMEWORK_MENU_KEY && showsMenuEntry(decision, entry.access))
        .sort(byOrder)
        .map(itemOf);
      children.push({ key: 'help', label: words.help, href: links.help });
      top.push({ order: SHELL_ORDER.homework, item: { key: HOMEWORK_MENU_KEY, label: words.homework, children } });
    }
  }
  if (decision.menu.sickness)
    top.push({ order: SHELL_ORDER.sickness, item: { key: SICKNESS_PATH, label: words.sickness, path: SICKNESS_PATH } });
  if (decision.menu.activities && !decision.parentLiteOnly)
    top.push({ order: SHELL_ORDER.activities, item: { key: 'activities', label: words.activities, href: links.activities } });
  if (decision.can('schoolAdmin'))
    top.push({ order: SHELL_ORDER.schoolData, item: { key: SCHOOL_DATA_PAGE_PATH, label: words.schoolData, path: SCHOOL_DATA_PAGE_PATH } });

  return top.sort((a, b) => a.order - b.order).map((t) => t.item);
}

/**
 * Where the root path goes (01 §2): the first permitted menu entry, in the menu's order; when that is
 * Homework (a group, not a page), its first child. A teacher with Messages above Homework lands on
 * Messages. With no entry inside the suite (no remote listed), a Homework user gets the generic
 * /homework route (the layout says the page is not available); else /sickness when allowed, else
 * /unauthorised.
 */
export function rootRedirect(menu: readonly MenuItem[], decision: AccessDecision): string {
  const firstInternal = (items: readonly MenuItem[] | undefined) => items?.find((item) => item.path)?.path;
  for (const item of menu) {
    const target = item.path ?? firstInternal(item.children);
    if (target) return target;
  }
  if (menu.some((item) => item.key === HOMEWORK_MENU_KEY)) return '/homework';
  return decision.can('sickness') ? SICKNESS_PATH : '/unauthorised';
}

/** The menu keys to highlight for a hash path (case-insensitive). */
export function selectedMenuKeys(menu: readonly MenuItem[], pathname: string): string[] {
  const lower = pathname.toLowerCase();
  const all = menu.flatMap((item) => [item, ...(item.children ?? [])]);
  return all.filter((item) => item.path && (lower === item.path.toLowerCase() || lower.startsWith(`${item.path.toLowerCase()}/`))).map((item) => item.key);
}
