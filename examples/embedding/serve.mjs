// Serves the built example page (dist/) on an origin of its own, as another product would be, and
// its settings.json: where the suite is and the client this product signs in with. The suite must
// register that client and this page's address (PRODUCT_CLIENTS), README "Embedding the homework remote".
//   PORT=4300 SUITE_URL=http://localhost:4000 CLIENT_ID=homework-embedding-example node examples/embedding/serve.mjs
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dist = path.join(import.meta.dirname, 'dist');
const port = Number(process.env.PORT ?? 4300);
const settings = JSON.stringify({
  suiteUrl: process.env.SUITE_URL ?? 'http://localhost:4000',
  clientId: process.env.CLIENT_ID ?? 'homework-embedding-example',
});
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.map': 'application/json' };

http
  .createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://page').pathname;
    if (pathname === '/settings.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(settings);
      return;
    }
    const file = path.join(dist, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(`${dist}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(fs.existsSync(dist) ? 'Not found' : 'Not built: run npm run build');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    fs.createReadStream(file).pipe(response);
  })
  .listen(port, 'localhost', () => console.log(`the embedding example: http://localhost:${port}/ (suite ${JSON.parse(settings).suiteUrl})`));
