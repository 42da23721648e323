// The rich text editor's compact toolbar (no menu bar, spec 001 §9): bold, italic, underline, strike,
// headings 1-3, bulleted and numbered lists, quote, code block, link, image upload, undo and redo. Each
// button is labelled in the UI language (aria-label and tooltip) and pressed while its mark or block is
// active at the cursor.
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../messages.ts';

interface Tool {
  key: string;
  label: MessageKey;
  vars?: Record<string, number>;
  icon: ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const heading = (level: 1 | 2 | 3): Tool => ({
  key: `h${level}`,
  label: 'editorHeading',
  vars: { n: level },
  icon: <span style={{ fontWeight: 600, fontSize: 12 }}>H{level}</span>,
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  active: (e) => e.isActive('heading', { level }),
});

const GROUPS: Tool[][] = [
  [
    {
      key: 'bold',
      label: 'editorBold',
      icon: <BoldOutlined />,
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      key: 'italic',
      label: 'editorItalic',
      icon: <ItalicOutlined />,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      key: 'underline',
      label: 'editorUnderline',
      icon: <UnderlineOutlined />,
      run: (e) => e.chain().focus().toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
    {
      key: 'strike',
      label: 'editorStrike',
      icon: <StrikethroughOutlined />,
      run: (e) => e.chain().focus().toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
  ],
  [heading(1), heading(2), heading(3)],
  [
    {
      key: 'bulletList',
      label: 'editorBulletList',
      icon: <UnorderedListOutlined />,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      label: 'editorOrderedList',
      icon: <OrderedListOutlined />,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      key: 'blockquote',
      label: 'editorBlockquote',
      icon: <span style={{ fontWeight: 700 }}>”</span>,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
    {
      key: 'codeBlock',
      label: 'editorCodeBlock',
      icon: <CodeOutlined />,
      run: (e) => e.chain().focus().toggleCodeBlock().run(),
      active: (e) => e.isActive('codeBlock'),
    },
  ],
];

const HISTORY: Tool[] = [
  {
    key: 'undo',
    label: 'editorUndo',
    icon: <UndoOutlined />,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    label: 'editorRedo',
    icon: <RedoOutlined />,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

export interface RichTextToolbarProps {
  editor: Editor;
  disabled?: boolean;
  onLink: () => void;
  onImage: () => void;
  uploading?: boolean;
}

export function RichTextToolbar({ editor, disabled, onLink, onImage, uploading }: RichTextToolbarProps) {
  const t = useT();
  const all = [...GROUPS.flat(), ...HISTORY];
  // Re-render on selection and content changes only through the states the buttons show.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }): Record<string, boolean> => ({
      ...Object.fromEntries(all.map((tool) => [`a:${tool.key}`, tool.active?.(e) ?? false])),
      ...Object.fromEntries(all.map((tool) => [`e:${tool.key}`, tool.enabled?.(e) ?? true])),
      link: e.isActive('link'),
    }),
  });
  const button = (key: string, label: string, icon: ReactNode, onClick: () => void, active = false, enabled = true) => (
    <Tooltip key={key} title={label} mouseEnterDelay={0.6}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        disabled={disabled || !enabled}
        onMouseDown={(e) => e.preventDefault()} // keep the editor's selection
        onClick={onClick}
      />
    </Tooltip>
  );
  const tools = (list: Tool[]) =>
    list.map((tool) =>
      button(
        tool.key,
        t(tool.label, tool.vars),
        tool.icon,
        () => tool.run(editor),
        state[`a:${tool.key}`],
        state[`e:${tool.key}`],
      ),
    );
  const divider = (key: string) => <Divider key={key} orientation="vertical" style={{ margin: '0 2px' }} />;
  return (
    <div role="toolbar" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 4 }}>
      {GROUPS.flatMap((group, i) => [...(i ? [divider(`d${i}`)] : []), ...tools(group)])}
      {divider('d-insert')}
      {button('link', t('editorLink'), <LinkOutlined />, onLink, state.link)}
      {button('image', t('editorImage'), <PictureOutlined />, onImage, false, !uploading)}
      {divider('d-history')}
      {tools(HISTORY)}
    </div>
  );
}
