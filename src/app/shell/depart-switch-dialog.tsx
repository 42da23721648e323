// Department switch (spec 001 §2.5, §4.2; docs/decisions.md#17-department-switch-dialog): loads the user's departments; none -> the
// warning 'You have not set up department information!' and the dialog closes; confirming with
// nothing chosen marks the field as an error; otherwise posts /sys/selectDepart and keeps the returned
// user info (7 days). Title 部门切换（当前部门：X） / "Department switch (current department: X)" (部门切换 /
// 'Department selection' while the user has none), width 450.
import { Form, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import type { UserInfo } from '../../../runtime/http/session-store.ts';
import { useFieldText } from '../../../runtime/react/use-field-text.ts';
import { useApi } from '../overrides/use-api.ts';
import { useServices } from '../services.tsx';

type Depart = {
  id: string;
  departName: string;
  departNameEn?: string | null;
  orgCode: string;
};

export const DEPART_SWITCH_WIDTH = 450;

export function DepartSwitchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { session } = useServices();
  const { message } = useFeedback();
  const [departs, setDeparts] = useState<Depart[] | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | undefined>();
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = useFieldText('sys_depart', 'departName');

  useEffect(() => {
    if (!open) return;
    let live = true;
    api.get<{ list: Depart[]; orgCode: string | null }>('/sys/user/getCurrentUserDeparts').then(
      (r) => {
        if (!live) return;
        const list = r.list ?? [];
        if (!list.length) {
          void message.warning(t('sys.noDepart'));
          onClose();
          return;
        }
        setDeparts(list);
        setCurrent(r.orgCode);
        setChosen(r.orgCode ?? undefined);
        setInvalid(false);
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
    // onClose is the caller's setter; the list loads once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, open]);

  // With a current department the title names it in both languages (部门切换（当前部门：X）); a user
  // without one yet sees 部门切换 / Department selection.
  const currentDepart = departs?.find((d) => d.orgCode === current);
  const title = currentDepart ? t('sys.departSwitchCurrent', { name: name(currentDepart) }) : t('sys.departSwitch');

  const confirm = async () => {
    if (!chosen) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      const r = await api.put<{ userInfo: UserInfo }>('/sys/selectDepart', {
        orgCode: chosen,
        username: session.getUserInfo()?.username,
      });
      if (r?.userInfo) session.setUserInfo(r.userInfo);
      void message.success(t('sys.switched'));
      onClose();
    } catch {
      /* the HTTP layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open && departs !== null}
      title={title}
      width={DEPART_SWITCH_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      {departs === null ? (
        <Spin />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('sys.departs')}
            htmlFor="depart-switch"
            validateStatus={invalid ? 'error' : undefined}
            help={invalid ? t('sys.selectDepart') : undefined}
          >
            <Select
              id="depart-switch"
              status={invalid ? 'error' : undefined}
              placeholder={t('sys.selectDepart')}
              value={chosen}
              allowClear
              onChange={(v?: string) => {
                setChosen(v);
                setInvalid(false);
              }}
              options={departs.map((d) => ({ value: d.orgCode, label: name(d) }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
