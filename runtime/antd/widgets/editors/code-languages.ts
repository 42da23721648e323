// The code editor's 12 language modes (spec 001 §9) and tab size 2 (the tab width and the indent unit).
// Each language is loaded on demand: a mode maps to a dynamic import of just its package, so the editor
// chunk carries none of them and each becomes its own chunk (shell has no Lezer grammar: it is the
// legacy stream mode of @codemirror/legacy-modes). An unknown or missing mode is JavaScript. A loaded
// language is kept for the session, so a second editor of the same mode gets it at once.
import { indentUnit, StreamLanguage } from '@codemirror/language';
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

const LOADERS: Record<CodeMode, () => Promise<Extension>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
  yaml: () => import('@codemirror/lang-yaml').then((m) => m.yaml()),
  shell: () => import('@codemirror/legacy-modes/mode/shell').then((m) => StreamLanguage.define(m.shell)),
};

const loading = new Map<CodeMode, Promise<Extension>>();
const ready = new Map<CodeMode, Extension>();

/** The language of a mode, imported once per session; a failed import is retried next time. */
export function loadCodeLanguage(mode: unknown): Promise<Extension> {
  const key = codeMode(mode);
  let language = loading.get(key);
  if (!language) {
    language = LOADERS[key]();
    loading.set(key, language);
    language.then(
      (extension) => ready.set(key, extension),
      () => loading.delete(key),
    );
  }
  return language;
}

/** The language of a mode if it was loaded already (no plain-text flash for a second editor). */
export function loadedCodeLanguage(mode: unknown): Extension | undefined {
  return ready.get(codeMode(mode));
}

/** Tab size 2: the tab width and a 2-space indent unit (every mode, plain text included). */
export const CODE_TAB_EXTENSIONS: Extension[] = [
  EditorState.tabSize.of(CODE_TAB_SIZE),
  indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
];
