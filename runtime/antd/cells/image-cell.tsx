// Image thumbnails with preview; `images` values are comma-separated addresses.
import { Image } from 'antd';
import { useFileUrl } from '../../react/registry-context.tsx';
import { splitUrls } from '../format-value.ts';
import type { CellProps } from './cell-types.ts';

const MAX_THUMBS = 3;

export function ImageCell({ value, field }: CellProps) {
  const fileUrl = useFileUrl();
  const urls = splitUrls(value).map(fileUrl);
  if (!urls.length) return null;
  return (
    <Image.PreviewGroup items={urls}>
      {urls.slice(0, MAX_THUMBS).map((src) => (
        <Image
          key={src}
          src={src}
          width={40}
          height={40}
          alt={field.title.en}
          style={{ objectFit: 'cover', marginRight: 4, borderRadius: 4 }}
        />
      ))}
    </Image.PreviewGroup>
  );
}
