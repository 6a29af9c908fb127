/** The event types as the dashboard names them, with one colour each (chart lines, legend, table). */
export const SERIES = [
  { key: 'page_view', label: 'Page views', color: '#94a3b8' },
  { key: 'view', label: 'Video views', color: '#4f46e5' },
  { key: 'search', label: 'Searches', color: '#0ea5e9' },
  { key: 'save', label: 'Saves', color: '#10b981' },
  { key: 'share', label: 'Shares', color: '#f59e0b' },
  { key: 'unsave', label: 'Unsaves', color: '#f43f5e' },
] as const;

export const ACTOR_SERIES = [
  { key: 'visitors', label: 'Visitors', color: '#4f46e5' },
  { key: 'users', label: 'Signed-in users', color: '#10b981' },
] as const;

export type SeriesList = readonly { key: string; label: string; color: string }[];
