export { SuiteLocale, loadAntdLocale, useAntdLocale, type AntdLocale } from './antd-locale';
