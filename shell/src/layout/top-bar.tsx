// The top bar (01 §1): the header title ('Engagement' or 'Homework'), the user's photo, the school
// name and the user's name, and the user menu (a photo, else initials, else its name: never a blank square).
import { Layout } from 'antd';
import { PersonPhoto, initialsOf } from '@homework/ui';
import { PHOTO_SIZE, type CurrentUser } from '@homework/contracts';
import type { LanguageChoice } from '../language';
import { useShellMessages } from '../messages';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  /** The header title in the page's language. */
  headerTitle: string;
  user: CurrentUser | null;
  photoId: string | null;
  profileUrl: string;
  signedIn: boolean;
  onSignIn: () => void;
  onSignOut: (menuButton: HTMLElement | null) => void;
  /** The person's language and its choice (decision 0040); signed in only. */
  language?: LanguageChoice;
}

export function TopBar({ headerTitle, user, photoId, profileUrl, signedIn, onSignIn, onSignOut, language }: TopBarProps) {
  const t = useShellMessages();
  const photo = user ? (
    <PersonPhoto kind="teacher" schoolId={user.schoolId} userId={user.userId} photoId={photoId} size={PHOTO_SIZE.small} alt={user.simsName} />
  ) : (
    // No one to show a photo or initials of (signed out, or the user did not load): the button says what it is.
    <span>{t('userMenu.button')}</span>
  );
  return (
    <Layout.Header role="banner" className="top-bar">
      <span className="top-bar-title">{headerTitle}</span>
      <div className="top-bar-user">
        {user && (
          <>
            <span className="top-bar-school">{user.schoolName}</span>
            <span className="top-bar-name">{user.simsName}</span>
          </>
        )}
        <UserMenu
          photo={photo}
          who={user ? { name: user.simsName, initials: initialsOf(user.simsName) } : undefined}
          schoolName={user?.schoolName}
          simsName={user?.simsName}
          profileUrl={profileUrl}
          signedIn={signedIn}
          onSignIn={onSignIn}
          onSignOut={onSignOut}
          language={language}
        />
      </div>
    </Layout.Header>
  );
}
