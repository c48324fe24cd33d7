import { Layout } from 'antd';
import { useShellMessages } from '../messages';

export function Footer({ helpUrl }: { helpUrl: string }) {
  const t = useShellMessages();
  return (
    <Layout.Footer className="shell-footer">
      <a href={helpUrl} target="_blank" rel="noopener noreferrer">
        {t('footer.help')}
      </a>
    </Layout.Footer>
  );
}
