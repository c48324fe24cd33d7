// The status pages of 01 §2 with the exact texts of contracts' STATUS_PAGES and MESSAGES:
//  - /unauthorised: 'Unauthorised access'; clears session storage on load; the two messages; the
//    other licensed products as buttons, or 'Unauthorised' when the identity cannot be fetched;
//  - /signedout: 'Signed out'; sets the auth state to unauthenticated; offers 'Sign In';
//  - /noLicenses: 'Access unavailable'.
import { Button, Result, Space, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuthStore } from '@homework/platform/auth';
import { MESSAGES, STATUS_PAGES, type SuiteConfig } from '@homework/contracts';
import type { OtherProduct } from '@homework/contracts/access';

/** Each status page's title is its h1, in the look antd gives the title. */
const Heading = ({ children }: { children: ReactNode }) => <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;

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
      title={<Heading>{STATUS_PAGES.unauthorised.title}</Heading>}
      subTitle={
        <Space orientation="vertical">
          <Typography.Paragraph>{MESSAGES.unauthorisedSignedIn}</Typography.Paragraph>
          <Typography.Paragraph>{MESSAGES.unauthorisedRegister}</Typography.Paragraph>
          {otherProducts === null && <Typography.Paragraph strong>{MESSAGES.unauthorisedFetch}</Typography.Paragraph>}
        </Space>
      }
      extra={
        cleared && otherProducts
          ? // A product without a configured link is not offered (a disabled button only puzzles).
            otherProducts.flatMap(({ product, label }) => {
              const href = links[product];
              return href
                ? [
                    <Button key={product} type="primary" onClick={() => window.open(href, '_blank', 'noopener')}>
                      {label}
                    </Button>,
                  ]
                : [];
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
      title={<Heading>{STATUS_PAGES.signedOut.title}</Heading>}
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
  return <Result status="warning" title={<Heading>{STATUS_PAGES.noLicenses.title}</Heading>} subTitle={STATUS_PAGES.noLicenses.body} />;
}
