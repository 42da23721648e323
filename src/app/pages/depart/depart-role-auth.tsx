// A department role's 授权 drawer: the tree of what its department was granted
// (queryTreeListForDeptRole), the role's grants checked (queryDeptRolePermission), saved with
// saveDeptRolePermission (which refuses anything outside the department's grants).
import { Button, Drawer, Typography } from 'antd';
import { useMemo } from 'react';
import type { RowAction } from '../../../../runtime/antd/list/row-actions.tsx';
import type { Row } from '../../../../runtime/core/wire.ts';
import type { PermissionTreeItem } from '../../overrides/sys-role/role-auth-drawer.tsx';
import { saidBy, useApi } from '../../overrides/use-api.ts';
import { useServices } from '../../services.tsx';
import { useDepartText } from './messages.ts';
import { PermissionChecklist, type PermissionSource } from './permission-checklist.tsx';

const DP = '/sys/sysDepartPermission';

function DepartRoleAuthDrawer({ role, onClose }: { role: Row; onClose(): void }) {
  const w = useDepartText();
  const api = useApi();
  const { http } = useServices();
  const roleId = String(role.id);
  const departId = String(role.departId ?? '');
  const source = useMemo<PermissionSource>(
    () => ({
      load: async () => {
        const [offered, held] = await Promise.all([
          api.get<{ treeList: PermissionTreeItem[] }>(`${DP}/queryTreeListForDeptRole`, { departId }),
          api.get<string[]>(`${DP}/queryDeptRolePermission`, { roleId }),
        ]);
        return { tree: offered.treeList ?? [], checked: held ?? [] };
      },
      save: async (ids, before) =>
        saidBy(
          await http.post(`${DP}/saveDeptRolePermission`, {
            roleId,
            permissionIds: ids.join(','),
            lastpermissionIds: before.join(','),
          }),
        ),
    }),
    [api, http, roleId, departId],
  );
  return (
    <Drawer open onClose={onClose} size={600} title={w('roleAuthTitle', { name: String(role.roleName ?? '') })}>
      <Typography.Paragraph type="secondary">{w('roleAuthHint')}</Typography.Paragraph>
      <PermissionChecklist
        source={source}
        empty={w('noDepartPermissions')}
        footer={<Button onClick={onClose}>{w('cancel')}</Button>}
      />
    </Drawer>
  );
}

/** The 授权 row action of the department roles list (a row-actions.tsx descriptor). */
export function departRoleAuthAction(row: Row, label: string): RowAction {
  return {
    key: 'authorize',
    label,
    code: 'system:departRole:edit',
    dialog: (close) => <DepartRoleAuthDrawer role={row} onClose={close} />,
    data: { 'data-testid': 'depart-role-auth' },
  };
}
