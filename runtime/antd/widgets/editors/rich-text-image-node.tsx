// The rich text editor's image node: tiptap's Image whose `src` attribute is the stored path of an
// upload (or an http(s) / data: address; old full static-route addresses are read back as the stored
// path, rich-text-src.ts), so the emitted HTML carries `<img src="jeditor/…">`. Inside the editor the
// picture is drawn by a React node view through the runtime's useFileSrc: a direct address is used as it
// is, a stored path is fetched with the session (DataProvider.fetchFile) and shown from an object URL.
// The node view renders in a portal of EditorContent, so it sees the RegistryProvider's context.
import Image from '@tiptap/extension-image';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useFileSrc } from '../../../react/use-file-src.ts';
import { richTextImageSrc } from './rich-text-src.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function RichTextImageView({ node, selected }: ReactNodeViewProps) {
  const path = text(node.attrs.src);
  const { src, loading, error } = useFileSrc(path);
  const alt = text(node.attrs.alt);
  return (
    <NodeViewWrapper className="rt-image" data-drag-handle="" draggable>
      <img
        src={src}
        alt={alt ?? ''}
        title={text(node.attrs.title)}
        width={node.attrs.width ?? undefined}
        height={node.attrs.height ?? undefined}
        data-path={path}
        data-state={error ? 'error' : loading ? 'loading' : 'ready'}
        className={selected ? 'ProseMirror-selectednode' : undefined}
      />
    </NodeViewWrapper>
  );
}

export const RichTextImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => richTextImageSrc(element.getAttribute('src')),
      },
    };
  },
  addNodeView() {
    return ReactNodeViewRenderer(RichTextImageView);
  },
}).configure({ allowBase64: true });
