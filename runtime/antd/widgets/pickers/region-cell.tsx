// List cell of an `area` field: the region names joined with ' / ' (names are Chinese in both
// languages: the data set has no other). A value that is not a valid path shows as it is, greyed.
import { Typography } from 'antd';
import { useRegions } from '../../../react/use-regions.ts';
import type { CellProps } from '../../cells/cell-types.ts';

export function RegionCell({ value }: CellProps) {
  const regions = useRegions();
  if (value === undefined || value === null || value === '') return null;
  const names = regions?.areaPathLabels(value);
  if (names) return <>{names.join(' / ')}</>;
  return regions ? <Typography.Text type="secondary">{String(value)}</Typography.Text> : null;
}
