import { useQuery } from '@tanstack/react-query';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { localDateTime } from '../../../../shared/domain/dates';
import { ModalFrame } from '../../components/modal-frame';
import { type AuditEntry, type TaxonomyItem, taxonomyHistoryQuery } from './api/taxonomy-admin-api';
import { loadErrorMessage } from './taxonomy-admin-messages';

const ACTIONS: Record<string, string> = {
  'taxonomy.update': 'Edited',
  'taxonomy.merge': 'Merged',
  'taxonomy.delete': 'Deleted',
};

const FIELDS: [string, string][] = [
  ['name', 'Name'],
  ['description', 'Description'],
  ['structural_description', 'Structural description'],
  ['usage_count', 'Videos'],
];

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** What one change did, in words: the fields that changed, before → after, and what a merge moved. */
function changes(entry: AuditEntry): { label: string; before: string; after: string }[] {
  const before = record(entry.before);
  const after = record(entry.after);
  const lines = FIELDS.filter(([key]) => key in after && show(before[key]) !== show(after[key])).map(
    ([key, label]) => ({
      label,
      before: show(before[key]),
      after: show(after[key]),
    }),
  );
  const into = record(after.merged_into);
  const from = record(after.merged_from);
  if (into.name) lines.push({ label: 'Merged into', before: show(before.name), after: show(into.name) });
  if (from.name) lines.push({ label: 'Merged in', before: show(from.name), after: entry.target_label ?? '' });
  return lines;
}

/** The audit log's entries for one taxonomy entry: who, what, before → after, when. */
export function HistoryDialog({
  kind,
  item,
  onClose,
}: {
  kind: TaxonomyKind;
  item: TaxonomyItem | null;
  onClose: () => void;
}) {
  const history = useQuery({ ...taxonomyHistoryQuery(kind, item?.id ?? 0), enabled: item !== null });
  return (
    <ModalFrame
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`History of “${item?.name ?? ''}”`}
      width="wide"
    >
      {history.isPending ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {loadErrorMessage(kind, history.error)}
        </p>
      ) : history.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">No changes yet: this entry is as the import created it.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {history.data.data.map((entry) => (
            <li key={entry.id} className="rounded-xl p-3 ring-1 ring-slate-200">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-semibold text-slate-900">{ACTIONS[entry.action] ?? entry.action}</span>
                <time dateTime={entry.created_at} className="text-xs text-slate-500">
                  {localDateTime(entry.created_at)}
                </time>
              </p>
              <p className="text-xs text-slate-500">
                by {entry.actor.email ?? 'the system (import or command line)'}
              </p>
              <dl className="mt-2 flex flex-col gap-1 text-sm">
                {changes(entry).map((line) => (
                  <div key={line.label} className="grid grid-cols-[9rem_1fr] gap-2">
                    <dt className="text-slate-500">{line.label}</dt>
                    <dd className="break-words text-slate-800">
                      {line.before} <span className="text-slate-400">→</span> {line.after}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </ModalFrame>
  );
}
