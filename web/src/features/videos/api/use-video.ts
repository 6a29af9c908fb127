import { useQuery } from '@tanstack/react-query';
import type { PublicVideo } from '../../../../../shared/contracts/video';
import { apiGet } from '../../../lib/api-client';

/** One video by id (the modal's fetch when the video is not in the list, and the /v/{id} page). */
export function useVideo(id: number | null, initial?: PublicVideo) {
  return useQuery({
    queryKey: ['video', 'public', id],
    enabled: id !== null,
    initialData: initial ? { success: true as const, data: initial } : undefined,
    queryFn: ({ signal }) => apiGet<{ success: true; data: PublicVideo }>(`/videos/public/${id}`, signal),
    select: (body) => body.data,
  });
}
