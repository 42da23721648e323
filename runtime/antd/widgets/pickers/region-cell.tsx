// List cell of an `area` field: the region names in the UI language joined with ' / '. A value that is
// not a valid path shows as it is, greyed.
import { Typography } from 'antd';
import { useLang } from '../../../react/registry-context.tsx';
import { useRegions } from '../../../react/use-regions.ts';
import type { CellProps } from '../../cells/cell-types.ts';

export function RegionCell({ value }: CellProps) {
  const regions = useRegions();
  const lang = useLang();
  if (value === undefined || value === null || value === '') return null;
  const names = regions?.areaPathLabels(value, lang);
  if (names) return <>{names.join(' / ')}</>;
  return regions ? <Typography.Text type="secondary">{String(value)}</Typography.Text> : null;
}
