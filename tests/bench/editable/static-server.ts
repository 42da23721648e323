// A tiny static file server on 127.0.0.1 for the built bench pages: each URL prefix maps to a folder;
// a folder path serves its index.html.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `folders` (prefix such as `/ours/` -> folder) and resolves once it listens. */
export async function serveStatic(folders: Record<string, string>): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const prefix = Object.keys(folders).find((p) => path.startsWith(p));
      if (!prefix) return void res.writeHead(404).end();
      const root = folders[prefix]!;
      let file = normalize(join(root, path.slice(prefix.length)));
      if (file !== root && !file.startsWith(root + sep)) return void res.writeHead(403).end();
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
