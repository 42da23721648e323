import { describe, expect, it } from 'vitest';
import { areaOf, checkFile, importsOf } from './import-rules.ts';

describe('import rules', () => {
  it('classifies paths by area', () => {
    expect(areaOf('runtime/core/registry.ts')).toBe('core');
    expect(areaOf('src/app/main.tsx')).toBe('app');
    expect(areaOf('src/server/app.ts')).toBe('server');
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
});
