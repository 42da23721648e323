// The code editor (x-widget "code", x-options {mode, height}): CodeMirror 6 through @uiw/react-codemirror
// with the mode's language (code-languages.ts, JavaScript by default) and tab size 2 (spec 001 §9). Emits
// the text, '' as undefined. Loaded on demand by code-widget.tsx, so CodeMirror stays out of the form
// chunk until a code field renders; the mode's language pack is loaded after that, and the text shows as
// plain text until it arrives (the editor is reconfigured then, keeping the text and the selection).
import type { Extension } from '@codemirror/state';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';
import {
  CODE_TAB_EXTENSIONS,
  CODE_TAB_SIZE,
  codeMode,
  loadCodeLanguage,
  loadedCodeLanguage,
  type CodeMode,
} from './code-languages.ts';

/** The language of `mode` once loaded; undefined meanwhile (or when loading failed: plain text stays). */
function useCodeLanguage(mode: unknown): Extension | undefined {
  const key = codeMode(mode);
  const [loaded, setLoaded] = useState<{ mode: CodeMode; language: Extension }>();
  useEffect(() => {
    if (loadedCodeLanguage(key)) return;
    let alive = true;
    loadCodeLanguage(key).then(
      (language) => {
        if (alive) setLoaded({ mode: key, language });
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [key]);
  return loaded?.mode === key ? loaded.language : loadedCodeLanguage(key);
}

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
  const language = useCodeLanguage(mode);
  const extensions = useMemo(() => (language ? [language, ...CODE_TAB_EXTENSIONS] : CODE_TAB_EXTENSIONS), [language]);
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
