// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rowActionNames } from '../../../runtime/antd/list/row-actions-test-kit.ts';
import { envelope, renderApp } from '../overrides/test-harness.tsx';
import { EntityListPage } from '../pages/entity-list-page.tsx';

afterEach(cleanup);

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const annt = (id: string, title: string, sendStatus: string) => ({ id, version: 1, title, sendStatus });

describe('announcement list', () => {
  it("offers the schema's moves by send status and locks Edit once published", async () => {
    renderApp(
      <EntityListPage
        menu={{
          key: 'annt',
          title: { zh: '系统通告', en: 'Announcements' },
          path: '/system/annountCement',
          entity: 'sys_announcement',
        }}
      />,
      (cfg) => {
        if (cfg.url === '/sys/annountCement/list') {
          return { data: envelope(page([annt('a1', 'Draft', '0'), annt('a2', 'Live', '1'), annt('a3', 'Gone', '2')])) };
        }
        return undefined;
      },
      'en',
    );
    const row = async (title: string) => (await screen.findByText(title)).closest('tr')!;
    const menu = async (title: string) => (await rowActionNames(await row(title))).menu;
    const draft = await menu('Draft');
    expect(draft).toEqual(expect.arrayContaining(['History', 'Publish', 'Preview']));
    expect(draft).not.toContain('Revoke');
    const live = await menu('Live');
    expect(live).toContain('Revoke');
    expect(live).not.toContain('Publish');
    const gone = await menu('Gone');
    expect(gone.filter((name) => name === 'Publish' || name === 'Revoke')).toEqual([]);
    const edit = async (title: string) =>
      [...(await row(title)).querySelectorAll('button')].find((b) => b.textContent === 'Edit')!;
    expect((await edit('Draft')).disabled).toBe(false);
    for (const title of ['Live', 'Gone']) {
      expect((await edit(title)).disabled).toBe(true);
      expect((await edit(title)).getAttribute('aria-label')).toBe('Only an unpublished announcement can be edited');
    }
  });
});
