// The editable table's look (antd tokens: borders, header background, hover, selection, error), as one
// stylesheet React hoists once per page (<style href precedence>). Rows are plain grid divs, not antd
// Table, so the styles live here.
import { theme } from 'antd';
import { ROW_HEIGHT } from '../../core/editable/types.ts';

export function TableStyles() {
  const { token } = theme.useToken();
  // The sticky header and statistics row float over the scrolled rows: antd's header fill is a
  // translucent tint, so it is laid over the container colour to hide the rows beneath. A title
  // longer than its column wraps ("End weight / (kg)" in English at 120 px) instead of being cut.
  const opaqueFill = `linear-gradient(${token.colorFillAlter},${token.colorFillAlter}) ${token.colorBgContainer}`;
  const css = `
.et-wrap{display:flex;flex-direction:column;gap:8px}
.et-scroll{overflow:auto;position:relative;border:1px solid ${token.colorBorderSecondary};border-radius:${token.borderRadiusLG}px;background:${token.colorBgContainer}}
.et-grid{display:grid;align-items:stretch}
.et-header{position:sticky;top:0;z-index:3;background:${opaqueFill};border-bottom:1px solid ${token.colorBorderSecondary};font-weight:600;color:${token.colorTextHeading}}
.et-hcell{display:flex;align-items:center;gap:4px;padding:8px;min-height:40px;min-width:0;overflow:hidden;line-height:1.3;overflow-wrap:break-word}
.et-required{color:${token.colorError};font-family:SimSun,sans-serif}
.et-body{position:relative}
.et-row{position:absolute;left:0;right:0;contain:layout style paint;height:${ROW_HEIGHT}px;border-bottom:1px solid ${token.colorBorderSecondary};background:${token.colorBgContainer};box-sizing:border-box}
.et-row:hover{background:${token.controlItemBgHover}}
.et-row.et-selected{background:${token.controlItemBgActive}}
.et-row.et-disabled{background:${token.colorBgContainerDisabled};color:${token.colorTextDisabled}}
.et-cell{display:flex;align-items:center;padding:0 8px;min-width:0;position:relative}
.et-cell>.ant-input,.et-cell>.ant-input-affix-wrapper,.et-cell>.ant-select,.et-cell>.ant-picker,.et-cell>textarea,.et-cell>.et-fill{width:100%}
.et-center{justify-content:center}
.et-num{color:${token.colorTextSecondary}}
.et-cell-error .ant-input,.et-cell-error .ant-input-affix-wrapper,.et-cell-error .ant-select-selector,.et-cell-error .ant-select,.et-cell-error .ant-picker,.et-cell-error textarea,.et-cell-error .et-view{border-color:${token.colorError}!important}
.et-input{box-sizing:border-box;width:100%;height:32px;margin:0;padding:4px 11px;font:inherit;font-size:${token.fontSize}px;line-height:${token.lineHeight};color:${token.colorText};background:${token.colorBgContainer};border:1px solid ${token.colorBorder};border-radius:${token.borderRadius}px;outline:none;transition:border-color .2s,box-shadow .2s}
.et-input:hover{border-color:${token.colorPrimaryHover}}
.et-input:focus{border-color:${token.colorPrimary};box-shadow:0 0 0 2px ${token.controlOutline}}
.et-input::placeholder{color:${token.colorTextPlaceholder}}
.et-input:disabled{background:${token.colorBgContainerDisabled};color:${token.colorTextDisabled};border-color:${token.colorBorder};cursor:not-allowed}
textarea.et-input{height:auto;min-height:32px;max-height:52px;resize:none;overflow:auto}
.et-cell-error .et-input,.et-cell-error .et-input:hover,.et-cell-error .et-input:focus{border-color:${token.colorError}}
.et-cell-error .et-input:focus{box-shadow:0 0 0 2px ${token.colorErrorOutline}}
.et-cell-error .ant-checkbox-inner{border-color:${token.colorError}}
.et-anchor{position:absolute;inset:6px 8px;pointer-events:none}
.et-view{width:100%;min-height:32px;display:flex;align-items:center;padding:0 11px;border:1px solid transparent;border-radius:${token.borderRadius}px;cursor:text;overflow:hidden}
.et-view:hover{border-color:${token.colorBorder}}
.et-stats{position:sticky;bottom:0;z-index:2;background:${opaqueFill};border-top:1px solid ${token.colorBorderSecondary}}
.et-stats .et-cell{min-height:40px;font-weight:600}
.et-drag{cursor:grab;touch-action:none;color:${token.colorTextTertiary}}
.et-dragging,.et-dragging *{cursor:grabbing!important;user-select:none}
.et-drop{position:absolute;left:0;right:0;height:2px;background:${token.colorPrimary};z-index:4;pointer-events:none}
.et-empty{padding:24px 0}
`;
  return (
    <style href="editable-table" precedence="default">
      {css}
    </style>
  );
}
