import { HashRouter, Route, Routes } from 'react-router-dom';
import { SuiteQueryProvider } from '@homework/platform/api';
import type { RemoteRouteTable } from '@homework/platform/remote';

export interface RemoteRoutesProps {
  /** The remote's route table (its src/routes.tsx). */
  routes: RemoteRouteTable;
}

/** The table's routes mapped to their pages, matched case-insensitively. */
export function RemoteRoutes({ routes }: RemoteRoutesProps) {
  return (
    <Routes>
      {Object.values(routes.routes).map(({ address, page: Page }) => (
        <Route key={address.path} path={address.path} caseSensitive={false} element={<Page />} />
      ))}
      {/* Routes of other packages: this remote renders nothing there (single-spa unmounts it). */}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** A remote's root: the suite's QueryClient around its own small hash router. */
export function RemoteRoot(props: RemoteRoutesProps) {
  return (
    <SuiteQueryProvider>
      <HashRouter>
        <RemoteRoutes {...props} />
      </HashRouter>
    </SuiteQueryProvider>
  );
}
