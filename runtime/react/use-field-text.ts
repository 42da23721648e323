// One field's text of records in the UI language, the field taken from the registry: its English
// companion where the schema declares one (x-english) and the record fills it, its own text otherwise
// (runtime/core/english-text.ts, the list cells' rule). For screens that name records outside a list
// cell: the user dialog's role and tenant pickers, the role grant drawer, the department tree.
import { useCallback } from 'react';
import { fieldText } from '../core/english-text.ts';
import { useEntity, useLang } from './registry-context.tsx';

export function useFieldText(entity: string, field: string): (record: Record<string, unknown>) => string {
  const def = useEntity(entity).fields.find((f) => f.name === field);
  const lang = useLang();
  return useCallback(
    (record) => {
      const text = def ? fieldText(record, def, lang) : record[field];
      return text === undefined || text === null ? '' : String(text);
    },
    [def, lang, field],
  );
}
