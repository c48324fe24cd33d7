import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { SUITE_THEME, SuiteStyles } from '@homework/platform/remote';
import { HashRouter } from 'react-router-dom';
import { SuiteQueryProvider } from '@homework/platform/api';
import { ShellRoutes, type ShellRoutesProps } from './shell-routes';

export function ShellApp(props: ShellRoutesProps) {
  return (
    <SuiteStyles>
      <ConfigProvider locale={enGB} theme={SUITE_THEME}>
        <AntApp>
          <SuiteQueryProvider>
            <HashRouter>
              <ShellRoutes {...props} />
            </HashRouter>
          </SuiteQueryProvider>
        </AntApp>
      </ConfigProvider>
    </SuiteStyles>
  );
}
