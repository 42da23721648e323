// The fields of another entity, read from its schema file: the label of a reference, the foreign key
// of a detail table.
import { useEffect, useState } from 'react';
import type { Json } from './draft-model.ts';
import { useStudioApi, type SchemaIndex } from './studio-api.ts';

export type Option = { value: string; label: string };

export function useEntityFields(index: SchemaIndex, entity?: string): Option[] {
  const api = useStudioApi();
  const [loaded, setLoaded] = useState<{ file: string; fields: Option[] } | null>(null);
  const file = index.entities.find((e) => e.name === entity)?.file;
  useEffect(() => {
    if (!file) return;
    let live = true;
    api.file(file).then(
      (data) =>
        live &&
        setLoaded({
          file,
          fields: Object.entries((data.properties ?? {}) as Json).map(([n, f]) => ({
            value: n,
            label: `${f.title ?? n} (${n})`,
          })),
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, file]);
  return loaded && loaded.file === file ? loaded.fields : [];
}
