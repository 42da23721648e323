// Opening an announcement (spec 001 §2.6): openType component opens openPage with busId; otherwise the
// detail dialog shows it (loaded with its content). Either way it is marked read for the user
// (editByAnntIdAndUserId) and the bell reloads.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../services.tsx';
import { AnnouncementDetail } from './announcement-detail.tsx';
import { noticeApi, type MyAnnouncement } from './notice-api.ts';
import { emitNoticeChanged } from './notice-events.ts';
import { announcementTarget, type Target } from './safe-target.ts';

export interface OpenAnnouncement {
  open(record: MyAnnouncement): Promise<void>;
  /** The dialog to render somewhere in the caller's tree. */
  dialog: ReactNode;
}

export function useOpenAnnouncement(afterRead?: () => void): OpenAnnouncement {
  const { http } = useServices();
  const api = useMemo(() => noticeApi(http), [http]);
  const navigate = useNavigate();
  const [shown, setShown] = useState<MyAnnouncement | null>(null);

  const go = (target: Target | undefined) => {
    if (!target) return;
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else navigate(target.path);
  };
  const markRead = async (record: MyAnnouncement) => {
    if (record.readFlag === '1') return;
    try {
      await api.markRead(record.anntId);
    } finally {
      emitNoticeChanged();
      afterRead?.();
    }
  };

  const open = async (record: MyAnnouncement) => {
    if (record.openType === 'component' && announcementTarget(record.openPage)) {
      go(announcementTarget(record.openPage, record.busId));
    } else {
      setShown(record.content === undefined ? await api.one(record.anntId) : record);
    }
    await markRead(record);
  };

  const target = announcementTarget(shown?.openPage);
  const dialog = (
    <AnnouncementDetail
      record={shown}
      onClose={() => setShown(null)}
      onGoHandle={
        target
          ? () => {
              setShown(null);
              go(target);
            }
          : undefined
      }
    />
  );
  return { open, dialog };
}
