import { HashRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { contract } from './contract';
import { PAGES } from './pages/routes';

function RemoteRoutes() {
  return (
    <Routes>
      {contract.routes.map((route) => {
        const Page = PAGES[route.path];
        return Page ? <Route key={route.path} path={route.path} caseSensitive={false} element={<Page />} /> : null;
      })}
      {/* Routes of other packages: this remote renders nothing there (single-spa unmounts it). */}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** The remote's root: its own small hash router, or a memory router when mounted in a foreign host. */
export function Root({ initialPath }: { initialPath?: string } = {}) {
  if (initialPath !== undefined)
    return (
      <MemoryRouter initialEntries={[initialPath]}>
        <RemoteRoutes />
      </MemoryRouter>
    );
  return (
    <HashRouter>
      <RemoteRoutes />
    </HashRouter>
  );
}
