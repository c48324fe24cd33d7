// The shell's own pages in the one page frame (@homework/ui's PageFrame: region, padding, h1), with
// the texts of the shell's catalogue: in English, exactly contracts' STATUS_PAGES and MESSAGES
// (decision 0040). The status pages of 01 §2:
//  - /unauthorised: 'Unauthorised access'; clears session storage on load; the two messages; the
//    other licensed products as buttons, or 'Unauthorised' when the identity cannot be fetched;
//  - /signedout: 'Signed out'; sets the auth state to unauthenticated; offers 'Sign In';
//  - /noLicenses: 'Access unavailable'.
// And a /homework route no remote claims: not available, in the layout with its menu.
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAuthStore } from '@homework/platform/auth';
import type { SuiteConfig } from '@homework/contracts';
import type { OtherProduct } from '@homework/contracts/access';
import { PageFrame } from '@homework/ui';
import { statusPageMessages } from './messages';
import { useShellWords } from '../language/shell-words';

export interface UnauthorisedPageProps {
  /** The products to offer; null when the identity could not be fetched; undefined while loading. */
  otherProducts: OtherProduct[] | null | undefined;
  links: SuiteConfig['links'];
  clearSession?: () => void;
}

export function UnauthorisedPage({ otherProducts, links, clearSession = () => window.sessionStorage.clear() }: UnauthorisedPageProps) {
  const t = statusPageMessages.useMessages();
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    clearSession();
    setCleared(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on load only
  // A product without a configured link is not offered (a disabled button only puzzles).
  const offered = cleared && otherProducts ? otherProducts.flatMap((other) => (links[other.product] ? [{ ...other, href: links[other.product] }] : [])) : [];
  return (
    <PageFrame title={t('status.unauthorised.title')}>
      <Typography.Paragraph>{t('status.unauthorised.signedIn')}</Typography.Paragraph>
      <Typography.Paragraph>{t('status.unauthorised.register')}</Typography.Paragraph>
      {otherProducts === null && <Typography.Paragraph strong>{t('status.unauthorised.fetch')}</Typography.Paragraph>}
      {offered.length > 0 && (
        <Flex wrap gap="small">
          {offered.map(({ product, href }) => (
            <Button key={product} type="primary" onClick={() => window.open(href, '_blank', 'noopener')}>
              {t(`status.unauthorised.product.${product}`)}
            </Button>
          ))}
        </Flex>
      )}
    </PageFrame>
  );
}

export function SignedOutPage({ onSignIn }: { onSignIn: () => void }) {
  const t = statusPageMessages.useMessages();
  useEffect(() => {
    useAuthStore.setState({ status: 'unauthenticated', user: null });
  }, []);
  return (
    <PageFrame title={t('status.signedOut.title')}>
      <Typography.Paragraph>{t('status.signedOut.body')}</Typography.Paragraph>
      <Button type="primary" onClick={onSignIn}>
        {t('status.signedOut.signIn')}
      </Button>
    </PageFrame>
  );
}

export function NoLicensesPage() {
  const t = statusPageMessages.useMessages();
  return (
    <PageFrame title={t('status.noLicenses.title')}>
      <Typography.Paragraph>{t('status.noLicenses.body')}</Typography.Paragraph>
    </PageFrame>
  );
}

/** The breadcrumb shows the page's title (Homework › Page not available). */
export function NotAvailablePage() {
  const t = statusPageMessages.useMessages();
  const words = useShellWords();
  return (
    <PageFrame title={words.notAvailable} titleInBreadcrumb>
      <Typography.Paragraph>{t('status.notAvailable.body')}</Typography.Paragraph>
      <Typography.Paragraph>{t('status.notAvailable.choose')}</Typography.Paragraph>
    </PageFrame>
  );
}
