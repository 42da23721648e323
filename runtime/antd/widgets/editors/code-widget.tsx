// rjsf widget of code fields (x-widget "code"): x-options.mode picks the language (code-languages.ts),
// x-options.height the editor's height (a number of px or a CSS length; 240 px by default). The CodeMirror
// editor (code-editor.tsx) is loaded on demand with React.lazy.
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { EditorPlaceholder } from './editor-placeholder.tsx';
import { xOptions } from './widget-props.ts';

const CodeEditor = lazy(() => import('./code-editor.tsx'));

export const CODE_DEFAULT_HEIGHT = '240px';

/** x-options.height as a CSS length. */
export function codeHeight(height: unknown): string {
  if (typeof height === 'number' && height > 0) return `${height}px`;
  if (typeof height === 'string' && height.trim() !== '')
    return /^\d+$/.test(height.trim()) ? `${height.trim()}px` : height;
  return CODE_DEFAULT_HEIGHT;
}

export function CodeWidget(props: WidgetProps) {
  const options = xOptions(props);
  const height = codeHeight(options.height);
  return (
    <Suspense fallback={<EditorPlaceholder height={height} />}>
      <CodeEditor
        id={props.id}
        value={typeof props.value === 'string' ? props.value : undefined}
        mode={options.mode}
        height={height}
        disabled={props.disabled || props.readonly}
        error={!!props.rawErrors?.length}
        onChange={(text) => props.onChange(text)}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
    </Suspense>
  );
}
