// The announcement management list (sys_announcement, generic screen): release and revoke row actions
// by send status, with confirmation, for holders of the edit code; a preview of the detail dialog.
import { Button, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { Authorized } from '../../../runtime/antd/auth/authorized.tsx';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import type { Row } from '../../../runtime/core/wire.ts';
import type { ListController } from '../../../runtime/react/use-list-controller.ts';
import type { EntityOverrides } from '../overrides/types.ts';
import { useServices } from '../services.tsx';
import { AnnouncementDetail } from './announcement-detail.tsx';
import { useNoticeText } from './messages.ts';
import { noticeApi, type MyAnnouncement } from './notice-api.ts';

const EDIT_CODE = 'system:annountCement:edit';

function StatusActions({ row, list }: { row: Row; list: ListController }) {
  const m = useNoticeText();
  const { http } = useServices();
  const { message } = useFeedback();
  const api = useMemo(() => noticeApi(http), [http]);
  const [preview, setPreview] = useState<MyAnnouncement | null>(null);
  const id = String(row.id);
  const run = async (call: (id: string) => Promise<string>, done: string) => {
    try {
      void message.success((await call(id)) || done);
      list.reload();
    } catch {
      /* the HTTP layer showed the server's message */
    }
  };
  return (
    <>
      {row.sendStatus === '0' && (
        <Authorized code={EDIT_CODE}>
          <Popconfirm
            title={m('confirmRelease')}
            okText={m('ok')}
            cancelText={m('cancel')}
            onConfirm={() => run(api.release, m('release'))}
          >
            <Button type="link" size="small" data-testid="annt-release">
              {m('release')}
            </Button>
          </Popconfirm>
        </Authorized>
      )}
      {row.sendStatus === '1' && (
        <Authorized code={EDIT_CODE}>
          <Popconfirm
            title={m('confirmRevoke')}
            okText={m('ok')}
            cancelText={m('cancel')}
            onConfirm={() => run(api.revoke, m('revoke'))}
          >
            <Button type="link" size="small" data-testid="annt-revoke">
              {m('revoke')}
            </Button>
          </Popconfirm>
        </Authorized>
      )}
      <Button
        type="link"
        size="small"
        onClick={() => setPreview({ ...(row as unknown as MyAnnouncement), anntId: id, readFlag: '1' })}
      >
        {m('preview')}
      </Button>
      <AnnouncementDetail record={preview} onClose={() => setPreview(null)} />
    </>
  );
}

export function useAnnouncementOverrides(): EntityOverrides {
  return useMemo(() => ({ rowActions: (row, list) => <StatusActions row={row} list={list} /> }), []);
}
