// The workflow dialog asks for a transition's required fields with the form's controls: pictures
// are uploaded (not typed as paths), dates picked as wire text, dictionary values chosen from their
// labels; nothing is sent until each is filled.
// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, FieldDef } from '../../core/registry.ts';
import { fieldDef } from '../../react/test-fixtures.tsx';
import type { AllowedTransition } from '../../react/use-workflow.ts';
import { files, pick, uploadProvider, uploadsStarted, UploadWrapper } from '../widgets/upload/upload-test-fixtures.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { orderEntity, workflowRegistry } from './workflow-test-kit.tsx';

const images: FieldDef = fieldDef('rejectImages', {
  title: { zh: '拒收图片', en: 'Reject pictures' },
  format: 'images',
});
const signed: FieldDef = fieldDef('signTime', { title: { zh: '签收时间', en: 'Signed at' }, format: 'date' });
const state: FieldDef = fieldDef('level', { title: { zh: '级别', en: 'Level' }, type: 'integer', dict: 'order_state' });
const entity: EntityDef = { ...orderEntity, fields: [...orderEntity.fields, images, signed, state] };
const requires = ['rejectImages', 'signTime', 'level'];
const transition: AllowedTransition = {
  transition: { name: 'reject', from: [80], to: 100, requires },
  name: 'reject',
  title: '拒收',
  code: 'wl:order:reject',
  disabled: false,
  requires,
};

function open() {
  const mem = uploadProvider();
  const onRun = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(
    <UploadWrapper provider={mem.provider} registry={{ ...workflowRegistry, entities: { wl_order: entity } }}>
      <ActionDialog entity={entity} row={{ id: 'o1' }} transition={transition} onRun={onRun} onClose={onClose} />
    </UploadWrapper>,
  );
  return { mem, onRun, onClose };
}

const dialog = () => screen.getByRole('dialog');
const ok = () => act(async () => fireEvent.click(within(dialog()).getByText('确定')));

afterEach(cleanup);

describe('workflow dialog fields', () => {
  it('uploads pictures, picks a date and a dictionary value, and sends them in wire form', async () => {
    const { mem, onRun, onClose } = open();
    await ok();
    await screen.findByText('拒收图片不能为空');
    await screen.findByText('签收时间不能为空');
    await screen.findByText('级别不能为空');
    expect(onRun).not.toHaveBeenCalled();

    await pick(dialog(), files.png('a.png'));
    await uploadsStarted(mem, 1);
    await mem.uploads[0].succeed('temp/a.png');
    await pick(dialog(), files.jpg('b.jpg'));
    await uploadsStarted(mem, 2);
    await mem.uploads[1].succeed('temp/b.jpg');

    const date = within(dialog()).getByPlaceholderText(/日期|Select date/);
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });

    fireEvent.mouseDown(dialog().querySelector('#level')!);
    fireEvent.click(await screen.findByTitle('已审核'));

    await ok();
    await waitFor(() => expect(onRun).toHaveBeenCalledTimes(1));
    expect(onRun).toHaveBeenCalledWith({
      rejectImages: 'temp/a.png,temp/b.jpg',
      signTime: '2026-11-20',
      level: 20,
      note: undefined,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses anything but jpg and png for the pictures', async () => {
    const { mem, onRun } = open();
    await pick(dialog(), files.gif());
    expect(mem.uploads).toHaveLength(0);
    await ok();
    await screen.findByText('拒收图片不能为空');
    expect(onRun).not.toHaveBeenCalled();
  });
});
