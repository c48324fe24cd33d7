// The status pages of 01 §2 with the exact texts of contracts' STATUS_PAGES and MESSAGES:
//  - /unauthorised: 'Unauthorised access'; clears session storage on load; the two messages; the
//    other licensed products as buttons, or 'Unauthorised' when the identity cannot be fetched;
//  - /signedout: 'Signed out'; sets the auth state to unauthenticated; offers 'Sign In';
//  - /noLicenses: 'Access unavailable'.
import { Button, Result, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAuthStore } from '@homework/platform/auth';
import { MESSAGES, STATUS_PAGES, type SuiteConfig } from '@homework/contracts';
import type { OtherProduct } from '@homework/contracts/access';

export interface UnauthorisedPageProps {
  /** The products to offer; null when the identity could not be fetched; undefined while loading. */
  otherProducts: OtherProduct[] | null | undefined;
  links: SuiteConfig['links'];
  clearSession?: () => void;
}

export function UnauthorisedPage({ otherProducts, links, clearSession = () => window.sessionStorage.clear() }: UnauthorisedPageProps) {
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    clearSession();
    setCleared(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on load only
  return (
    <Result
      status="403"
      title={STATUS_PAGES.unauthorised.title}
      subTitle={
        <Space orientation="vertical">
          <Typography.Paragraph>{MESSAGES.unauthorisedSignedIn}</Typography.Paragraph>
          <Typography.Paragraph>{MESSAGES.unauthorisedRegister}</Typography.Paragraph>
          {otherProducts === null && <Typography.Paragraph strong>{MESSAGES.unauthorisedFetch}</Typography.Paragraph>}
        </Space>
      }
      extra={
        cleared && otherProducts
          ? otherProducts.map(({ product, label }) => {
              const href = links[product];
              return (
                <Button key={product} type="primary" disabled={!href} onClick={() => window.open(href, '_blank', 'noopener')}>
                  {label}
                </Button>
              );
            })
          : undefined
      }
    />
  );
}

export function SignedOutPage({ onSignIn }: { onSignIn: () => void }) {
  useEffect(() => {
    useAuthStore.setState({ status: 'unauthenticated', user: null });
  }, []);
  return (
    <Result
      status="info"
      title={STATUS_PAGES.signedOut.title}
      subTitle={STATUS_PAGES.signedOut.body}
      extra={
        <Button type="primary" onClick={onSignIn}>
          Sign In
        </Button>
      }
    />
  );
}

export function NoLicensesPage() {
  return <Result status="warning" title={STATUS_PAGES.noLicenses.title} subTitle={STATUS_PAGES.noLicenses.body} />;
}
