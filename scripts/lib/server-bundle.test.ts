import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from './server-bundle.ts';

// A project with two CommonJS packages that count their own evaluations, one of them flagged as a
// transpiled ES module, and an entry that imports both by default, as the server imports exceljs.
const root = mkdtempSync(join(tmpdir(), 'server-bundle-'));
const pkg = (name: string, source: string) => {
  mkdirSync(join(root, 'node_modules', name), { recursive: true });
  writeFileSync(join(root, 'node_modules', name, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
  writeFileSync(join(root, 'node_modules', name, 'index.js'), source);
};
pkg(
  'counted',
  `globalThis.countedLoads = (globalThis.countedLoads ?? 0) + 1;
function counted(x) { return 'called ' + x; }
counted.Box = class Box { constructor(v) { this.v = v; } };
counted.version = 3;
module.exports = counted;`,
);
pkg('flagged', `Object.defineProperty(exports, '__esModule', { value: true }); exports.default = { a: 1 };`);
// A transpiled ES module whose named function is loaded on its first call (as glob for @fastify/static).
pkg(
  'named',
  `Object.defineProperty(exports, '__esModule', { value: true });
globalThis.namedLoads = (globalThis.namedLoads ?? 0) + 1;
exports.pick = async (x) => 'picked ' + x;`,
);
writeFileSync(
  join(root, 'named-entry.ts'),
  `import { pick } from 'named';
export const loads = () => (globalThis as { namedLoads?: number }).namedLoads ?? 0;
export const run = (x: string) => pick(x);`,
);
writeFileSync(
  join(root, 'entry.ts'),
  `import counted from 'counted';
import flagged from 'flagged';
export const loads = () => (globalThis as { countedLoads?: number }).countedLoads ?? 0;
export const call = (x: string) => counted(x);
export const make = (v: number) => new counted.Box(v);
export const version = () => counted.version;
export const readFlagged = () => (flagged as { a: number }).a;`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Entry = {
  loads(): number;
  call(x: string): string;
  make(v: number): { v: number };
  version(): number;
  readFlagged(): number;
};

async function bundled(name: string, lazy: string[]): Promise<Entry> {
  const outfile = join(root, `${name}.mjs`);
  await bundleServer({ root, entry: 'entry.ts', outfile, lazy, external: [] });
  (globalThis as { countedLoads?: number }).countedLoads = 0;
  return (await import(pathToFileURL(outfile).href)) as Entry;
}

describe('server bundle', () => {
  it('evaluates a lazy package on first use only, then forwards calls, new and reads to it', async () => {
    const m = await bundled('lazy', ['counted']);
    expect(m.loads()).toBe(0);
    expect(m.version()).toBe(3);
    expect(m.loads()).toBe(1);
    expect(m.call('x')).toBe('called x');
    expect(m.make(7).v).toBe(7);
    expect(m.loads()).toBe(1);
  });

  it('evaluates other packages when the bundle loads', async () => {
    const m = await bundled('eager', []);
    expect(m.loads()).toBe(1);
    expect(m.call('y')).toBe('called y');
    expect(m.readFlagged()).toBe(1);
  });

  it('loads a package of lazy functions on the first call of one', async () => {
    const outfile = join(root, 'named.mjs');
    await bundleServer({
      root,
      entry: 'named-entry.ts',
      outfile,
      lazy: [],
      lazyFunctions: { named: ['pick'] },
      external: [],
    });
    const m = (await import(pathToFileURL(outfile).href)) as { loads(): number; run(x: string): Promise<string> };
    expect(m.loads()).toBe(0);
    expect(await m.run('z')).toBe('picked z');
    expect(m.loads()).toBe(1);
  });

  it('refuses to stand in for a transpiled ES module (its default export would differ)', async () => {
    const m = await bundled('flagged', ['flagged']);
    expect(() => m.readFlagged()).toThrow('flagged is an ES module: it cannot be loaded lazily');
  });

  it('routes as find-my-way does without the functions it compiles per node and route', async () => {
    // The real package, bundled from the project (routerPatchesPlugin); the test entry sits in .tmp/.
    const project = join(import.meta.dirname, '../..');
    mkdirSync(join(project, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(project, '.tmp', 'router-patches-'));
    try {
      writeFileSync(
        join(dir, 'entry.ts'),
        `export { createStaticNode } from 'find-my-way/lib/node.js';\nexport { default as Router } from 'find-my-way';`,
      );
      const outfile = join(dir, 'router.mjs');
      await bundleServer({ root: project, entry: join(dir, 'entry.ts'), outfile, external: [] });
      const text = readFileSync(outfile, 'utf8');
      // (find-my-way's optional compiled router, lib/compiler.js, which Fastify does not use, keeps its own.)
      expect(text).not.toMatch(/new Function\(\s*["']path["']|new Function\(\s*["']NullObject["'],\s*fnBody/);
      type Found = { params: Record<string, string>; store: unknown } | null;
      type Router = {
        on(method: string, path: string, opts: object, handler: () => void, store: unknown): void;
        find(method: string, path: string, constraints?: Record<string, string>): Found;
      };
      type Package = {
        createStaticNode(prefix: string): { matchPrefix(path: string, i: number): boolean };
        Router(): Router;
      };
      const bundled = (await import(pathToFileURL(outfile).href)) as Package;
      const load = createRequire(import.meta.url);
      const original: Package = { ...(load('find-my-way/lib/node.js') as Package), Router: load('find-my-way') };

      // A static node's prefix test, at every position of paths that do and do not match.
      const prefixes = ['/', 'ab', 'list', 'queryById', '/jeecg-boot/wl/', '/jeecg-boot/sys/savedQuery/'];
      const paths = ['/jeecg-boot/wl/site/list', 'xlist', '/ab', 'queryByIds', '/jeecg-boot/sys/savedQuery/x', 'lis'];
      let matched = 0;
      for (const prefix of prefixes)
        for (const path of paths)
          for (let i = 0; i < path.length; i++) {
            const want = original.createStaticNode(prefix).matchPrefix(path, i);
            expect([prefix, path, i, bundled.createStaticNode(prefix).matchPrefix(path, i)]).toEqual([
              prefix,
              path,
              i,
              want,
            ]);
            if (want) matched++;
          }
      expect(matched).toBeGreaterThan(10);

      // Whole routers: static and parametric routes (up to six parameters), and host constraints.
      const routes: [string, object][] = [
        ['/jeecg-boot/wl/site/list', {}],
        ['/jeecg-boot/wl/site/queryById', {}],
        ['/jeecg-boot/sys/savedQuery/:entity/list', {}],
        ['/a/:p1/:p2/:p3/:p4/:p5/:p6', {}],
        ['/hosted', { constraints: { host: 'a.example' } }],
        ['/hosted', {}],
      ];
      const build = (pkg: Package) => {
        const router = pkg.Router();
        routes.forEach(([path, opts], i) => router.on('GET', path, opts, () => {}, i));
        return (path: string, constraints?: Record<string, string>) => {
          const found = router.find('GET', path, constraints);
          return found && { params: { ...found.params }, store: found.store };
        };
      };
      const [want, got] = [build(original), build(bundled)];
      const asked: [string, Record<string, string>?][] = [
        ['/jeecg-boot/wl/site/list'],
        ['/jeecg-boot/wl/site/queryByI'],
        ['/jeecg-boot/sys/savedQuery/wl_site/list'],
        ['/a/1/2/3/4/5/6'],
        ['/a/1/2/3/4/5'],
        ['/hosted', { host: 'a.example' }],
        ['/hosted', { host: 'b.example' }],
        ['/hosted'],
      ];
      for (const [path, constraints] of asked)
        expect([path, got(path, constraints)]).toEqual([path, want(path, constraints)]);
      expect(want('/a/1/2/3/4/5/6')?.params).toEqual({ p1: '1', p2: '2', p3: '3', p4: '4', p5: '5', p6: '6' });
      expect(want('/hosted', { host: 'a.example' })?.store).toBe(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('writes every log line through the patched sonic-boom, in order', async () => {
    // SONIC_BOOM_WRITE: the last chunk's byte length kept instead of measured at each write.
    const project = join(import.meta.dirname, '../..');
    mkdirSync(join(project, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(project, '.tmp', 'sonic-boom-'));
    try {
      writeFileSync(join(dir, 'entry.ts'), `export { default as SonicBoom } from 'sonic-boom';`);
      const outfile = join(dir, 'sonic.mjs');
      await bundleServer({ root: project, entry: join(dir, 'entry.ts'), outfile, external: [] });
      expect(readFileSync(outfile, 'utf8')).toContain('_lastBytes');
      type Boom = { write(s: string): boolean; end(): void; once(e: string, f: () => void): void };
      const { SonicBoom } = (await import(pathToFileURL(outfile).href)) as {
        SonicBoom: new (o: object) => Boom;
      };
      const file = join(dir, 'out.log');
      const boom = new SonicBoom({ dest: file, sync: false, minLength: 1024, maxWrite: 4096 });
      await new Promise<void>((resolve) => boom.once('ready', resolve));
      const lines = Array.from({ length: 600 }, (_, i) => `{"n":${i},"t":"${'中文x'.repeat(i % 50)}"}\n`);
      for (const line of lines) boom.write(line);
      await new Promise<void>((resolve) => {
        boom.once('close', resolve);
        boom.end();
      });
      expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("gives Fastify's routes the error handler and hooks of their place in the plugin tree, as unpatched Fastify does", async () => {
    // Routes sharing one avvio after (ROUTE_AFTERS): each still takes the handler in force when the
    // plugin's queue reaches it, around child plugins, awaits and root-level routes; routes without
    // hooks of their own share their instance's bound hooks, which run as before.
    const project = join(import.meta.dirname, '../..');
    mkdirSync(join(project, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(project, '.tmp', 'route-afters-'));
    try {
      writeFileSync(join(dir, 'entry.ts'), `export { default as Fastify } from 'fastify';`);
      const outfile = join(dir, 'fastify.mjs');
      await bundleServer({ root: project, entry: join(dir, 'entry.ts'), outfile, external: [] });
      expect(readFileSync(outfile, 'utf8')).toContain('afterRoute(');
      type Trail = { trail: string[] };
      type Hook = (request: Trail) => Promise<void>;
      type App = {
        get(path: string, handler: (request: Trail) => unknown): void;
        get(path: string, opts: { preHandler: Hook }, handler: (request: Trail) => unknown): void;
        addHook(name: 'onRequest' | 'preHandler', hook: Hook): void;
        decorateRequest(name: string, value: null): void;
        register(plugin: (app: App) => Promise<void> | void, opts?: object): Promise<unknown> & App;
        setErrorHandler(
          handler: (err: Error, req: unknown, reply: { code(n: number): { send(b: unknown): void } }) => void,
        ): void;
        inject(opts: { url: string }): Promise<{ statusCode: number; body: string }>;
        ready(): Promise<unknown>;
        close(): Promise<unknown>;
      };
      type Factory = (opts?: object) => App;
      const bundled = ((await import(pathToFileURL(outfile).href)) as { Fastify: Factory }).Fastify;
      const original = createRequire(import.meta.url)('fastify') as Factory;
      const skipOverride = <T extends object>(f: T) => Object.assign(f, { [Symbol.for('skip-override')]: true });
      const handler =
        (name: string) => (err: Error, _req: unknown, reply: { code(n: number): { send(b: unknown): void } }) =>
          reply.code(500).send({ handler: name, message: err.message });
      const fail = (what: string) => () => {
        throw new Error(what);
      };
      const run = async (Fastify: Factory) => {
        const app = Fastify({ logger: false });
        app.setErrorHandler(handler('root'));
        app.get('/r1', fail('r1'));
        await app.register(
          async (api) => {
            api.get('/a1', fail('a1'));
            api.get('/a2', fail('a2'));
            // Queued between two routes, a plugin sharing this instance replaces its handler: a1 and a2
            // keep the one in force before it, a3 takes the new one (their afters must not be shared).
            void api.register(skipOverride(async (same: App) => same.setErrorHandler(handler('child'))));
            api.get('/a3', fail('a3'));
            await api.register(async () => {});
            // Set later in the same body: a4 takes it (its after runs once the body is done).
            api.get('/a4', fail('a4'));
            api.setErrorHandler(handler('late'));
            await api.register(async (inner) => {
              inner.get('/i1', fail('i1'));
              inner.setErrorHandler(handler('inner'));
            });
            api.get('/a5', fail('a5'));
          },
          { prefix: '/api' },
        );
        app.get('/r2', fail('r2'));
        await app.ready();
        const urls = ['/r1', '/api/a1', '/api/a2', '/api/a3', '/api/a4', '/api/i1', '/api/a5', '/r2'];
        const out: Record<string, string> = {};
        for (const url of urls) {
          const a = await app.inject({ url });
          out[url] = `${a.statusCode} ${a.body}`;
        }
        await app.close();
        return out;
      };
      const want = await run(original);
      expect(await run(bundled)).toEqual(want);
      const handlers = Object.values(want).map((a) => (JSON.parse(a.slice(4)) as { handler: string }).handler);
      expect(handlers).toEqual(['root', 'root', 'root', 'child', 'late', 'inner', 'late', 'root']);

      const hooks = async (Fastify: Factory) => {
        const app = Fastify({ logger: false });
        const mark = (name: string) => async (request: Trail) => void request.trail.push(name);
        const trail = async (request: Trail) => request.trail;
        app.decorateRequest('trail', null);
        app.addHook('onRequest', async (request) => void (request.trail = ['root onRequest']));
        app.addHook('preHandler', mark('root preHandler'));
        app.get('/r', trail);
        await app.register(
          async (api) => {
            api.addHook('preHandler', mark('api preHandler'));
            api.get('/plain', trail);
            api.get('/own', { preHandler: mark('own preHandler') }, trail);
            api.get('/plain2', trail);
            api.addHook('onRequest', mark('api onRequest, added after the routes'));
          },
          { prefix: '/api' },
        );
        await app.ready();
        const out: string[] = [];
        for (const url of ['/r', '/api/plain', '/api/own', '/api/plain2']) out.push((await app.inject({ url })).body);
        await app.close();
        return out;
      };
      const wantHooks = await hooks(original);
      expect(await hooks(bundled)).toEqual(wantHooks);
      expect(JSON.parse(wantHooks[2])).toEqual([
        'root onRequest',
        'api onRequest, added after the routes',
        'root preHandler',
        'api preHandler',
        'own preHandler',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
