// This remote's own page for running alone (`node mf-homework/webpack.config.mjs --serve`, or the
// built dist/index.html): links to its routes and the real './app' lifecycles mounted below them.
import { createRoot } from 'react-dom/client';
import { contract } from '../contract';
import * as app from '../app';

const container = document.getElementById('root')!;
const nav = document.createElement('nav');
nav.style.cssText = 'padding:12px 24px;border-bottom:1px solid #ddd;display:flex;gap:16px;flex-wrap:wrap';
const area = document.createElement('main');
container.append(nav, area);

createRoot(nav).render(
  <>
    <strong>{contract.name} (running alone)</strong>
    {contract.routes.map((route) => {
      const href = `#${route.path.replace(/:(\w+)/g, (_m, name: string) => `sample-${name}`)}`;
      return (
        <a key={route.path} href={href}>
          {route.title}: {route.path}
        </a>
      );
    })}
  </>,
);

if (!window.location.hash) window.location.hash = `#${contract.routes[0].path}`;
const props = { name: contract.name, domElement: area } as never;
void app.bootstrap(props).then(() => app.mount(props));
