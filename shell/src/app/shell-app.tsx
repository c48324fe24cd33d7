import { App as AntApp } from 'antd';
import { SuiteTheme } from '@homework/platform/remote';
import { HashRouter } from 'react-router-dom';
import { SuiteQueryProvider } from '@homework/platform/api';
import { SuiteLocale } from '@homework/ui';
import { ShellRoutes, type ShellRoutesProps } from './shell-routes';

export function ShellApp(props: ShellRoutesProps) {
  return (
    <SuiteTheme>
      {/* antd's own texts in the page's language, as in every remote's root. */}
      <SuiteLocale>
        <AntApp>
          <SuiteQueryProvider>
            <HashRouter>
              <ShellRoutes {...props} />
            </HashRouter>
          </SuiteQueryProvider>
        </AntApp>
      </SuiteLocale>
    </SuiteTheme>
  );
}
