// User menu (01 §1): photo, school name, the user's name in the school-management system,
// 'My Profile' (the profile in a new tab) and 'Sign Out', or 'Sign In' when signed out.
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, type ReactNode } from 'react';

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
}

export const USER_MENU_LABELS = { profile: 'My Profile', signOut: 'Sign Out', signIn: 'Sign In' } as const;

export function UserMenu({ photo, who, schoolName, simsName, profileUrl, signedIn, onSignIn, onSignOut }: UserMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
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
          {USER_MENU_LABELS.profile}
        </a>
      ),
    },
    signedIn ? { key: 'signOut', label: USER_MENU_LABELS.signOut, onClick: () => onSignOut(button.current) } : { key: 'signIn', label: USER_MENU_LABELS.signIn, onClick: onSignIn },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button ref={button} type="text" aria-label={who ? `User menu, ${who.initials} (${who.name})` : 'User menu'} className="user-menu-button">
        {photo}
      </Button>
    </Dropdown>
  );
}
