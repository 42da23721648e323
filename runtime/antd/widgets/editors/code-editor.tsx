// The code editor (x-widget "code", x-options {mode, height}): CodeMirror 6 through @uiw/react-codemirror
// with the mode's language (code-languages.ts, JavaScript by default) and tab size 2 (spec 001 §9). Emits
// the text, '' as undefined. Loaded on demand by code-widget.tsx, so CodeMirror and the 12 language packs
// stay out of the form chunk until a code field renders.
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { CODE_TAB_SIZE, codeExtensions } from './code-languages.ts';

export interface CodeEditorProps {
  id?: string;
  value?: string;
  mode?: unknown;
  height: string;
  disabled?: boolean;
  error?: boolean;
  placeholder?: string;
  onChange: (text: string | undefined) => void;
  onBlur?: () => void;
}

export default function CodeEditor({
  id,
  value,
  mode,
  height,
  disabled,
  error,
  placeholder,
  onChange,
  onBlur,
}: CodeEditorProps) {
  const extensions = useMemo(() => codeExtensions(mode), [mode]);
  return (
    <div
      id={id}
      data-testid="code-editor"
      style={{ border: `1px solid ${error ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 6, overflow: 'hidden' }}
    >
      <CodeMirror
        value={value ?? ''}
        height={height}
        extensions={extensions}
        basicSetup={{ tabSize: CODE_TAB_SIZE }}
        editable={!disabled}
        readOnly={disabled}
        placeholder={placeholder}
        onChange={(text) => onChange(text === '' ? undefined : text)}
        onBlur={onBlur}
      />
    </div>
  );
}
