// List cells of stored files: `image` / `images` as thumbnails (fetched through the client by
// useFileSrc, previewed as a group), at most three with "+N" for the rest; `file` as file names that
// download through the client.
import { Flex, Image, Tag } from 'antd';
import { text } from '../../../core/registry.ts';
import { useLang } from '../../../react/registry-context.tsx';
import type { CellProps } from '../../cells/cell-types.ts';
import { useT } from '../../messages.ts';
import { FileLink } from './file-link.tsx';
import { StoredImage } from './stored-image.tsx';
import { splitPaths } from './upload-rules.ts';

export const MAX_THUMBS = 3;
const THUMB = 40;

export function ImageCell({ value, field }: CellProps) {
  const lang = useLang();
  const t = useT();
  const paths = splitPaths(value);
  if (!paths.length) return null;
  const rest = paths.length - MAX_THUMBS;
  const alt = text(field.title, lang);
  return (
    <Flex gap={4} align="center" wrap={false}>
      <Image.PreviewGroup>
        {paths.slice(0, MAX_THUMBS).map((path, i) => (
          <StoredImage key={`${i}:${path}`} path={path} alt={alt} width={THUMB} height={THUMB} />
        ))}
      </Image.PreviewGroup>
      {rest > 0 && (
        <Tag title={t('uploadMore', { n: rest })} style={{ marginInlineEnd: 0 }}>
          +{rest}
        </Tag>
      )}
    </Flex>
  );
}

export function FileCell({ value }: CellProps) {
  const paths = splitPaths(value);
  if (!paths.length) return null;
  return (
    <Flex vertical align="flex-start">
      {paths.map((path, i) => (
        <FileLink key={`${i}:${path}`} path={path} />
      ))}
    </Flex>
  );
}
