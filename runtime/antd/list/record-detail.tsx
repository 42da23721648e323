// The read-only 详情 / View of a list row: a drawer with every field the user may read (not secrets,
// not fields a field permission hides), shown by the list's cells (dictionary tags, references'
// labels, money, dates, images). The record is read again (getOne) so fields outside the list's
// columns show too; until it arrives, and if it cannot be read, the row itself is shown.
import { Descriptions, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { text, type EntityDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { usePermission } from '../../react/permissions.tsx';
import { useDataProvider, useLang } from '../../react/registry-context.tsx';
import { resolveCell, type CellRegistry } from '../cells/cell-types.ts';
import { useT } from '../messages.ts';

const INTERNAL = new Set(['id', 'version', 'tenantId', 'delFlag']);

export function RecordDetail({
  entity,
  row,
  cells,
  onClose,
}: {
  entity: EntityDef;
  row: Row;
  cells: CellRegistry;
  onClose(): void;
}) {
  const t = useT();
  const lang = useLang();
  const provider = useDataProvider();
  const access = usePermission().fieldAccess(entity);
  const [loaded, setLoaded] = useState<Row | null>(null);
  useEffect(() => {
    let live = true;
    provider.getOne(entity.name, String(row.id)).then(
      (r) => live && setLoaded(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [provider, entity.name, row.id]);
  const record = loaded ?? row;
  const fields = entity.fields.filter((f) => !f.secret && !access.hidden.has(f.name) && !INTERNAL.has(f.name));
  return (
    <Drawer open onClose={onClose} size={720} title={`${t('view')} - ${text(entity.title, lang)}`}>
      <Descriptions
        bordered
        size="small"
        column={1}
        data-testid="record-detail"
        items={fields.map((listed) => {
          // The detail shows every stored value: an English companion (x-english) has its own row.
          const shown = listed.english && fields.some((f) => f.name === listed.english);
          const field = shown ? { ...listed, english: undefined } : listed;
          const Cell = resolveCell(cells, field);
          return {
            key: field.name,
            label: text(field.title, lang),
            children: <Cell value={record[field.name]} record={record} field={field} />,
          };
        })}
      />
    </Drawer>
  );
}
