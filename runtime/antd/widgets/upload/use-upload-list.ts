// The React side of an upload widget: one upload store per widget (upload-store.ts) fed with the
// DataProvider's `upload` (biz, progress, abort), the field's value and onChange, and antd's
// `beforeUpload` hook that checks each picked file (image rule, the field's limit) and hands it to the
// store. antd's own list and request are not used (every file is LIST_IGNOREd): the store is the list.
import { Upload } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDataProvider } from '../../../react/registry-context.tsx';
import { rememberFileBlob } from '../../../react/use-file-src.ts';
import { useT } from '../../messages.ts';
import { useFeedback } from '../../use-feedback.ts';
import { createUploadStore, type MoveRefusal, type UploadItem } from './upload-store.ts';
import { isJpgOrPng } from './upload-rules.ts';

export interface UploadListOptions {
  value: unknown;
  onChange(value: string | undefined): void;
  /** Upload folder. */
  biz: string;
  /** Most items; 0 = unlimited. */
  limit: number;
  /** Only jpg/png ('Please upload an image' otherwise). */
  imagesOnly?: boolean;
}

export interface UploadList {
  items: UploadItem[];
  /** The limit is reached: the trigger hides. */
  full: boolean;
  beforeUpload(file: File, batch: File[]): Promise<typeof Upload.LIST_IGNORE>;
  remove(uid: string): void;
  /** Move one place; warns 'Unknown operation' / 'Already at the end~' at the ends (spec 001 §5.8). */
  move(uid: string, delta: -1 | 1): void;
  moveTo(uid: string, index: number): void;
}

export function useUploadList({ value, onChange, biz, limit, imagesOnly }: UploadListOptions): UploadList {
  const provider = useDataProvider();
  const { message } = useFeedback();
  const t = useT();
  const [store] = useState(() => createUploadStore(value));
  const { items } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // Batches already told about the limit (one warning per pick, not per file).
  const [warned] = useState(() => new WeakSet<File[]>());

  useEffect(() => {
    store.configure({
      upload: async (file, { onProgress, signal }) => {
        const path = await provider.upload(file, { biz, onProgress, signal });
        if (imagesOnly) rememberFileBlob(provider, path, file);
        return path;
      },
      emit: onChange,
      failed: (item) => void message.error(t('uploadFileFailed', { name: item.name })),
    });
  });
  useEffect(() => store.adopt(value), [store, value]);
  useEffect(() => () => store.dispose(), [store]);

  const refusal: Record<MoveRefusal, () => void> = {
    first: () => void message.warning(t('uploadUnknownOperation')),
    last: () => void message.warning(t('uploadAlreadyLast')),
  };

  return {
    items,
    full: limit > 0 && items.length >= limit,
    async beforeUpload(file, batch) {
      if (imagesOnly && !(await isJpgOrPng(file))) {
        void message.warning(t('uploadImageOnly'));
        return Upload.LIST_IGNORE;
      }
      if (limit > 0 && store.getSnapshot().items.length >= limit) {
        if (!warned.has(batch)) {
          warned.add(batch);
          void message.warning(t(imagesOnly ? 'uploadMaxImages' : 'uploadMaxFiles', { n: limit }));
        }
        return Upload.LIST_IGNORE;
      }
      store.add(file);
      return Upload.LIST_IGNORE;
    },
    remove: store.remove,
    move(uid, delta) {
      const refused = store.move(uid, delta);
      if (refused) refusal[refused]();
    },
    moveTo: store.moveTo,
  };
}
