// Test kit of the upload widget tests: a provider whose uploads wait until the test settles them
// (progress, success, failure), files with real jpg/png/gif/pdf/text bytes, object URLs for jsdom, a
// wrapper with the runtime context and antd's <App>, mounting an upload widget as the form does, and
// picking files through the hidden input.
import type { WidgetProps } from '@rjsf/utils';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { DataProvider, UploadOptions } from '../../../core/data-provider.ts';
import type { FieldDef, Lang } from '../../../core/registry.ts';
import type { Row } from '../../../core/wire.ts';
import { fieldDef, memoryProvider, type ProviderOptions } from '../../../react/test-fixtures.tsx';
import { AntdProviders } from '../../test-providers.tsx';

let objectUrls = 0;
export const revokedUrls: string[] = [];
URL.createObjectURL = () => `blob:upload-test/${++objectUrls}`;
URL.revokeObjectURL = (url: string) => void revokedUrls.push(url);

export interface PendingUpload {
  name: string;
  biz?: string;
  signal?: AbortSignal;
  progress(percent: number): void;
  succeed(path: string): Promise<void>;
  fail(message: string): Promise<void>;
}

/** The in-memory provider with uploads the test settles one by one. */
export function uploadProvider(rows: Row[] = []) {
  const mem = memoryProvider(rows);
  const uploads: PendingUpload[] = [];
  const provider: DataProvider = {
    ...mem.provider,
    upload: (file: Blob & { name?: string }, options: UploadOptions = {}) =>
      new Promise<string>((resolve, reject) => {
        uploads.push({
          name: file.name ?? 'file',
          biz: options.biz,
          signal: options.signal,
          progress: (p) => act(() => options.onProgress?.(p)),
          succeed: (path) => act(async () => resolve(path)),
          fail: (message) => act(async () => reject(Object.assign(new Error(message), { status: 415 }))),
        });
      }),
  };
  const fetches = () => mem.calls.filter((c) => c.op === 'fetchFile').map((c) => c.arg as string);
  return { mem, provider, uploads, fetches };
}

export type UploadMemory = ReturnType<typeof uploadProvider>;

const bytes = (...values: number[]) => new Uint8Array(values);
export const PNG_HEAD = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
export const JPG_HEAD = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46);

export const files = {
  png: (name = 'photo.png') => new File([PNG_HEAD], name, { type: 'image/png' }),
  jpg: (name = 'photo.jpg') => new File([JPG_HEAD], name, { type: 'image/jpeg' }),
  gif: (name = 'anim.gif') => new File([new TextEncoder().encode('GIF89a....')], name, { type: 'image/gif' }),
  pdf: (name = 'doc.pdf') => new File([new TextEncoder().encode('%PDF-1.7\n')], name, { type: 'application/pdf' }),
  text: (name = 'notes.txt') => new File(['plain text'], name, { type: 'text/plain' }),
};

export function uploadField(name: string, extra: Partial<FieldDef> = {}): FieldDef {
  return fieldDef(name, { title: { zh: '图片', en: 'Picture' }, ...extra });
}

export function UploadWrapper({
  children,
  ...options
}: ProviderOptions & { provider: DataProvider; children: ReactNode }) {
  return <AntdProviders {...options}>{children}</AntdProviders>;
}

/** A form field: holds the value the widget emits, like rjsf does, and reports each change. */
export function Controlled({
  initial,
  onChange,
  render,
}: {
  initial?: string;
  onChange(value: string | undefined): void;
  render(value: string | undefined, change: (v: string | undefined) => void): ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return render(value, (v) => {
    onChange(v);
    setValue(v);
  });
}

export interface UploadWidgetSetup {
  field: FieldDef;
  value?: string;
  lang?: Lang;
  /** More WidgetProps (disabled, readonly ...). */
  props?: object;
}

/**
 * Mount an upload widget the way the entity form does (field in ui:options, the value it emits held
 * in state) inside `UploadWrapper`; `onChange` records every emitted value.
 */
export function renderUploadWidget(
  Widget: ComponentType<WidgetProps>,
  { field, value, lang, props }: UploadWidgetSetup,
) {
  const mem = uploadProvider();
  const onChange = vi.fn();
  const view = render(
    <UploadWrapper provider={mem.provider} lang={lang}>
      <Controlled
        initial={value}
        onChange={onChange}
        render={(v, change) => (
          <Widget
            {...({
              id: `root_${field.name}`,
              value: v,
              onChange: change,
              onBlur: () => undefined,
              onFocus: () => undefined,
              options: { field },
              schema: { type: 'string', format: field.format },
              ...props,
            } as unknown as WidgetProps)}
          />
        )}
      />
    </UploadWrapper>,
  );
  return { mem, onChange, view };
}

/** Choose files in the widget's hidden file input and let the checks run. */
export async function pick(container: HTMLElement, ...chosen: File[]): Promise<void> {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input (disabled or full?)');
  await act(async () => {
    fireEvent.change(input, { target: { files: chosen } });
  });
}

/** Wait until `n` uploads were started. */
export async function uploadsStarted(mem: UploadMemory, n: number): Promise<void> {
  await waitFor(() => {
    if (mem.uploads.length < n) throw new Error(`${mem.uploads.length} of ${n} uploads started`);
  });
}
