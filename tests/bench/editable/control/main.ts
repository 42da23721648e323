// The control page of the scrolling phase: the benchmark's rows as plain HTML written once, no
// framework and no script work while scrolling (every row mounted, nothing virtual), laid out and
// styled like our table's rows (61 px grid rows of 32 px inputs). Scrolled by the same probe code, it
// shows the frame times the machine itself gives at that moment, so a loaded machine can be told
// apart from a slow table. `?rows=N` sets the row count (60 by default; the probe bounces at the
// ends).
import { BENCH_COLUMNS, benchRows } from '../bench-data.ts';
import { installProbe } from '../probe.ts';

const count = Number(new URLSearchParams(location.search).get('rows')) || 60;
const style = document.createElement('style');
style.textContent = `
body{margin:0;font:14px/1.5714 sans-serif}
.ctl-scroll{max-height:443px;overflow:auto}
.ctl-row{contain:layout style;height:61px;border-bottom:1px solid #f0f0f0;background:#fff;box-sizing:border-box;display:grid;grid-template-columns:repeat(${BENCH_COLUMNS.length},minmax(120px,1fr))}
.ctl-cell{display:flex;align-items:center;padding:6px 8px;min-width:0}
.ctl-input{box-sizing:border-box;width:100%;height:32px;margin:0;padding:4px 11px;font:inherit;border:1px solid #d9d9d9;border-radius:6px;outline:none}
`;
document.head.append(style);

const scroller = document.createElement('div');
scroller.className = 'ctl-scroll';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
scroller.innerHTML = benchRows(count)
  .map(
    (row) =>
      `<div class="ctl-row">${BENCH_COLUMNS.map(
        (c) => `<div class="ctl-cell"><input class="ctl-input" value="${escape(String(row[c.key]))}"></div>`,
      ).join('')}</div>`,
  )
  .join('');
document.getElementById('root')!.append(scroller);

installProbe({ scroller: () => scroller });
