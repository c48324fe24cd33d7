// The frame of every page (docs/architecture.md, "A page"): a region named for the page, the suite's
// padding, and the page's one h1 (the layout has none) in the page-title look. Where the breadcrumb
// already shows the title on the screen, the h1 is there for assistive technology only.
import { Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '@homework/platform/remote';

const TITLE_STYLE: CSSProperties = { marginTop: 0, fontSize: 24 };

/** The page's h1 in the suite's look, for a page that lays its heading out itself (the student view). */
export function PageTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Typography.Title level={1} style={{ ...TITLE_STYLE, ...style }}>
      {children}
    </Typography.Title>
  );
}

export interface PageFrameProps {
  /** The page's h1. */
  title: ReactNode;
  /** The region's name: the title where it is text that does not change (a homework's title does). */
  label?: string;
  /** The breadcrumb shows the title on the screen: the h1 is read by assistive technology only. */
  titleInBreadcrumb?: boolean;
  /** Beside the title, at the other end of its line (a link to another page). */
  extra?: ReactNode;
  children?: ReactNode;
}

export function PageFrame({ title, label, titleInBreadcrumb = false, extra, children }: PageFrameProps) {
  const heading = titleInBreadcrumb ? <h1 style={VISUALLY_HIDDEN}>{title}</h1> : <PageTitle>{title}</PageTitle>;
  return (
    <section aria-label={label ?? (typeof title === 'string' ? title : undefined)} style={{ padding: 24 }}>
      {extra ? (
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          {heading}
          {extra}
        </Flex>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
