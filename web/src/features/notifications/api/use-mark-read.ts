import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead, NOTIFICATIONS_KEY, type NotificationList } from './notifications-query';

/**
 * Marks notifications read (the named ones, or all without ids): the bell shows them read at once, and
 * takes the server's unread count when it answers. A failed call puts the list back as the server has it.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => {
        if (!list) return list;
        const marked = (id: string) => !ids || ids.includes(id);
        const data = list.data.map((n) => (marked(n.id) ? { ...n, read: true } : n));
        const newlyRead = list.data.filter((n) => !n.read && marked(n.id)).length;
        return { data, unread: ids ? Math.max(0, list.unread - newlyRead) : 0 };
      });
    },
    onSuccess: (unread) =>
      client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => (list ? { ...list, unread } : list)),
    onError: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
