// The prompt dialog (spec 001 §3 widgets, §4.7, §5.8): a title, one input checked by the caller's antd
// Form rules before OK goes ahead, and the caller's onOk, during which the dialog stays open with OK
// spinning (cancel, Esc and the mask do nothing meanwhile). A rejected onOk leaves it open for another
// try. `<PromptModal>` is the controlled dialog; `usePrompt()` gives `prompt(options)`, a promise of the
// confirmed value (undefined when cancelled), plus the element to render once.
import type { FormProps } from 'antd';
import { Form, Input, Modal, type FormRule as Rule } from 'antd';
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useT } from '../../messages.ts';

export interface PromptOptions {
  title: ReactNode;
  /** Label above the input. */
  label?: ReactNode;
  placeholder?: string;
  initialValue?: string;
  /** antd Form rules the input must pass before onOk runs. */
  rules?: Rule[];
  /** Called with the checked value; the dialog stays open, OK loading, until it settles. Reject to stay open. */
  onOk?: (value: string) => unknown;
  okText?: ReactNode;
  cancelText?: ReactNode;
  width?: number;
}

export interface PromptModalProps extends PromptOptions {
  open: boolean;
  onCancel: () => void;
  /** After onOk succeeded: the confirmed value. The caller closes the dialog. */
  onDone?: (value: string) => void;
}

const FIELD = 'value';

export function PromptModal({
  open,
  title,
  label,
  placeholder,
  initialValue,
  rules,
  onOk,
  onCancel,
  onDone,
  okText,
  cancelText,
  width = 416,
}: PromptModalProps) {
  const t = useT();
  const [form] = Form.useForm<{ value?: string }>();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      const value = values.value ?? '';
      setLoading(true);
      try {
        await onOk?.(value);
      } catch {
        return; // the caller reported the failure; the dialog stays open
      } finally {
        setLoading(false);
      }
      onDone?.(value);
    } finally {
      busy.current = false;
    }
  };

  const formProps: FormProps = { form, layout: 'vertical', initialValues: { [FIELD]: initialValue ?? '' } };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('ok')}
      cancelText={cancelText ?? t('cancel')}
      confirmLoading={loading}
      cancelButtonProps={{ disabled: loading }}
      closable={!loading}
      keyboard={!loading}
      mask={{ closable: false }}
      destroyOnHidden
      onOk={() => void confirm()}
      onCancel={() => {
        if (!loading) onCancel();
      }}
    >
      <Form {...formProps} onFinish={() => void confirm()}>
        <Form.Item name={FIELD} label={label} rules={rules} style={{ marginBottom: 0 }}>
          <Input placeholder={placeholder} autoFocus disabled={loading} onPressEnter={() => void confirm()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export type PromptFunction = (options: PromptOptions) => Promise<string | undefined>;

/** `const [prompt, holder] = usePrompt()`; render `holder`, then `await prompt({title, rules, onOk})`. */
export function usePrompt(): [PromptFunction, ReactElement] {
  const [current, setCurrent] = useState<{ options: PromptOptions; key: number; open: boolean } | null>(null);
  const settle = useRef<(value: string | undefined) => void>(() => undefined);
  const counter = useRef(0);

  const prompt = useCallback<PromptFunction>(
    (options) =>
      new Promise((resolve) => {
        settle.current(undefined); // a prompt still open is cancelled
        settle.current = resolve;
        counter.current += 1;
        setCurrent({ options, key: counter.current, open: true });
      }),
    [],
  );
  const close = (value: string | undefined) => {
    setCurrent((c) => (c ? { ...c, open: false } : c)); // kept for the closing animation
    const resolve = settle.current;
    settle.current = () => undefined;
    resolve(value);
  };

  const holder = (
    <PromptModal
      key={current?.key ?? 0}
      title={null}
      {...current?.options}
      open={!!current?.open}
      onCancel={() => close(undefined)}
      onDone={(value) => close(value)}
    />
  );
  return [prompt, holder];
}
