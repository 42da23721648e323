// rjsf widget of rich text fields (format "richtext"). The tiptap editor (rich-text-editor.tsx) is
// loaded on demand with React.lazy, so the form chunk does not carry tiptap until such a field renders;
// meanwhile a 300 px placeholder holds the place.
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { EditorPlaceholder } from './editor-placeholder.tsx';
import { RICH_TEXT_HEIGHT } from './rich-text-size.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function RichTextWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<EditorPlaceholder height={RICH_TEXT_HEIGHT} />}>
      <RichTextEditor
        id={props.id}
        value={typeof props.value === 'string' ? props.value : undefined}
        disabled={props.disabled || props.readonly}
        error={!!props.rawErrors?.length}
        onChange={(html) => props.onChange(html)}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
    </Suspense>
  );
}
