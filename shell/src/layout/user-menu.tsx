// User menu (01 §1): photo, school name, the user's name in the school-management system,
// 'My Profile' (the profile in a new tab) and 'Sign Out', or 'Sign In' when signed out; and the
// language choice (decision 0040). Its texts are the shell's catalogue's, in the page's language.
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, type ReactNode } from 'react';
import { languageKey, languageMenuItems, type LanguageChoice } from '../language';
import { useShellMessages } from '../messages';

export interface UserMenuProps {
  photo: ReactNode;
  /**
   * Whose photo or initials the button shows, in its name: the initials a user without a photo sees
   * must be part of it (WCAG 2.5.3 label in name), the full name tells a screen reader whose it is.
   */
  who?: { name: string; initials: string };
  schoolName?: string;
  simsName?: string;
  profileUrl: string;
  signedIn: boolean;
  onSignIn: () => void;
  /** Given the menu's button, where the focus goes back if Sign Out asks first and is cancelled. */
  onSignOut: (menuButton: HTMLElement | null) => void;
  /** The language choice, signed in only (the server keeps it per person). */
  language?: LanguageChoice;
}

export function UserMenu({ photo, who, schoolName, simsName, profileUrl, signedIn, onSignIn, onSignOut, language }: UserMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const t = useShellMessages();
  const items: MenuProps['items'] = [
    ...(signedIn
      ? [
          {
            key: 'who',
            disabled: true,
            label: (
              <div className="user-menu-who">
                {photo}
                <div>
                  <div className="user-menu-school">{schoolName}</div>
                  <div className="user-menu-name">{simsName}</div>
                </div>
              </div>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: 'profile',
      label: (
        <a href={profileUrl} target="_blank" rel="noopener noreferrer">
          {t('userMenu.profile')}
        </a>
      ),
    },
    ...(language ? [{ type: 'divider' as const }, ...languageMenuItems(language), { type: 'divider' as const }] : []),
    signedIn ? { key: 'signOut', label: t('userMenu.signOut'), onClick: () => onSignOut(button.current) } : { key: 'signIn', label: t('userMenu.signIn'), onClick: onSignIn },
  ];
  const selectedKeys = language ? [languageKey(language.language)] : [];
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys }} trigger={['click']} placement="bottomRight">
      <Button
        ref={button}
        type="text"
        aria-label={who ? t('userMenu.buttonOf', { initials: who.initials, name: who.name }) : t('userMenu.button')}
        className="user-menu-button"
      >
        {photo}
      </Button>
    </Dropdown>
  );
}
