// The rich text editor (format "richtext"), built on tiptap 3: StarterKit (paragraphs, headings, lists,
// quote, code block, bold/italic/underline/strike, link, undo history) plus images, 300 px high with the
// compact toolbar of rich-text-toolbar.tsx and no menu bar (spec 001 §9). Images are uploaded through
// DataProvider.upload with biz 'jeditor' (jpg/png/gif only), kept in the HTML as their stored path and
// shown through the session (rich-text-image-node.tsx); links are asked for in the prompt dialog
// (http/https only). It emits the document's HTML, an empty document as undefined; the server sanitises
// what it stores. This module is loaded on demand (rich-text-widget.tsx) so tiptap stays out of the
// form's chunk until a rich text field renders.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDataProvider } from '../../../react/registry-context.tsx';
import { useT } from '../../messages.ts';
import { useFeedback } from '../../use-feedback.ts';
import { usePrompt } from './prompt.tsx';
import { RichTextImage } from './rich-text-image-node.tsx';
import { isRichTextImage, RICH_TEXT_IMAGE_ACCEPT, uploadRichTextImage } from './rich-text-image.ts';
import { RICH_TEXT_HEIGHT } from './rich-text-size.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

const CSS = `
.rt-editor{display:flex;flex-direction:column;border:1px solid #d9d9d9;border-radius:6px;background:#fff}
.rt-editor.rt-error{border-color:#ff4d4f}
.rt-editor.rt-disabled{background:rgba(0,0,0,.04)}
.rt-editor [role=toolbar]{border-bottom:1px solid #f0f0f0}
.rt-editor .rt-content{flex:1;overflow:auto;padding:4px 11px;cursor:text}
.rt-editor .ProseMirror{min-height:100%;outline:none}
.rt-editor .ProseMirror img{max-width:100%;height:auto}
.rt-editor .ProseMirror img[data-state=loading],.rt-editor .ProseMirror img[data-state=error]{min-width:48px;min-height:48px;background:#f5f5f5}
.rt-editor .ProseMirror .ProseMirror-selectednode{outline:2px solid #1677ff}
.rt-editor .ProseMirror blockquote{border-left:3px solid #d9d9d9;margin:0;padding-left:12px;color:#595959}
.rt-editor .ProseMirror pre{background:#f5f5f5;border-radius:4px;padding:8px;font-family:monospace}
`;

const HTTP_URL = /^https?:\/\/\S+$/i;

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  disabled?: boolean;
  error?: boolean;
  onChange: (html: string | undefined) => void;
  onBlur?: () => void;
}

export default function RichTextEditor({ id, value, disabled, error, onChange, onBlur }: RichTextEditorProps) {
  const t = useT();
  const provider = useDataProvider();
  const { message } = useFeedback();
  const [prompt, promptHolder] = usePrompt();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const emitted = useRef<string | undefined>(value);
  const handlers = useRef({ onChange, onBlur });
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur };
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      RichTextImage,
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? undefined : e.getHTML();
      emitted.current = html;
      handlers.current.onChange(html);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  // A value from outside (form reset, record loaded) replaces the document; our own echo does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  const insertImage = async (file: File) => {
    if (!isRichTextImage(file)) {
      message.warning(t('editorImageOnly'));
      return;
    }
    setUploading(true);
    try {
      const src = await uploadRichTextImage(provider, file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (e) {
      message.error((e as Error).message || t('editorImageFailed'));
    } finally {
      setUploading(false);
    }
  };

  const editLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    void prompt({
      title: t('editorLink'),
      placeholder: 'https://',
      initialValue: current,
      rules: [{ pattern: HTTP_URL, message: t('editorLinkInvalid') }],
      onOk: (href) => {
        const chain = editor.chain().focus().extendMarkRange('link');
        if (href.trim() === '') chain.unsetLink().run();
        else chain.setLink({ href: href.trim() }).run();
      },
    });
  };

  const classes = ['rt-editor', error && 'rt-error', disabled && 'rt-disabled'].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ height: RICH_TEXT_HEIGHT }} data-testid="rich-text-editor">
      <style href="rich-text-editor" precedence="default">
        {CSS}
      </style>
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        uploading={uploading}
        onLink={editLink}
        onImage={() => fileInput.current?.click()}
      />
      <EditorContent editor={editor} className="rt-content" />
      <input
        ref={fileInput}
        type="file"
        accept={RICH_TEXT_IMAGE_ACCEPT}
        hidden
        data-testid="rich-text-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      {promptHolder}
    </div>
  );
}
