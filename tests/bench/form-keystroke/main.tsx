// The form-keystroke bench's page: the customer edit dialog as the app shows it (runtime/antd's
// FormModal on the generated registry's wl_customer, its 客户地址 detail table under the form) with
// `?rows=N` address rows (200 by default). The DataProvider answers from memory: the customer, its
// address rows; anything else rejects (the measured inputs never call it). The probe
// (../editable/probe.ts) measures keystrokes in inputs of the dialog's body, form fields and table cells alike.
import { App, ConfigProvider } from 'antd';
import { createRoot } from 'react-dom/client';
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { Row } from '../../../runtime/core/wire.ts';
import { FormModal } from '../../../runtime/antd/form/form-modal.tsx';
import { RegistryProvider } from '../../../runtime/react/registry-context.tsx';
import { registry } from '../../../src/generated/registry.ts';
import { rowsFromQuery } from '../editable/bench-data.ts';
import { installProbe } from '../editable/probe.ts';
import { addressRows, CUSTOMER } from './form-data.ts';

const addresses = addressRows(rowsFromQuery(location.search));
const provider = new Proxy({} as DataProvider, {
  get(_target, name) {
    if (name === 'getOne') return async () => CUSTOMER;
    if (name === 'getDetails') return async (): Promise<Row[]> => addresses;
    return () => Promise.reject(new Error(`the bench page has no server (${String(name)})`));
  },
});

createRoot(document.getElementById('root')!).render(
  <RegistryProvider registry={registry} dataProvider={provider} lang="zh-CN">
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <FormModal entityName="wl_customer" id={CUSTOMER.id} open onClose={() => undefined} />
      </App>
    </ConfigProvider>
  </RegistryProvider>,
);

installProbe({ scroller: () => document.querySelector<HTMLElement>('.ant-modal-body') });
