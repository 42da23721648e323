// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDict } from '../../../runtime/react/use-dict.ts';
import { envelope, renderApp } from '../overrides/test-harness.tsx';
import { ALL_DICT_ITEMS_URL, DbDicts } from './db-dicts.tsx';

afterEach(cleanup);

function Probe() {
  const mode = useDict('site_mode');
  return (
    <p>
      {mode.label(1)}|{mode.label(0)}|{mode.options.length}
    </p>
  );
}

describe('DbDicts', () => {
  it('labels from the database items, reloaded after a dictionary write; registry labels for the rest', async () => {
    let franchise = '加盟店';
    const { services, calls } = renderApp(
      <DbDicts>
        <Probe />
      </DbDicts>,
      (cfg) => {
        if (cfg.url === ALL_DICT_ITEMS_URL) {
          // Item 0 is disabled in the database: not offered, its label still readable from the registry.
          return { data: envelope({ site_mode: [{ value: 1, text: franchise, title: franchise, label: franchise }] }) };
        }
        if (cfg.url === '/sys/dictItem/edit') return { data: envelope(null) };
        if (cfg.url === '/wl/site/edit') return { data: envelope(null) };
        return undefined;
      },
    );
    await screen.findByText('加盟店|自营|1');
    expect(calls.filter((c) => c.url === ALL_DICT_ITEMS_URL)).toHaveLength(1);

    // Another entity's write does not reload; a dictionary item's does.
    await act(async () => void (await services.http.put('/wl/site/edit', {})));
    expect(calls.filter((c) => c.url === ALL_DICT_ITEMS_URL)).toHaveLength(1);
    franchise = '加盟连锁';
    await act(async () => void (await services.http.put('/sys/dictItem/edit', {})));
    await screen.findByText('加盟连锁|自营|1');
    await waitFor(() => expect(calls.filter((c) => c.url === ALL_DICT_ITEMS_URL)).toHaveLength(2));
  });
});
