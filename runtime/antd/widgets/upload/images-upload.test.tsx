// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../../core/registry.ts';
import { ImagesWidget } from './image-upload.tsx';
import { files, pick, renderUploadWidget, uploadField, uploadsStarted } from './upload-test-fixtures.tsx';

afterEach(cleanup);

function setup({ value, max, lang }: { value?: string; max?: number; lang?: Lang } = {}) {
  const field = uploadField('photos', { format: 'images', ...(max !== undefined ? { options: { max } } : {}) });
  return renderUploadWidget(ImagesWidget, { field, value, lang });
}

const order = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const card = (name: string) => within(screen.getByRole('listitem', { name }));

describe('images widget', () => {
  it('moves pictures right and left and emits the new order', async () => {
    const { onChange } = setup({ value: 'p/a.png,p/b.png,p/c.png' });
    expect(order()).toEqual(['a.png', 'b.png', 'c.png']);
    fireEvent.click(card('a.png').getByRole('button', { name: '右移' }));
    expect(order()).toEqual(['b.png', 'a.png', 'c.png']);
    expect(onChange).toHaveBeenLastCalledWith('p/b.png,p/a.png,p/c.png');
    fireEvent.click(card('c.png').getByRole('button', { name: '左移' }));
    expect(order()).toEqual(['b.png', 'c.png', 'a.png']);
    expect(onChange).toHaveBeenLastCalledWith('p/b.png,p/c.png,p/a.png');
  });

  it("warns 'Unknown operation' moving the first earlier and 'Already at the end~' moving the last later", async () => {
    const { onChange } = setup({ value: 'p/a.png,p/b.png', lang: 'en' });
    fireEvent.click(card('a.png').getByRole('button', { name: 'Move left' }));
    await screen.findByText('Unknown operation');
    fireEvent.click(card('b.png').getByRole('button', { name: 'Move right' }));
    await screen.findByText('Already at the end~');
    expect(order()).toEqual(['a.png', 'b.png']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('warns in Chinese too', async () => {
    setup({ value: 'p/a.png' });
    fireEvent.click(card('a.png').getByRole('button', { name: '左移' }));
    await screen.findByText('未知操作');
    fireEvent.click(card('a.png').getByRole('button', { name: '右移' }));
    await screen.findByText('已经是最后一张了~');
  });

  it('move buttons are keyboard reachable buttons', () => {
    setup({ value: 'p/a.png,p/b.png' });
    const right = card('a.png').getByRole('button', { name: '右移' });
    right.focus();
    expect(document.activeElement).toBe(right);
    expect(right.tagName).toBe('BUTTON');
  });

  it('reorders by dragging a picture onto another', () => {
    const { onChange } = setup({ value: 'p/a.png,p/b.png,p/c.png' });
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'c.png' }));
    fireEvent.dragOver(screen.getByRole('listitem', { name: 'a.png' }));
    fireEvent.drop(screen.getByRole('listitem', { name: 'a.png' }));
    expect(order()).toEqual(['c.png', 'a.png', 'b.png']);
    expect(onChange).toHaveBeenLastCalledWith('p/c.png,p/a.png,p/b.png');
  });

  it('takes at most x-options.max pictures and hides the trigger when full', async () => {
    const { mem, onChange, view } = setup({ value: 'p/a.png', max: 2 });
    await pick(view.container, files.png('b.png'), files.png('c.png'));
    await screen.findByText('最多只能上传 2 张图片');
    await uploadsStarted(mem, 1);
    expect(mem.uploads.map((u) => u.name)).toEqual(['b.png']);
    expect(view.container.querySelector('input[type=file]')).toBeNull();
    await mem.uploads[0].succeed('p/b.png');
    expect(onChange).toHaveBeenLastCalledWith('p/a.png,p/b.png');
  });

  it('has no limit with max 0 and emits only when every picture is done', async () => {
    const { mem, onChange, view } = setup({ max: 0 });
    await pick(view.container, files.png('1.png'), files.jpg('2.jpg'), files.png('3.png'), files.png('4.png'));
    await uploadsStarted(mem, 4);
    await mem.uploads[0].succeed('p/1.png');
    await mem.uploads[2].succeed('p/3.png');
    await mem.uploads[3].succeed('p/4.png');
    expect(onChange).not.toHaveBeenCalled();
    await mem.uploads[1].succeed('p/2.jpg');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('p/1.png,p/2.jpg,p/3.png,p/4.png');
    expect(view.container.querySelector('input[type=file]')).not.toBeNull();
  });

  it('refuses a non-image among images and uploads the rest', async () => {
    const { mem, view } = setup();
    await pick(view.container, files.png('ok.png'), files.text('no.txt'));
    await screen.findByText('请上传图片');
    await uploadsStarted(mem, 1);
    await waitFor(() => expect(order()).toEqual(['ok.png']));
    expect(mem.uploads.map((u) => u.name)).toEqual(['ok.png']);
  });
});
