// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import { TestProviders } from './editor-test-kit.tsx';
import { usePrompt, type PromptOptions } from './prompt.tsx';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page with a button opening the prompt; results lists what prompt() resolved with. */
function renderPrompt(options: PromptOptions) {
  const results: (string | undefined)[] = [];
  function Page() {
    const [prompt, holder] = usePrompt();
    const [, setN] = useState(0);
    return (
      <>
        <Button onClick={() => void prompt(options).then((v) => (results.push(v), setN((n) => n + 1)))}>open</Button>
        {holder}
      </>
    );
  }
  render(
    <TestProviders provider={memoryProvider().provider}>
      <Page />
    </TestProviders>,
  );
  fireEvent.click(screen.getByText('open'));
  return results;
}

const input = () => screen.getByPlaceholderText('名称') as HTMLInputElement;
const okButton = () => screen.getByText('确定').closest('button') as HTMLButtonElement;
const cancelButton = () => screen.getByText('取消').closest('button') as HTMLButtonElement;

describe('usePrompt', () => {
  it('checks the caller rules before confirming', async () => {
    const seen: string[] = [];
    renderPrompt({
      title: '请输入保存的名称',
      placeholder: '名称',
      rules: [
        { required: true, message: '名称不能为空' },
        { max: 5, message: '最多5个字符' },
      ],
      onOk: (v) => void seen.push(v),
    });
    await screen.findByText('请输入保存的名称');
    fireEvent.click(okButton());
    await screen.findByText('名称不能为空');
    fireEvent.change(input(), { target: { value: 'too long name' } });
    fireEvent.click(okButton());
    await screen.findByText('最多5个字符');
    expect(seen).toEqual([]);
  });

  it('stays open with OK loading while onOk runs, then closes and resolves with the value', async () => {
    const gate = deferred();
    const seen: string[] = [];
    const results = renderPrompt({
      title: 'Save as',
      placeholder: '名称',
      rules: [{ required: true, message: 'required' }],
      onOk: (v) => {
        seen.push(v);
        return gate.promise;
      },
    });
    await screen.findByText('Save as');
    fireEvent.change(input(), { target: { value: 'mine' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(okButton().className).toContain('ant-btn-loading'));
    expect(seen).toEqual(['mine']);
    expect(cancelButton().disabled).toBe(true);
    // cancel does nothing meanwhile: the dialog is still there
    fireEvent.click(cancelButton());
    expect(screen.getByText('Save as')).toBeTruthy();
    expect(results).toEqual([]);
    await act(async () => gate.resolve());
    await waitFor(() => expect(results).toEqual(['mine']));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap')?.getAttribute('style') ?? 'display: none').toContain(
        'display: none',
      ),
    );
  });

  it('stays open for another try when onOk fails', async () => {
    let calls = 0;
    const results = renderPrompt({
      title: 'Rename',
      placeholder: '名称',
      onOk: async () => {
        calls += 1;
        if (calls === 1) throw new Error('server said no');
      },
    });
    await screen.findByText('Rename');
    fireEvent.change(input(), { target: { value: 'x' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(okButton().className).not.toContain('ant-btn-loading'));
    expect(results).toEqual([]);
    expect(input().value).toBe('x');
    fireEvent.click(okButton());
    await waitFor(() => expect(results).toEqual(['x']));
  });

  it('resolves undefined on cancel', async () => {
    const results = renderPrompt({ title: 'Rename', placeholder: '名称', initialValue: 'old' });
    await screen.findByText('Rename');
    expect(input().value).toBe('old');
    fireEvent.click(cancelButton());
    await waitFor(() => expect(results).toEqual([undefined]));
  });
});
