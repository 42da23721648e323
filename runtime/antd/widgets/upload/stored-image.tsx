// One stored image as a thumbnail: its src comes from useFileSrc (a blob: URL of the file fetched with
// the session, or the static-domain address), with antd's preview. While the file loads a spinner
// shows; a file that cannot be loaded shows a broken-image icon.
import { FileImageOutlined } from '@ant-design/icons';
import { Image, Spin, theme } from 'antd';
import { useFileSrc } from '../../../react/use-file-src.ts';
import { useT } from '../../messages.ts';

export interface StoredImageProps {
  path: string;
  alt: string;
  width: number;
  height: number;
  /** Controlled preview (the card's preview button); uncontrolled when absent. */
  previewOpen?: boolean;
  onPreviewOpenChange?(open: boolean): void;
}

export function StoredImage({ path, alt, width, height, previewOpen, onPreviewOpenChange }: StoredImageProps) {
  const { src, loading } = useFileSrc(path);
  const t = useT();
  const { token } = theme.useToken();
  const box = {
    width,
    height,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: token.borderRadiusSM,
    background: token.colorFillTertiary,
  };
  if (loading) return <Spin size="small" style={box} />;
  if (!src)
    return (
      <span style={box} title={t('uploadImageBroken')} role="img" aria-label={t('uploadImageBroken')}>
        <FileImageOutlined style={{ color: token.colorTextDisabled, fontSize: 20 }} />
      </span>
    );
  const controlled = previewOpen !== undefined;
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      style={{ objectFit: 'cover', borderRadius: token.borderRadiusSM }}
      preview={controlled ? { open: previewOpen, onOpenChange: (open) => onPreviewOpenChange?.(open) } : true}
    />
  );
}
