import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkDocLinks, slugify } from './doc-links.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const temps: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  temps.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of temps.splice(0)) rmSync(root, { recursive: true, force: true });
});

const DOC = '# Decisions\n\n## 6. Status workflows\n\ntext\n\n## Write pipeline and extension API\n';

describe('slugify and anchorsOf', () => {
  it('makes GitHub anchors', () => {
    expect(slugify('6. Status workflows')).toBe('6-status-workflows');
    expect(slugify('Write pipeline and extension API')).toBe('write-pipeline-and-extension-api');
    expect(slugify('25. JeecgBoot-compatible wire format')).toBe('25-jeecgboot-compatible-wire-format');
    expect(slugify('`x-states` (workflows)')).toBe('x-states-workflows');
  });

  it('numbers repeated headings, reads <a id>, ignores code fences', () => {
    const anchors = anchorsOf('## Notes\n## Notes\n```\n## Not a heading\n```\n<a id="kept"></a>\n');
    expect([...anchors].sort()).toEqual(['kept', 'notes', 'notes-1']);
  });
});

describe('checkDocLinks', () => {
  it('accepts citations of existing files and headings', () => {
    const root = tree({
      'docs/decisions.md': DOC,
      'docs/architecture.md': '# A\n\nSee [workflows](decisions.md#6-status-workflows).\n',
      'src/a.ts': '// Workflows (docs/decisions.md#6-status-workflows) and docs/decisions.md.\n',
      'src/server/x/README.md': 'See [it](../../../docs/decisions.md#write-pipeline-and-extension-api).\n',
    });
    expect(checkDocLinks(root)).toEqual([]);
  });

  it('refuses a missing anchor, a missing file and a broken relative link inside docs/', () => {
    const root = tree({
      'docs/decisions.md': DOC,
      'docs/architecture.md': '# A\n\nSee [x](decisions.md#7-gone).\n',
      'src/a.ts': '// one\n// docs/decisions.md#9-workflows\n',
      'src/b.md': 'docs/nowhere.md#x\n',
      'src/server/c.md': '[x](../docs/decisions.md#6-status-workflows)\n',
    });
    const problems = checkDocLinks(root).map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(problems.sort()).toEqual([
      'docs/architecture.md:3: decisions.md#7-gone: no heading with anchor #7-gone in docs/decisions.md',
      'src/a.ts:2: docs/decisions.md#9-workflows: no heading with anchor #9-workflows in docs/decisions.md',
      'src/b.md:1: docs/nowhere.md#x: no such file docs/nowhere.md',
      'src/server/c.md:1: ../docs/decisions.md#6-status-workflows: ../ does not lead to the repository root',
    ]);
  });

  it('refuses citations of the design notes outside the repository, even split across comment lines', () => {
    const root = tree({
      'src/a.ts': `// the rule (${'DESIGN'} §9)\n`,
      'src/b.ts': '// spec 001 §8; DESIGN\n// §7 Excel\n',
      'README.md': 'As DESIGN.md says\n',
      'src/c.ts': '// (DESIGN: a living system)\n',
      'src/ok.ts': '// DESIGNER and design are fine\n',
    });
    const problems = checkDocLinks(root);
    expect(problems.map((p) => `${p.file}:${p.line}`).sort()).toEqual([
      'README.md:1',
      'src/a.ts:1',
      'src/b.ts:1',
      'src/c.ts:1',
    ]);
    expect(problems[0]!.message).toMatch(/outside the repository/);
  });

  it('finds no problem in this repository', () => {
    expect(checkDocLinks(repoRoot)).toEqual([]);
  });
});
