// The announcement management list (sys_announcement, generic screen): release and revoke row actions
// by send status, with confirmation, for holders of the edit code; a preview of the detail dialog.
import { useCallback, useMemo } from 'react';
import type { RowAction } from '../../../runtime/antd/list/row-actions.tsx';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import type { Row } from '../../../runtime/core/wire.ts';
import { useLang } from '../../../runtime/react/registry-context.tsx';
import type { ListController } from '../../../runtime/react/use-list-controller.ts';
import type { EntityOverrides } from '../overrides/types.ts';
import { useServices } from '../services.tsx';
import { AnnouncementDetail } from './announcement-detail.tsx';
import { useNoticeText } from './messages.ts';
import { noticeApi, type MyAnnouncement } from './notice-api.ts';

const EDIT_CODE = 'system:annountCement:edit';

/** 发布 or 撤销 by send status (each after confirmation) and 预览, as row-actions.tsx descriptors. */
function useStatusActions(): (row: Row, list: ListController) => RowAction[] {
  const m = useNoticeText();
  const lang = useLang();
  const { http } = useServices();
  const { message } = useFeedback();
  const api = useMemo(() => noticeApi(http), [http]);
  return useCallback(
    (row: Row, list: ListController) => {
      const id = String(row.id);
      const run = async (call: (id: string) => Promise<string>, done: string) => {
        try {
          void message.success((await call(id)) || done);
          list.reload();
        } catch {
          /* the HTTP layer showed the server's message */
        }
      };
      return [
        ...(row.sendStatus === '0'
          ? [
              {
                key: 'release',
                label: m('release'),
                code: EDIT_CODE,
                confirm: m('confirmRelease'),
                onClick: () => run(api.release, m('release')),
                data: { 'data-testid': 'annt-release' },
              },
            ]
          : []),
        ...(row.sendStatus === '1'
          ? [
              {
                key: 'revoke',
                label: m('revoke'),
                code: EDIT_CODE,
                confirm: m('confirmRevoke'),
                onClick: () => run(api.revoke, m('revoke')),
                data: { 'data-testid': 'annt-revoke' },
              },
            ]
          : []),
        {
          key: 'preview',
          label: m('preview'),
          dialog: (close: () => void) => (
            <AnnouncementDetail
              record={{ ...(row as unknown as MyAnnouncement), anntId: id, readFlag: '1' }}
              onClose={close}
            />
          ),
        },
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- m is derived from the language
    [lang, api, message],
  );
}

export function useAnnouncementOverrides(): EntityOverrides {
  const rowActions = useStatusActions();
  return useMemo(() => ({ rowActions }), [rowActions]);
}
