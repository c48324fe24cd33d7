import { Layout } from 'antd';

export const FOOTER_HELP_LABEL = 'Help - Engagement Portal';

export function Footer({ helpUrl }: { helpUrl: string }) {
  return (
    <Layout.Footer className="shell-footer">
      <a href={helpUrl} target="_blank" rel="noopener noreferrer">
        {FOOTER_HELP_LABEL}
      </a>
    </Layout.Footer>
  );
}
