import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { PAGE_THEME } from '@homework/platform/remote';
import { HashRouter } from 'react-router-dom';
import { SuiteQueryProvider } from '@homework/platform/api';
import { ShellRoutes, type ShellRoutesProps } from './shell-routes';

export function ShellApp(props: ShellRoutesProps) {
  return (
    <ConfigProvider locale={enGB} theme={PAGE_THEME}>
      <AntApp>
        <SuiteQueryProvider>
          <HashRouter>
            <ShellRoutes {...props} />
          </HashRouter>
        </SuiteQueryProvider>
      </AntApp>
    </ConfigProvider>
  );
}
