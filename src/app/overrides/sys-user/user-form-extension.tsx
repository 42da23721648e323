// The user dialog's extra section: roles (multi-select), departments (tree select), positions and
// tenants (multi-selects), loaded for the edited user and saved with it as `selectedroles` /
// `selecteddeparts` / `selectedpositions` (comma-separated ids) and `relTenantIds` (comma tenantNos).
import { Col, Form, Row as GridRow, Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormExtension } from '../../../../runtime/antd/form/form-modal.tsx';
import type { Row } from '../../../../runtime/core/wire.ts';
import { useDepartTree } from '../../../../runtime/react/use-depart-tree.ts';
import { useFieldText } from '../../../../runtime/react/use-field-text.ts';
import { useApi, type Api } from '../use-api.ts';

type RoleRow = {
  id: string;
  roleName: string;
  roleNameEn?: string | null;
};

const split = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);

// Roles and tenants are named in the UI language (useFieldText: their English names where filled).
function useRoleOptions() {
  const api = useApi();
  const name = useFieldText('sys_role', 'roleName');
  const [roles, setRoles] = useState<RoleRow[]>([]);
  useEffect(() => {
    void api.get<RoleRow[]>('/sys/role/queryall').then(setRoles, () => undefined);
  }, [api]);
  return useMemo(() => roles.map((r) => ({ value: r.id, label: name(r) })), [roles, name]);
}

interface PositionRow {
  id: string;
  name: string;
}

type TenantRow = {
  tenantNo: number;
  name: string;
  nameEn?: string | null;
};

/** Every row of a generic list (at most one page of 1000: positions and tenants are few). */
function useListOptions<T>(url: string, toOption: (row: T) => { value: string; label: string }) {
  const api = useApi();
  const [rows, setRows] = useState<T[]>([]);
  useEffect(() => {
    void api.get<{ records: T[] }>(url, { pageNo: 1, pageSize: 1000 }).then(
      (p) => setRows(p?.records ?? []),
      () => undefined,
    );
  }, [api, url]);
  return useMemo(() => rows.map(toOption), [rows, toOption]);
}

const positionOption = (p: PositionRow) => ({ value: p.id, label: p.name });
const tenantOption = (name: (r: TenantRow) => string) => (r: TenantRow) => ({
  value: String(r.tenantNo),
  label: `${name(r)} (${r.tenantNo})`,
});

interface LinkSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /** The comma-separated body field the choice is saved as. */
  field: string;
  values: Record<string, unknown>;
  onChange(v: Record<string, unknown>): void;
  disabled: boolean;
}

function LinkSelect({ id, label, placeholder, options, field, values, onChange, disabled }: LinkSelectProps) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select
        id={id}
        mode="multiple"
        allowClear
        disabled={disabled}
        placeholder={placeholder}
        options={options}
        optionFilterProp="label"
        value={split(values[field])}
        onChange={(ids: string[]) => onChange({ ...values, [field]: ids.join(',') })}
      />
    </Form.Item>
  );
}

/** The department tree's nodes: the id is the value, the title is in the UI language. */
const DEPART_FIELDS = { value: 'id', label: 'title', children: 'children' };

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
  const tenantName = useFieldText('sys_tenant', 'name');
  const roles = useRoleOptions();
  const departs = useDepartTree().roots;
  const positions = useListOptions('/sys/position/list', positionOption);
  const tenants = useListOptions(
    '/sys/tenant/list',
    useMemo(() => tenantOption(tenantName), [tenantName]),
  );
  return (
    <Form layout="vertical" component="div">
      <GridRow gutter={16}>
        <Col span={12}>
          <LinkSelect
            id="user-roles"
            label={t('sys.roles')}
            placeholder={t('sys.selectRoles')}
            options={roles}
            field="selectedroles"
            values={values}
            onChange={onChange}
            disabled={disabled}
          />
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
              fieldNames={DEPART_FIELDS}
              value={split(values.selecteddeparts)}
              onChange={(ids: string[]) => onChange({ ...values, selecteddeparts: ids.join(',') })}
            />
          </Form.Item>
        </Col>
      </GridRow>
      <GridRow gutter={16}>
        <Col span={12}>
          <LinkSelect
            id="user-positions"
            label={t('sys.positions')}
            placeholder={t('sys.selectPositions')}
            options={positions}
            field="selectedpositions"
            values={values}
            onChange={onChange}
            disabled={disabled}
          />
        </Col>
        <Col span={12}>
          <LinkSelect
            id="user-tenants"
            label={t('sys.tenants')}
            placeholder={t('sys.selectTenants')}
            options={tenants}
            field="relTenantIds"
            values={values}
            onChange={onChange}
            disabled={disabled}
          />
        </Col>
      </GridRow>
    </Form>
  );
}

async function loadLinks(api: Api, record?: Row) {
  if (!record?.id) return { selectedroles: '', selecteddeparts: '', selectedpositions: '', relTenantIds: '' };
  const userId = record.id;
  const [roles, departs, positions, tenants] = await Promise.all([
    api.get<string[]>('/sys/user/queryUserRole', { userid: userId }),
    api.get<string[]>('/sys/user/queryUserDepart', { userId }),
    api.get<string[]>('/sys/user/queryUserPosition', { userId }),
    api.get<number[]>('/sys/user/queryUserTenant', { userId }),
  ]);
  return {
    selectedroles: (roles ?? []).join(','),
    selecteddeparts: (departs ?? []).join(','),
    selectedpositions: (positions ?? []).join(','),
    relTenantIds: (tenants ?? []).join(','),
  };
}

export function useUserFormExtension(): FormExtension {
  const api = useApi();
  return useMemo(
    () => ({ load: (record?: Row) => loadLinks(api, record), render: (props) => <UserLinks {...props} /> }),
    [api],
  );
}
