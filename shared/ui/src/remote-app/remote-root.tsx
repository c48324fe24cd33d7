import { HashRouter, Route, Routes } from 'react-router-dom';
import type { RemoteContract } from '@homework/contracts';
import { SuiteQueryProvider } from '@homework/platform/api';
import type { RemotePages } from '@homework/platform/remote';

export interface RemoteRoutesProps {
  contract: RemoteContract;
  pages: RemotePages;
}

/** The contract's routes mapped to their pages, matched case-insensitively. */
export function RemoteRoutes({ contract, pages }: RemoteRoutesProps) {
  return (
    <Routes>
      {contract.routes.map((route) => {
        const Page = pages[route.path];
        return Page ? <Route key={route.path} path={route.path} caseSensitive={false} element={<Page />} /> : null;
      })}
      {/* Routes of other packages: this remote renders nothing there (single-spa unmounts it). */}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** A remote's root: the suite's QueryClient around its own small hash router. */
export function RemoteRoot(routes: RemoteRoutesProps) {
  return (
    <SuiteQueryProvider>
      <HashRouter>
        <RemoteRoutes {...routes} />
      </HashRouter>
    </SuiteQueryProvider>
  );
}
