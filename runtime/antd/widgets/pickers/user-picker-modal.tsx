// The user selection dialog (spec 000 §2 "User multi-select dialog", 001 §2.5, §9): search by
// account, sex and birthday; rows show real name, account, phone and birthday; 5/10/20/30 per page
// (default 5), newest first. Multi mode keeps the selection across pages; single mode keeps only the
// latest choice (001 §4.7). Width 1200, or 1250 with the department tree on the left (`byDepart`).
import { Button, Col, DatePicker, Form, Input, Modal, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useUserSearch, USER_PICKER_PAGE_SIZES, type UserFilters } from '../../../react/use-user-search.ts';
import type { PickerUser, UserStore } from '../../../react/use-user-labels.ts';
import { DATE_FORMAT } from '../../format-value.ts';
import { useT } from '../../messages.ts';
import { DictSelect } from '../dict-select.tsx';
import { DepartTreePane } from './depart-tree-pane.tsx';

export const USER_PICKER_WIDTH = 1200;
export const USER_BY_DEPART_WIDTH = 1250;

export interface UserPickerModalProps {
  open: boolean;
  multi: boolean;
  store: UserStore;
  byDepart?: boolean;
  /** The users chosen when the dialog opens. */
  initial: PickerUser[];
  onOk(users: PickerUser[]): void;
  onCancel(): void;
}

interface Draft {
  username?: string;
  sex?: string | number;
  birthday?: Dayjs | null;
}

export function UserPickerModal(props: UserPickerModalProps) {
  const t = useT();
  return (
    <Modal
      title={t('pickerUserTitle')}
      open={props.open}
      width={props.byDepart ? USER_BY_DEPART_WIDTH : USER_PICKER_WIDTH}
      destroyOnHidden
      onCancel={props.onCancel}
      footer={null}
    >
      {props.open && <UserPickerBody {...props} />}
    </Modal>
  );
}

function UserPickerBody({ multi, store, byDepart, initial, onOk, onCancel }: UserPickerModalProps) {
  const t = useT();
  const users = useUserSearch(true);
  const [form] = Form.useForm<Draft>();
  const [selected, setSelected] = useState<PickerUser[]>(initial);
  const keyOf = (u: PickerUser) => String(u[store]);
  const keys = selected.map(keyOf);

  const choose = (nextKeys: React.Key[], rows: (PickerUser | undefined)[]) => {
    const known = new Map(selected.map((u) => [keyOf(u), u]));
    for (const r of rows) if (r) known.set(keyOf(r), r);
    const next = nextKeys.map((k) => known.get(String(k))).filter((u): u is PickerUser => !!u);
    setSelected(multi ? next : next.slice(-1));
  };
  const toggle = (u: PickerUser) => {
    const k = keyOf(u);
    if (!multi) return setSelected([u]);
    setSelected(keys.includes(k) ? selected.filter((s) => keyOf(s) !== k) : [...selected, u]);
  };
  const query = () => {
    const d = form.getFieldsValue();
    const filters: UserFilters = { username: d.username, sex: d.sex, birthday: d.birthday?.format(DATE_FORMAT) };
    users.setFilters(filters);
  };
  const reset = () => {
    form.resetFields();
    users.setFilters({});
  };

  const columns: TableColumnsType<PickerUser> = [
    { title: t('pickerRealname'), dataIndex: 'realname', key: 'realname' },
    { title: t('pickerAccount'), dataIndex: 'username', key: 'username' },
    { title: t('pickerPhone'), dataIndex: 'phone', key: 'phone' },
    { title: t('pickerBirthday'), dataIndex: 'birthday', key: 'birthday' },
  ];
  const page = users.data;
  const table = (
    <>
      <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={query}>
        <Form.Item name="username" label={t('pickerAccount')}>
          <Input allowClear placeholder={t('pickerAccountPlaceholder')} />
        </Form.Item>
        <Form.Item name="sex" label={t('pickerSex')}>
          <DictSelect code="sex" placeholder={t('pickerSexPlaceholder')} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="birthday" label={t('pickerBirthday')}>
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('query')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button onClick={reset}>{t('reset')}</Button>
        </Form.Item>
      </Form>
      {users.error && <Typography.Text type="danger">{users.error.message || t('loadFailed')}</Typography.Text>}
      <Table<PickerUser>
        size="small"
        rowKey={(u) => keyOf(u)}
        columns={columns}
        dataSource={page?.records ?? []}
        loading={users.loading}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: keys,
          preserveSelectedRowKeys: true,
          onChange: choose,
        }}
        onRow={(u) => ({ onClick: () => toggle(u) })}
        pagination={{
          current: users.search.pageNo,
          pageSize: users.search.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: USER_PICKER_PAGE_SIZES,
          showTotal: (n) => t('total', { n }),
          onChange: users.setPage,
        }}
      />
    </>
  );
  return (
    <>
      <div style={{ minHeight: 32, marginBottom: 8 }} data-testid="picker-selected">
        <Typography.Text type="secondary">{t('selected', { n: selected.length })}</Typography.Text>{' '}
        {selected.map((u) => (
          <Tag key={keyOf(u)} closable onClose={() => setSelected(selected.filter((s) => keyOf(s) !== keyOf(u)))}>
            {u.realname || u.username}
          </Tag>
        ))}
      </div>
      {byDepart ? (
        <Row gutter={16}>
          <Col span={6}>
            <DepartTreePane onSelect={users.setDepart} />
          </Col>
          <Col span={18}>{table}</Col>
        </Row>
      ) : (
        table
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" onClick={() => onOk(selected)}>
          {t('ok')}
        </Button>
      </div>
    </>
  );
}
