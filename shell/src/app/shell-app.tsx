import { App as AntApp } from 'antd';
import { SuiteTheme } from '@homework/platform/remote';
import { HashRouter } from 'react-router-dom';
import { SuiteQueryProvider } from '@homework/platform/api';
import { ShellRoutes, type ShellRoutesProps } from './shell-routes';

export function ShellApp(props: ShellRoutesProps) {
  return (
    <SuiteTheme>
      <AntApp>
        <SuiteQueryProvider>
          <HashRouter>
            <ShellRoutes {...props} />
          </HashRouter>
        </SuiteQueryProvider>
      </AntApp>
    </SuiteTheme>
  );
}
