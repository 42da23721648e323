// Naming a query to save (保存名称不能为空), and for holders of system:savedQuery:share whom to share
// it with (only me, a role, everyone). An existing name of one's own asks before it is overwritten
// ('{name} 已存在，是否覆盖？'); so does the server's 409 when the list shown was stale.
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { SHARE_PERMISSION, type ShareScope } from '../../core/saved-query.ts';
import { usePermission } from '../../react/permissions.tsx';
import { RefSelect } from '../widgets/ref-select.tsx';
import { useQueryT } from './messages.ts';

export interface SaveChoice {
  title: string;
  shareScope: ShareScope;
  roleId?: string;
}

const ROLE_REF = { entity: 'sys_role', label: 'roleName' };

export function SaveQueryDialog({
  open,
  onCancel,
  onSave,
}: {
  open: boolean;
  onCancel(): void;
  onSave(choice: SaveChoice): void;
}) {
  const { t } = useQueryT();
  const mayShare = usePermission().has(SHARE_PERMISSION);
  const [title, setTitle] = useState('');
  const [shareScope, setShareScope] = useState<ShareScope>(0);
  const [roleId, setRoleId] = useState<string | undefined>();
  const [error, setError] = useState(false);
  const submit = () => {
    if (title.trim() === '') {
      setError(true);
      return;
    }
    onSave({ title: title.trim(), shareScope, ...(shareScope === 1 && roleId ? { roleId } : {}) });
  };
  return (
    <Modal
      title={t('saveQuery')}
      open={open}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('saveName')}
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? t('nameRequired') : undefined}
        >
          <Input
            autoFocus
            maxLength={64}
            aria-label={t('saveName')}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(false);
            }}
            onPressEnter={submit}
          />
        </Form.Item>
        {mayShare && (
          <Form.Item label={t('shareWith')}>
            <Select
              value={shareScope}
              onChange={setShareScope}
              options={[
                { value: 0, label: t('shareMe') },
                { value: 1, label: t('shareRole') },
                { value: 2, label: t('shareAll') },
              ]}
            />
          </Form.Item>
        )}
        {mayShare && shareScope === 1 && (
          <Form.Item label={t('shareRole')}>
            <RefSelect refDef={ROLE_REF} value={roleId} onChange={setRoleId} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
