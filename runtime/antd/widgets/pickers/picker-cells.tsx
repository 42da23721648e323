// List cells of the user and department pickers. Users: the real names the server joined in as
// `<field>_dictText` when present, else looked up with getMultiUser (one batched call for the whole
// page, runtime/react/use-user-labels.ts). Departments: names from the department tree.
import { Typography } from 'antd';
import { useDepartTree } from '../../../react/use-depart-tree.ts';
import { useUserLabels } from '../../../react/use-user-labels.ts';
import type { CellProps } from '../../cells/cell-types.ts';
import { departNames, userNames } from './picker-labels.ts';
import { departPickerOptions, userPickerOptions } from './picker-options.ts';
import { splitKeys } from './picker-values.ts';

function joined(label: unknown): string | undefined {
  return typeof label === 'string' && label !== '' ? label : undefined;
}

export function UserCell({ value, record, field }: CellProps) {
  const given = joined(record[`${field.name}_dictText`]);
  const keys = given ? [] : splitKeys(value);
  const { users, loading } = useUserLabels(keys, userPickerOptions(field).store);
  if (given) return <>{given}</>;
  if (!keys.length) return null;
  if (loading && users.size === 0) return <Typography.Text type="secondary">{keys.join(',')}</Typography.Text>;
  return <>{userNames(keys, users).join(',')}</>;
}

export function DepartCell({ value, record, field }: CellProps) {
  const given = joined(record[`${field.name}_dictText`]);
  const keys = given ? [] : splitKeys(value);
  const tree = useDepartTree(keys.length > 0);
  if (given) return <>{given}</>;
  if (!keys.length) return null;
  if (!tree.roots.length) return <Typography.Text type="secondary">{keys.join(',')}</Typography.Text>;
  return <>{departNames(keys, tree, departPickerOptions(field).store).join(',')}</>;
}
