// The announcement management list (sys_announcement, generic screen): release and revoke row actions
// (the schema's x-states moves, titled and offered by the row's send status as declared; the module's
// own routes carry them out) with confirmation, for holders of the edit code; a preview of the detail
// dialog; Edit disabled on a published or revoked one, as the server refuses it with the same words.
import { useCallback, useMemo } from 'react';
import type { RowAction } from '../../../runtime/antd/list/row-actions.tsx';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import { canTake, transitionOf } from '../../../runtime/core/states.ts';
import type { Row } from '../../../runtime/core/wire.ts';
import { useEntity, useLang } from '../../../runtime/react/registry-context.tsx';
import type { ListController } from '../../../runtime/react/use-list-controller.ts';
import { transitionTitle } from '../../../runtime/react/use-workflow.ts';
import type { EntityOverrides } from '../overrides/types.ts';
import { useServices } from '../services.tsx';
import { AnnouncementDetail } from './announcement-detail.tsx';
import { useNoticeText } from './messages.ts';
import { noticeApi, type MyAnnouncement } from './notice-api.ts';

const ENTITY = 'sys_announcement';
const EDIT_CODE = 'system:annountCement:edit';
const UNPUBLISHED = '0';

/** 发布 or 撤销 by send status (each after confirmation) and 预览, as row-actions.tsx descriptors. */
function useStatusActions(): (row: Row, list: ListController) => RowAction[] {
  const m = useNoticeText();
  const lang = useLang();
  const entity = useEntity(ENTITY);
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
      const moves = [
        { name: 'release', call: api.release, confirm: m('confirmRelease') },
        { name: 'revoke', call: api.revoke, confirm: m('confirmRevoke') },
      ];
      return [
        ...moves.flatMap(({ name, call, confirm }) => {
          const transition = entity.states && transitionOf(entity.states, name);
          if (!transition || !canTake(transition, row.sendStatus)) return [];
          const label = transitionTitle(transition, lang);
          return [
            {
              key: name,
              label,
              code: EDIT_CODE,
              confirm,
              onClick: () => run(call, label),
              data: { 'data-testid': `annt-${name}` },
            },
          ];
        }),
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
    [lang, api, message, entity],
  );
}

export function useAnnouncementOverrides(): EntityOverrides {
  const rowActions = useStatusActions();
  const m = useNoticeText();
  const refused = m('editRefused');
  return useMemo(
    () => ({ rowActions, editLocked: (row: Row) => (row.sendStatus === UNPUBLISHED ? undefined : refused) }),
    [rowActions, refused],
  );
}
