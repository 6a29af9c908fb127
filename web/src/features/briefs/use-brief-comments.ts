import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCommentActions } from '../../components/comments/comments-api';
import { briefCommentSource, briefCommentsQuery } from './api/brief-comments-query';
import { commentTarget, type TargetKey } from './brief-comment-places';

export type BriefTab = 'brief' | 'comments';

/**
 * The brief page's comments: the thread (read again every 30 s), its actions, the phone's tab, and what
 * the composer is set to. An item's comment button calls `openOn`: the tab switches, the composer is set to
 * the item and takes the focus (`focusRequest` counts the requests).
 */
export function useBriefComments(briefId: string) {
  const query = useQuery(briefCommentsQuery(briefId));
  const source = useMemo(() => briefCommentSource(briefId), [briefId]);
  const actions = useCommentActions(source);
  const [tab, setTab] = useState<BriefTab>('brief');
  const [target, setTarget] = useState<TargetKey>('brief');
  const [focusRequest, setFocusRequest] = useState(0);

  const comments = query.data?.comments;
  const openCounts = useMemo(() => {
    const counts = new Map<TargetKey, number>();
    for (const comment of comments ?? []) {
      const key = comment.resolved ? null : commentTarget(comment);
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }, [comments]);
  const openCount = useMemo(() => (comments ?? []).filter((c) => !c.resolved).length, [comments]);

  const openOn = useCallback((key: TargetKey) => {
    setTarget(key);
    setTab('comments');
    setFocusRequest((n) => n + 1);
  }, []);
  const countFor = useCallback((key: TargetKey) => openCounts.get(key) ?? 0, [openCounts]);

  return { query, actions, tab, setTab, target, setTarget, focusRequest, openOn, countFor, openCount };
}

export type BriefComments = ReturnType<typeof useBriefComments>;

/** What an item's comment button needs: its count of open comments, and opening the composer on it. */
export type ItemComments = Pick<BriefComments, 'countFor' | 'openOn'>;
