// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../core/registry.ts';
import type { Row } from '../../../core/wire.ts';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import type { CellProps } from '../../cells/cell-types.ts';
import { defaultCells, resolveCell } from '../../cells/index.ts';
import { ChoiceCell, CodeCell, RichTextCell } from './editor-cells.tsx';
import { makeField, TestProviders } from './editor-test-kit.tsx';
import { excerpt, htmlText } from './text-excerpt.ts';

afterEach(cleanup);

function renderCell(
  Cell: ComponentType<CellProps>,
  field: FieldDef,
  value: unknown,
  record: Row = {},
  lang: 'zh-CN' | 'en' = 'zh-CN',
) {
  render(
    <TestProviders provider={memoryProvider().provider} lang={lang}>
      <div data-testid="cell">
        <Cell value={value} field={field} record={record} />
      </div>
    </TestProviders>,
  );
  return screen.getByTestId('cell');
}

describe('excerpts', () => {
  it('reads the text of HTML with blocks apart and entities decoded', () => {
    expect(htmlText('<h1>Title</h1><p>a &amp; b<br>c</p><img src="x.png">')).toBe('Title a & b c ');
  });

  it('folds white space and cuts at 60 characters with an ellipsis', () => {
    expect(excerpt('a\n\n  b')).toBe('a b');
    const long = '字'.repeat(70);
    expect(excerpt(long)).toBe(`${'字'.repeat(60)}…`);
  });
});

describe('editor cells', () => {
  it('are registered under their keys', () => {
    expect(resolveCell(defaultCells, makeField('b', { format: 'richtext' }))).toBe(RichTextCell);
    expect(resolveCell(defaultCells, makeField('c', { widget: 'code' }))).toBe(CodeCell);
    expect(resolveCell(defaultCells, makeField('d', { widget: 'checkbox', dict: 'fruit' }))).toBe(ChoiceCell);
    expect(resolveCell(defaultCells, makeField('d', { widget: 'multi-select', dict: 'fruit' }))).toBe(ChoiceCell);
  });

  it('shows rich text as a plain-text excerpt, never as markup', () => {
    const cell = renderCell(
      RichTextCell,
      makeField('body', { format: 'richtext' }),
      '<p><strong>Hello</strong> <em>world</em></p><script>alert(1)</script>',
    );
    expect(cell.textContent).toBe('Hello world');
    expect(cell.querySelector('strong, script')).toBeNull();
  });

  it('shows code in monospace, cut, with the whole text in the tooltip', () => {
    const code = `select * from t where ${'x = 1 and '.repeat(10)}y = 2`;
    const cell = renderCell(CodeCell, makeField('q', { widget: 'code' }), code);
    const codeEl = cell.querySelector('code') as HTMLElement;
    expect(codeEl).toBeTruthy();
    expect(codeEl.textContent).toBe(excerpt(code));
    expect(codeEl.textContent!.endsWith('…')).toBe(true);
    expect(cell.querySelector('[title]')?.getAttribute('title')).toBe(code);
  });

  it('shows one tag per chosen code with the dictionary label and colour', () => {
    const cell = renderCell(
      ChoiceCell,
      makeField('fruits', { dict: 'fruit', widget: 'checkbox', multiple: true }),
      'a,b',
    );
    const tags = [...cell.querySelectorAll('.ant-tag')];
    expect(tags.map((t) => t.textContent)).toEqual(['苹果', '香蕉']);
    expect(tags[0].className).toContain('ant-tag-red');
    expect(tags[1].className).toContain('ant-tag-gold');
  });

  it('labels multi-select codes in English and a boolean checkbox as Yes / No', () => {
    const cell = renderCell(
      ChoiceCell,
      makeField('types', { dict: 'site_type', widget: 'multi-select', multiple: true }),
      '1,0',
      {},
      'en',
    );
    expect([...cell.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual([
      'Level-1 transfer centre',
      'Company',
    ]);
    cleanup();
    expect(
      renderCell(ChoiceCell, makeField('active', { type: 'boolean', widget: 'checkbox' }), true, {}, 'en').textContent,
    ).toBe('Yes');
  });
});
