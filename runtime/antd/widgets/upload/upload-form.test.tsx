// @vitest-environment jsdom
// The upload widgets inside the real schema form: the registry's image / images / file fields get them
// by format, an edited record shows its stored files, and the saved body carries the paths.
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, Registry } from '../../../core/registry.ts';
import type { Row } from '../../../core/wire.ts';
import { RegistryProvider } from '../../../react/registry-context.tsx';
import { siteEntity, testRegistry } from '../../../react/test-fixtures.tsx';
import { FormModal } from '../../form/form-modal.tsx';
import { files, pick, uploadField, uploadProvider, uploadsStarted } from './upload-test-fixtures.tsx';

afterEach(cleanup);

const carEntity: EntityDef = {
  ...siteEntity,
  name: 'wl_car',
  title: { zh: '车辆', en: 'Car' },
  table: 'wl_car',
  api: '/wl/car',
  permission: 'wl:car',
  tree: undefined,
  list: { columns: ['plate'], search: [], sort: ['createTime', 'desc'] },
  fields: [
    uploadField('plate', { title: { zh: '车牌', en: 'Plate' } }),
    uploadField('licence', { title: { zh: '行驶证', en: 'Licence' }, format: 'image' }),
    uploadField('photos', { title: { zh: '车辆照片', en: 'Photos' }, format: 'images', options: { max: 3 } }),
    uploadField('papers', { title: { zh: '附件', en: 'Papers' }, format: 'file', options: { multi: true } }),
    { ...uploadField('id'), standard: true, readOnly: true },
    { ...uploadField('version', { type: 'integer' }), standard: true, readOnly: true },
  ],
  schema: {
    type: 'object',
    properties: {
      plate: { type: 'string', title: '车牌' },
      licence: { type: 'string', title: '行驶证', format: 'image' },
      photos: { type: 'string', title: '车辆照片', format: 'images', 'x-options': { max: 3 } },
      papers: { type: 'string', title: '附件', format: 'file', 'x-options': { multi: true } },
    },
    required: [],
  },
};

const registry: Registry = { ...testRegistry, entities: { wl_car: carEntity } };

function open(rows: Row[], id?: string) {
  const mem = uploadProvider(rows);
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <RegistryProvider registry={registry} dataProvider={mem.provider} lang="zh-CN">
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <FormModal entityName="wl_car" id={id} open onClose={() => undefined} onSaved={onSaved} />
          </App>
        </ConfigProvider>
      </RegistryProvider>
    </MemoryRouter>,
  );
  return { mem, onSaved };
}

const fieldBox = (label: string) => screen.getByText(label).closest('.ant-form-item') as HTMLElement;

describe('upload widgets in the entity form', () => {
  it('shows the stored files of the record, takes a new picture, reorders and saves the paths', async () => {
    const { mem } = open(
      [{ id: 'c1', version: 2, plate: 'A1', licence: 'wl/l.png', photos: 'wl/p1.png,wl/p2.png', papers: 'wl/a.pdf' }],
      'c1',
    );
    await screen.findByDisplayValue('A1');
    // stored images are fetched with the session and shown from object URLs
    await waitFor(() => expect(mem.fetches().sort()).toEqual(['wl/l.png', 'wl/p1.png', 'wl/p2.png']));
    expect(within(fieldBox('附件')).getByRole('button', { name: /a\.pdf/ })).toBeTruthy();

    const photos = fieldBox('车辆照片');
    await pick(photos, files.jpg('p3.jpg'));
    await uploadsStarted(mem, 1);
    await mem.uploads[0].succeed('wl/p3.jpg');
    fireEvent.click(
      within(within(photos).getByRole('listitem', { name: 'p3.jpg' })).getByRole('button', { name: '左移' }),
    );
    // three of three: the trigger is gone
    expect(photos.querySelector('input[type=file]')).toBeNull();

    await act(async () => fireEvent.click(screen.getByText('确定')));
    await waitFor(() => expect(mem.mem.calls.some((c) => c.op === 'update')).toBe(true));
    expect(mem.mem.calls.find((c) => c.op === 'update')?.arg).toMatchObject({
      id: 'c1',
      version: 2,
      licence: 'wl/l.png',
      photos: 'wl/p1.png,wl/p3.jpg,wl/p2.png',
      papers: 'wl/a.pdf',
    });
  });

  it('refuses a pdf in the image field of a new record with 请上传图片', async () => {
    const { mem } = open([]);
    await screen.findByText('新增车辆');
    await pick(fieldBox('行驶证'), files.pdf());
    await screen.findByText('请上传图片');
    expect(mem.uploads).toHaveLength(0);
  });
});
