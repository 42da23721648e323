// The user dialog's extra section: roles (multi-select) and departments (tree select), loaded for the
// edited user and saved with it as `selectedroles` / `selecteddeparts` (comma-separated ids).
import { Col, Form, Row as GridRow, Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormExtension } from '../../../../runtime/antd/form/form-modal.tsx';
import type { Row } from '../../../../runtime/core/wire.ts';
import { useApi, type Api } from '../use-api.ts';

interface RoleRow {
  id: string;
  roleName: string;
}

export interface DepartNode {
  key: string;
  title: string;
  value: string;
  children?: DepartNode[];
}

const split = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);

export function useRoleOptions() {
  const api = useApi();
  const [roles, setRoles] = useState<RoleRow[]>([]);
  useEffect(() => {
    void api.get<RoleRow[]>('/sys/role/queryall').then(setRoles, () => undefined);
  }, [api]);
  return roles.map((r) => ({ value: r.id, label: r.roleName }));
}

export function useDepartTree() {
  const api = useApi();
  const [tree, setTree] = useState<DepartNode[]>([]);
  useEffect(() => {
    void api.get<DepartNode[]>('/sys/sysDepart/queryTreeList').then(setTree, () => undefined);
  }, [api]);
  return tree;
}

function UserLinks({
  values,
  onChange,
  disabled,
}: {
  values: Record<string, unknown>;
  onChange(v: Record<string, unknown>): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const departs = useDepartTree();
  return (
    <Form layout="vertical" component="div">
      <GridRow gutter={16}>
        <Col span={12}>
          <Form.Item label={t('sys.roles')} htmlFor="user-roles">
            <Select
              id="user-roles"
              mode="multiple"
              allowClear
              disabled={disabled}
              placeholder={t('sys.selectRoles')}
              options={roles}
              optionFilterProp="label"
              value={split(values.selectedroles)}
              onChange={(ids: string[]) => onChange({ ...values, selectedroles: ids.join(',') })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('sys.departs')} htmlFor="user-departs">
            <TreeSelect
              id="user-departs"
              multiple
              allowClear
              treeDefaultExpandAll
              disabled={disabled}
              placeholder={t('sys.selectDeparts')}
              treeData={departs}
              value={split(values.selecteddeparts)}
              onChange={(ids: string[]) => onChange({ ...values, selecteddeparts: ids.join(',') })}
            />
          </Form.Item>
        </Col>
      </GridRow>
    </Form>
  );
}

async function loadLinks(api: Api, record?: Row) {
  if (!record?.id) return { selectedroles: '', selecteddeparts: '' };
  const [roles, departs] = await Promise.all([
    api.get<string[]>('/sys/user/queryUserRole', { userid: record.id }),
    api.get<string[]>('/sys/user/queryUserDepart', { userId: record.id }),
  ]);
  return { selectedroles: (roles ?? []).join(','), selecteddeparts: (departs ?? []).join(',') };
}

export function useUserFormExtension(): FormExtension {
  const api = useApi();
  return useMemo(
    () => ({ load: (record?: Row) => loadLinks(api, record), render: (props) => <UserLinks {...props} /> }),
    [api],
  );
}
