// Our streaming .xlsx reader (import-xlsx.ts) gives the cell values exceljs gave the import: files
// written by exceljs (with and without shared strings, dates, rich text, entities, booleans, formulas,
// errors), a hand-written workbook (inline strings, gaps in rows and cells, rows without r, phonetic
// runs, the 1904 date system, a custom date format, a second sheet that is not first in the workbook)
// and a Chinese character split between two inflated chunks.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { zip as zipOf } from '../files/test-fixtures.ts';
import { inspectWorkbook, sheetRows } from './import-source.ts';
import { cellText } from './import-values.ts';
import { columnOf, dateStyles, isDateFormat, sharedStrings, xmlText } from './import-xlsx.ts';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rowsOf(file: string) {
  const out: { number: number; cells: unknown[] }[] = [];
  for await (const row of sheetRows(file)) out.push({ number: row.number, cells: [...row.cells] });
  return out;
}

/** What exceljs's own streaming reader gives (through cellText), by row number and 0-based column. */
async function exceljsRows(file: string) {
  const out: { number: number; cells: unknown[] }[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      out.push({ number: row.number, cells: (row.values as unknown[]).slice(1).map((v) => cellText(v) ?? undefined) });
    }
    break;
  }
  return out;
}

const plain = (rows: { number: number; cells: unknown[] }[]) =>
  rows.map((r) => ({ number: r.number, cells: r.cells.map((v) => cellText(v) ?? undefined) }));

/** A workbook file of these parts (stored or deflated). */
const zip = (file: string, parts: Record<string, string>, deflate = true) => writeFileSync(file, zipOf(parts, deflate));

describe('import-xlsx helpers', () => {
  it('decodes XML text', () => {
    expect(xmlText('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#20013;&#x6587; &#x1F600; x\r\ny')).toBe(
      'a & b <c> "d" \'e\' 中文 😀 x\ny',
    );
    expect(xmlText('&unknown; &#xZZ;')).toBe('&unknown; &#xZZ;');
  });
  it('reads column letters', () => {
    expect([columnOf('A1'), columnOf('Z9'), columnOf('AA10'), columnOf('XFD1'), columnOf('12')]).toEqual([
      0, 25, 26, 16383, -1,
    ]);
  });
  it('knows date formats', () => {
    for (const f of ['yyyy-mm-dd', 'm/d/yy h:mm', 'hh:mm:ss', '[$-409]d-mmm-yy', 'yyyy"年"m"月"d"日"']) {
      expect(isDateFormat(f), f).toBe(true);
    }
    for (const f of ['0.00', '#,##0.00" 元"', '[Red]0.00', 'General', '@', '0%'])
      expect(isDateFormat(f), f).toBe(false);
    const styles = `<styleSheet><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/>
      <numFmt numFmtId="165" formatCode="0.00&quot; 元&quot;"/></numFmts>
      <cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
      <cellXfs count="7"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="165"/>
      <xf numFmtId="14"/><xf numFmtId="22"/><xf numFmtId="4"/><xf numFmtId="47"/></cellXfs></styleSheet>`;
    expect(dateStyles(styles)).toEqual([false, true, false, true, true, false, true]);
  });
  it('reads shared strings with rich text and phonetic runs', () => {
    const xml = `<sst count="5"><si><t>plain</t></si><si><t xml:space="preserve"> spaced </t></si>
      <si><r><rPr><b/></rPr><t>rich</t></r><r><t xml:space="preserve"> text</t></r></si>
      <si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si><si/><si><t/></si>
      <si><t>a &amp; b</t></si></sst>`;
    expect(sharedStrings(xml)).toEqual(['plain', ' spaced ', 'rich text', '東京', '', '', 'a & b']);
  });
});

describe('sheetRows on files written by exceljs', () => {
  for (const useSharedStrings of [true, false]) {
    it(`gives what exceljs reads (shared strings ${useSharedStrings})`, async () => {
      const file = join(dir, `values-${useSharedStrings}.xlsx`);
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings, useStyles: true });
      const sheet = wb.addWorksheet('data');
      sheet.addRow(['名称', 'Date', 'Amount', 'Flag', 'Rich', 'Formula', 'Error', 'Entities']).commit();
      const date = new Date(Date.UTC(2024, 1, 29, 13, 45, 30));
      const row = sheet.addRow([
        '网点一',
        date,
        1234.5,
        true,
        { richText: [{ text: '粗', font: { bold: true } }, { text: '体' }] },
        { formula: 'C2*2', result: 2469 },
        { error: '#N/A' },
        'a & b < c > "d" \'e\'',
      ]);
      row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
      row.commit();
      const r3 = sheet.addRow([' lead', undefined, 0, false, undefined, { formula: 'A3&"x"', result: 'textx' }]);
      r3.getCell(8).value = 'last';
      r3.commit();
      sheet.addRow([]).commit();
      const r5 = sheet.addRow([]);
      r5.getCell(5).value = 'only E';
      r5.commit();
      sheet.commit();
      await wb.commit();
      const ours = plain(await rowsOf(file));
      const theirs = await exceljsRows(file);
      // exceljs's streaming reader keeps only the last run of an inline rich text ('体'); we join them.
      if (!useSharedStrings) theirs[1].cells[4] = '粗体';
      expect(ours).toEqual(theirs);
      expect(ours[1].cells).toEqual(['网点一', date, 1234.5, true, '粗体', 2469, '#N/A', 'a & b < c > "d" \'e\'']);
      expect(ours.at(-1)).toEqual({ number: 5, cells: [undefined, undefined, undefined, undefined, 'only E'] });
    });
  }

  it('reads a Chinese character split between two chunks whole', async () => {
    const file = join(dir, 'chinese.xlsx');
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = wb.addWorksheet('x');
    const cell = (i: number) => `网点名称${i}二级转运中心`;
    // ~40 bytes per cell, 3 bytes per character: chunks of 256 KB end inside a character many times.
    for (let i = 0; i < 60_000; i++) sheet.addRow([cell(i), '固定金额']).commit();
    sheet.commit();
    await wb.commit();
    let n = 0;
    const wrong: unknown[] = [];
    for await (const row of sheetRows(file)) {
      if (row.cells[0] !== cell(n) || row.cells[1] !== '固定金额' || row.number !== n + 1) wrong.push(row);
      n++;
    }
    expect(n).toBe(60_000);
    expect(wrong).toEqual([]);
  });
});

describe('sheetRows on a hand-written workbook', () => {
  const parts = (date1904: boolean) => ({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<workbookPr ${date1904 ? 'date1904="1"' : ''}/><sheets><sheet name="First" sheetId="2" r:id="rId7"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/>
</Relationships>`,
    'xl/styles.xml': `<styleSheet><numFmts count="1"><numFmt numFmtId="170" formatCode="yyyy/m/d"/></numFmts>
<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="170"/><xf numFmtId="14"/><xf numFmtId="2"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `<sst><si><t>共享</t></si><si><r><t>富</t></r><r><rPr><i/></rPr><t>文本</t></r></si><si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh></si></sst>`,
    'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`,
    'xl/worksheets/sheet2.xml': `<?xml version="1.0"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetPr><tabColor rgb="FF0000"/></sheetPr>
<cols><col min="1" max="3" width="12"/></cols>
<sheetData>
<row r="1" spans="1:6"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t xml:space="preserve">  in line  </t></is></c><c r="F1" t="s"><v>1</v></c></row>
<row r="3"><c r="B3" s="1"><v>45351</v></c><c r="C3" s="2"><v>45351.5</v></c><c r="D3" s="3"><v>1.5</v></c><c r="E3" t="b"><v>0</v></c><c r="F3" t="e"><v>#DIV/0!</v></c></row>
<row r="4" ht="20" customHeight="1"/>
<row><c t="inlineStr"><is><r><t>a</t></r><r><t>&lt;b&gt;</t></r></is></c><c/><c t="s"><v>2</v></c></row>
<row r="9"><c r="A9"><f>1+1</f><v>2</v></c><c r="B9" t="str"><f>"x"&amp;"y"</f><v>x&amp;y</v></c><c r="C9"><f>NOW()</f></c><c r="D9" t="s" s="0"><v>0</v></c><c r="E9" t="inlineStr"><is><t/></is></c></row>
</sheetData><mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells><rowBreaks count="1"><brk id="3"/></rowBreaks></worksheet>`,
  });

  for (const date1904 of [false, true]) {
    it(`reads gaps, inline strings, formulas and dates (1904 system ${date1904})`, async () => {
      const file = join(dir, `hand-${date1904}.xlsx`);
      zip(file, parts(date1904), !date1904);
      const rows = await rowsOf(file);
      const day = (serial: number) => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
      expect(rows).toEqual([
        { number: 1, cells: ['共享', undefined, '  in line  ', undefined, undefined, '富文本'] },
        { number: 3, cells: [undefined, day(45351), day(45351.5), 1.5, false, '#DIV/0!'] },
        { number: 4, cells: [] },
        { number: 5, cells: ['a<b>', undefined, '漢字'] },
        { number: 9, cells: [2, 'x&y', undefined, '共享', ''] },
      ]);
    });
  }
});

describe('sheetRows reads only a part the inspection counted', () => {
  it('falls back to xl/worksheets/sheetN.xml when the first sheet is another part', async () => {
    const file = join(dir, 'odd-target.xlsx');
    const cellRow = (r: number, text: string) =>
      `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${text}</t></is></c></row>`;
    zip(file, {
      'xl/workbook.xml': '<workbook><sheets><sheet name="a" r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="data/rows.xml"/></Relationships>',
      'xl/data/rows.xml': `<worksheet><sheetData>${cellRow(1, 'hidden')}${cellRow(2, 'hidden')}</sheetData></worksheet>`,
      'xl/worksheets/sheet1.xml': `<worksheet><sheetData>${cellRow(1, 'counted')}</sheetData></worksheet>`,
    });
    expect(await rowsOf(file)).toEqual([{ number: 1, cells: ['counted'] }]);
  });
});

describe('inspectWorkbook across chunk edges', () => {
  const limits = { maxRows: 1_000_000, maxUnzippedBytes: 200 * 2 ** 20 };
  /** A workbook whose sheet starts with `pad` bytes of small cells, then the given XML. */
  function book(name: string, pad: number, xml: string, deflate: boolean) {
    const rows: string[] = [];
    let size = 0;
    for (let r = 1; size < pad; r++) {
      const row = `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>x${r}</t></is></c></row>`;
      rows.push(row);
      size += row.length;
    }
    const file = join(dir, name);
    zip(
      file,
      {
        'xl/workbook.xml': '<workbook><sheets><sheet name="a" r:id="rId1"/></sheets></workbook>',
        'xl/worksheets/sheet1.xml': `<worksheet><sheetData>${rows.join('')}${xml}</sheetData></worksheet>`,
      },
      deflate,
    );
    return { file, rows: rows.length };
  }
  const cell = (text: string) => `<row><c t="inlineStr"><is><t>${text}</t></is></c></row>`;

  for (const deflate of [false, true]) {
    for (const pad of [100, 250_000, 262_100, 262_140]) {
      it(`measures cells and counts rows (pad ${pad}, deflate ${deflate})`, async () => {
        const ok = ['a'.repeat(32767), '中'.repeat(32767), '&amp;'.repeat(32767), `${'b'.repeat(32766)}&#x4e2d;`];
        for (const [i, text] of ok.entries()) {
          const { file, rows } = book(`ok-${pad}-${deflate}-${i}.xlsx`, pad, cell(text), deflate);
          expect((await inspectWorkbook(file, limits)).rows).toBe(rows); // + 1 row, - the header
        }
        const long = ['a'.repeat(32768), '中'.repeat(32768), '&lt;'.repeat(32768), `${'c'.repeat(40_000)}`];
        for (const [i, text] of long.entries()) {
          const { file } = book(`long-${pad}-${deflate}-${i}.xlsx`, pad, cell(text), deflate);
          await expect(inspectWorkbook(file, limits), text.slice(0, 5)).rejects.toMatchObject({ status: 413 });
        }
        // A long attribute is not a text run.
        const attrFile = book(
          `attr-${pad}-${deflate}.xlsx`,
          pad,
          `<row r="9999999" x="${'y'.repeat(40_000)}"/>`,
          deflate,
        );
        expect((await inspectWorkbook(attrFile.file, limits)).rows).toBe(attrFile.rows);
        for (const decl of ['<!DOCTYPE x>', '<!ENTITY e "x">']) {
          const { file } = book(`decl-${pad}-${deflate}.xlsx`, pad, decl, deflate);
          await expect(inspectWorkbook(file, limits)).rejects.toMatchObject({ status: 400 });
        }
        const { file } = book(`comment-${pad}-${deflate}.xlsx`, pad, '<!-- c --><![CDATA[x]]>', deflate);
        await expect(inspectWorkbook(file, limits)).resolves.toBeDefined();
      });
    }
  }
});
