// The code editor's 12 language modes (spec 001 §9) as CodeMirror 6 extensions, plus tab size 2 (the
// tab width and the indent unit). Shell has no Lezer grammar, so it is the legacy stream mode. An
// unknown or missing mode is JavaScript. Loaded with the editor on demand, never with the form chunk.
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { markdown } from '@codemirror/lang-markdown';
import { python } from '@codemirror/lang-python';
import { sql } from '@codemirror/lang-sql';
import { xml } from '@codemirror/lang-xml';
import { yaml } from '@codemirror/lang-yaml';
import { indentUnit, StreamLanguage } from '@codemirror/language';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import { EditorState, type Extension } from '@codemirror/state';

export const CODE_MODES = [
  'javascript',
  'typescript',
  'html',
  'css',
  'json',
  'sql',
  'python',
  'java',
  'xml',
  'markdown',
  'yaml',
  'shell',
] as const;

export type CodeMode = (typeof CODE_MODES)[number];

export const CODE_TAB_SIZE = 2;

const ALIASES: Record<string, CodeMode> = {
  js: 'javascript',
  ts: 'typescript',
  htm: 'html',
  py: 'python',
  md: 'markdown',
  yml: 'yaml',
  sh: 'shell',
  bash: 'shell',
};

/** The mode an x-options.mode names (case-insensitive, a few aliases), JavaScript when unknown. */
export function codeMode(mode: unknown): CodeMode {
  const key = typeof mode === 'string' ? mode.trim().toLowerCase() : '';
  if ((CODE_MODES as readonly string[]).includes(key)) return key as CodeMode;
  return ALIASES[key] ?? 'javascript';
}

const LANGUAGES: Record<CodeMode, () => Extension> = {
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  html: () => html(),
  css: () => css(),
  json: () => json(),
  sql: () => sql(),
  python: () => python(),
  java: () => java(),
  xml: () => xml(),
  markdown: () => markdown(),
  yaml: () => yaml(),
  shell: () => StreamLanguage.define(shell),
};

/** The language of a mode with tab size 2. */
export function codeExtensions(mode: unknown): Extension[] {
  return [LANGUAGES[codeMode(mode)](), EditorState.tabSize.of(CODE_TAB_SIZE), indentUnit.of(' '.repeat(CODE_TAB_SIZE))];
}
