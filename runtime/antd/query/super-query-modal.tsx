// 高级查询构造器 (spec 001 §2.5, §4.6, §5.3): width 1000, dragged by its title, full screen on small
// screens (and on request). The builder edits a draft of the applied tree; 查询 applies it unless a
// condition is empty (不能查询空条件), 重置 clears the draft and the applied query, 保存查询 names
// and stores it on the server (空条件不能保存); a 409 asks to overwrite, any other failure is shown.
// Saved queries list beside it and apply on click.
// Mounted per opening, so the draft and the drag offset start from the applied query each time.
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Col, Grid, Modal, Row, Space } from 'antd';
import { useState } from 'react';
import { hasEmptyCondition, type QueryGroup } from '../../core/query-tree.ts';
import type { SavedQuery } from '../../core/saved-query.ts';
import type { FieldDef } from '../../core/registry.ts';
import { emptyTree } from '../../react/query-builder.ts';
import type { SavedQueries } from '../../react/use-saved-queries.ts';
import { useFeedback } from '../use-feedback.ts';
import { useQueryT } from './messages.ts';
import { QueryGroupEditor } from './query-group-editor.tsx';
import { SaveQueryDialog, type SaveChoice } from './save-query-dialog.tsx';
import { SavedQueryPanel } from './saved-query-panel.tsx';
import { useDrag } from './use-drag.ts';

export interface SuperQueryModalProps {
  open: boolean;
  fields: FieldDef[];
  applied?: QueryGroup;
  saved: SavedQueries;
  onApply(tree: QueryGroup | undefined): void;
  onClose(): void;
}

const isConflict = (e: unknown) => (e as { status?: number })?.status === 409;

export function SuperQueryModal({ open, fields, applied, saved, onApply, onClose }: SuperQueryModalProps) {
  const { t } = useQueryT();
  const { message, modal } = useFeedback();
  const mobile = Grid.useBreakpoint().md === false;
  const [fullscreen, setFullscreen] = useState(false);
  const full = mobile || fullscreen;
  const drag = useDrag();
  const [draft, setDraft] = useState<QueryGroup>(() => applied ?? emptyTree());
  const [saving, setSaving] = useState(false);

  const query = () => {
    if (hasEmptyCondition(draft)) return void message.warning(t('emptyQuery'));
    onApply(draft);
    onClose();
  };
  const reset = () => {
    setDraft(emptyTree());
    onApply(undefined);
  };
  const apply = (q: SavedQuery) => {
    const tree = { matchType: q.matchType, params: q.records };
    setDraft(tree);
    onApply(tree);
    onClose();
  };
  const startSave = () => {
    if (hasEmptyCondition(draft)) return void message.warning(t('emptySave'));
    setSaving(true);
  };
  const store = async (choice: SaveChoice, overwrite: boolean) => {
    try {
      await saved.save({ ...choice, matchType: draft.matchType, records: draft.params, overwrite });
      setSaving(false);
      void message.success(t('saved'));
    } catch (e) {
      if (isConflict(e) && !overwrite) confirmOverwrite(choice);
      // Platform calls are silent: the caller shows why (offline, no right to share, ...).
      else void message.error((e as Error).message);
    }
  };
  const confirmOverwrite = (choice: SaveChoice) =>
    modal.confirm({
      title: t('overwrite', { name: choice.title }),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: () => store(choice, true),
    });
  const save = (choice: SaveChoice) => {
    if (saved.items.some((q) => q.mine && q.title === choice.title)) confirmOverwrite(choice);
    else void store(choice, false);
  };

  const title = (
    <div style={{ display: 'flex', alignItems: 'center', cursor: full ? undefined : 'move', userSelect: 'none' }}>
      <span style={{ flex: 1 }} onPointerDown={full ? undefined : drag.onPointerDown} data-testid="super-query-drag">
        {t('superQueryTitle')}
      </span>
      {!mobile && (
        <Button
          type="text"
          size="small"
          aria-label={t(fullscreen ? 'exitFullscreen' : 'fullscreen')}
          icon={fullscreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
          onClick={() => setFullscreen((f) => !f)}
          style={{ marginRight: 24 }}
        />
      )}
    </div>
  );
  return (
    <Modal
      open={open}
      title={title}
      width={full ? '100vw' : 1000}
      style={full ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={full ? { body: { minHeight: 'calc(100vh - 120px)' } } : undefined}
      onCancel={onClose}
      modalRender={(node) =>
        full ? node : <div style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}>{node}</div>
      }
      footer={
        <Space wrap>
          <Button onClick={reset}>{t('reset')}</Button>
          <Button onClick={startSave}>{t('saveQuery')}</Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={query}>
            {t('query')}
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={18}>
          <QueryGroupEditor tree={draft} fields={fields} onChange={setDraft} />
        </Col>
        <Col xs={24} md={6}>
          <SavedQueryPanel saved={saved} onApply={apply} />
        </Col>
      </Row>
      <SaveQueryDialog open={saving} onCancel={() => setSaving(false)} onSave={save} />
    </Modal>
  );
}
