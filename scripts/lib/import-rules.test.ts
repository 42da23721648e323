import { describe, expect, it } from 'vitest';
import { areaOf, checkFile, folderCycles, importsOf, serverFolderOf } from './import-rules.ts';

describe('import rules', () => {
  it('classifies paths by area', () => {
    expect(areaOf('runtime/core/registry.ts')).toBe('core');
    expect(areaOf('src/app/main.tsx')).toBe('app');
    expect(areaOf('src/server/app.ts')).toBe('server-app');
    expect(areaOf('src/server/seed/cli.ts')).toBe('server-app');
    expect(areaOf('src/server/config/config.ts')).toBe('server-config');
    expect(areaOf('src/server/engine/crud/write.ts')).toBe('server-engine');
    expect(areaOf('src/server/platform/sys/session.ts')).toBe('server-platform');
    expect(areaOf('src/server/domain/parcel/fee.test.ts')).toBe('server-domain');
    expect(areaOf('src/generated/registry.ts')).toBe('generated');
  });

  it('finds static, re-export, side-effect and dynamic imports', () => {
    const src = `import a from './a.ts';\nexport { b } from "../b.ts";\nimport './c.css';\nconst d = await import('./d.ts');`;
    expect(importsOf(src)).toEqual(['./a.ts', '../b.ts', './c.css', './d.ts']);
  });

  it('refuses the app importing the server and core importing react', () => {
    const root = '/repo';
    expect(checkFile(root, '/repo/src/app/page.tsx', `import x from '../server/app.ts';`)).toHaveLength(1);
    expect(checkFile(root, '/repo/runtime/core/x.ts', `import y from '../react/use-list.ts';`)[0].message).toMatch(
      /core must not import react/,
    );
  });

  it('allows the arrows of docs/architecture.md#layers-and-dependency-arrows', () => {
    const root = '/repo';
    expect(checkFile(root, '/repo/src/server/app.ts', `import { registry } from '../generated/registry.ts';`)).toEqual(
      [],
    );
    expect(checkFile(root, '/repo/runtime/antd/list.tsx', `import { x } from '../react/use-list.ts';`)).toEqual([]);
    expect(checkFile(root, '/repo/src/app/x.tsx', `import antd from 'antd';`)).toEqual([]);
  });

  describe('server layers', () => {
    const root = '/repo';
    const check = (file: string, spec: string) =>
      checkFile(root, `/repo/src/server/${file}`, `import x from '${spec}';`);

    it('keeps the engine to itself, the config leaf, core and generated', () => {
      expect(check('engine/crud/write.ts', '../db/database.ts')).toEqual([]);
      expect(check('engine/db/database.ts', '../../config/config.ts')).toEqual([]);
      expect(check('engine/crud/x.ts', '../../../generated/registry.ts')).toEqual([]);
      expect(check('engine/crud/write.ts', '../../platform/sys/password.ts')[0].message).toMatch(
        /server-engine must not import server-platform/,
      );
      expect(check('engine/db/x.ts', '../../domain/parcel/fee.ts')[0].message).toMatch(
        /server-engine must not import server-domain/,
      );
      expect(check('engine/db/x.ts', '../../app.ts')[0].message).toMatch(/server-engine must not import server-app/);
    });

    it('lets platform import engine and platform, domain import all three, never upwards', () => {
      expect(check('platform/sys/x.ts', '../../engine/crud/write.ts')).toEqual([]);
      expect(check('platform/notice/x.ts', '../mail/index.ts')).toEqual([]);
      expect(check('platform/sys/x.ts', '../../domain/pricing/pricing.ts')[0].message).toMatch(
        /server-platform must not import server-domain/,
      );
      expect(check('platform/files/x.ts', '../../main.ts')).toHaveLength(1);
      expect(check('domain/pricing/x.ts', '../../platform/permissions/service.ts')).toEqual([]);
      expect(check('domain/pricing/x.ts', '../transport/x.ts')).toEqual([]);
      expect(check('domain/pricing/x.ts', '../../app.ts')[0].message).toMatch(
        /server-domain must not import server-app/,
      );
    });

    it('keeps config a leaf and lets the app import every layer', () => {
      expect(check('config/config.ts', '../platform/ops/request-log.ts')[0].message).toMatch(
        /server-config must not import server-platform/,
      );
      for (const spec of [
        './engine/db/database.ts',
        './platform/sys/index.ts',
        './domain/parcel/index.ts',
        './config/config.ts',
      ]) {
        expect(check('app.ts', spec)).toEqual([]);
      }
      expect(check('seed/cli.ts', '../app.ts')).toEqual([]);
    });

    it('applies the arrows to a test file as to the code beside it; tests/ and scripts/ keep theirs', () => {
      expect(check('engine/db/migrator.test.ts', '../../platform/ops/migrate-at-start.ts')).toHaveLength(1);
      expect(
        checkFile(root, '/repo/tests/integration/x.test.ts', `import x from '../../src/server/domain/parcel/fee.ts';`),
      ).toEqual([]);
      expect(checkFile(root, '/repo/scripts/x.ts', `import x from '../src/server/platform/ops/backup.ts';`)).toEqual(
        [],
      );
      expect(checkFile(root, '/repo/src/app/x.ts', `import x from '../server/config/config.ts';`)).toHaveLength(1);
    });
  });

  describe('server folder cycles', () => {
    it('names the folder of a path: layer/folder, config, or app for the assembly', () => {
      expect(serverFolderOf('src/server/engine/crud/write.ts')).toBe('engine/crud');
      expect(serverFolderOf('src/server/platform/sys/session.test.ts')).toBe('platform/sys');
      expect(serverFolderOf('src/server/domain/parcel/fee.ts')).toBe('domain/parcel');
      expect(serverFolderOf('src/server/config/config.ts')).toBe('config');
      expect(serverFolderOf('src/server/app.ts')).toBe('app');
      expect(serverFolderOf('src/server/seed/cli.ts')).toBe('app');
      expect(serverFolderOf('tests/integration/x.ts')).toBeUndefined();
    });

    it('finds no cycle in a one-way graph', () => {
      expect(
        folderCycles([
          { file: 'src/server/engine/crud/write.ts', target: 'src/server/engine/db/database.ts' },
          { file: 'src/server/engine/plugins/errors.ts', target: 'src/server/engine/db/unavailable.ts' },
          { file: 'src/server/platform/sys/a.ts', target: 'src/server/engine/crud/write.ts' },
          { file: 'src/server/app.ts', target: 'src/server/platform/sys/a.ts' },
          { file: 'src/server/seed/cli.ts', target: 'src/server/app.ts' },
          { file: 'src/server/engine/crud/a.ts', target: 'src/server/engine/crud/b.ts' },
        ]),
      ).toEqual([]);
    });

    it('reports two folders importing each other, naming the files', () => {
      const cycles = folderCycles([
        { file: 'src/server/engine/db/query-compiler.ts', target: 'src/server/engine/crud/entity-model.ts' },
        { file: 'src/server/engine/crud/write.ts', target: 'src/server/engine/db/database.ts' },
        { file: 'src/server/engine/crud/read.ts', target: 'src/server/engine/db/database.ts' },
        { file: 'src/server/engine/query/x.ts', target: 'src/server/engine/crud/read.ts' },
      ]);
      expect(cycles).toEqual([
        {
          folders: ['engine/crud', 'engine/db'],
          loop: ['engine/crud', 'engine/db', 'engine/crud'],
          imports: [
            { file: 'src/server/engine/db/query-compiler.ts', target: 'src/server/engine/crud/entity-model.ts' },
            { file: 'src/server/engine/crud/write.ts', target: 'src/server/engine/db/database.ts' },
            { file: 'src/server/engine/crud/read.ts', target: 'src/server/engine/db/database.ts' },
          ],
        },
      ]);
    });

    it('reports a longer loop once, as one component with its shortest loop', () => {
      const cycles = folderCycles([
        { file: 'src/server/platform/excel/progress.ts', target: 'src/server/platform/realtime/bus.ts' },
        { file: 'src/server/platform/realtime/index.ts', target: 'src/server/platform/sys/dict-service.ts' },
        { file: 'src/server/platform/sys/user-admin.ts', target: 'src/server/platform/excel/x.ts' },
        { file: 'src/server/platform/notice/a.ts', target: 'src/server/platform/sys/id-params.ts' },
        { file: 'src/server/engine/db/x.ts', target: 'src/server/engine/crud/y.ts' },
      ]);
      expect(cycles).toHaveLength(1);
      expect(cycles[0].folders).toEqual(['platform/excel', 'platform/realtime', 'platform/sys']);
      expect(cycles[0].loop).toEqual(['platform/excel', 'platform/realtime', 'platform/sys', 'platform/excel']);
      expect(cycles[0].imports.map((i) => i.file)).toEqual([
        'src/server/platform/excel/progress.ts',
        'src/server/platform/realtime/index.ts',
        'src/server/platform/sys/user-admin.ts',
      ]);
    });

    it('counts the config leaf and the app assembly as folders (a config importing the app is a cycle)', () => {
      const cycles = folderCycles([
        { file: 'src/server/engine/db/database.ts', target: 'src/server/config/config.ts' },
        { file: 'src/server/config/config.ts', target: 'src/server/app.ts' },
        { file: 'src/server/app.ts', target: 'src/server/engine/db/database.ts' },
      ]);
      expect(cycles.map((c) => c.folders)).toEqual([['app', 'config', 'engine/db']]);
    });
  });
});
