// What a lazily loaded editor (rich text, code) shows while its chunk loads: a bordered box of the
// editor's height with a spinner and 编辑器加载中….
import { Flex, Spin } from 'antd';
import { useT } from '../../messages.ts';

export function EditorPlaceholder({ height }: { height: number | string }) {
  const t = useT();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ height, border: '1px solid #d9d9d9', borderRadius: 6 }}
      aria-busy="true"
    >
      <Spin size="small" />
      <span style={{ marginLeft: 8, color: 'rgba(0,0,0,.45)' }}>{t('editorLoading')}</span>
    </Flex>
  );
}
