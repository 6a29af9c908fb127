import { BRIEF_LIMITS } from '../../../../../shared/contracts/brief-limits';
import type { BriefDraft } from '../brief-draft';
import { TextField } from './field';

interface ClosingFieldsProps {
  draft: BriefDraft;
  update: (patch: Partial<BriefDraft>) => void;
}

/** The call to action and the team's notes (notes never leave through a shared link). */
export function ClosingFields({ draft, update }: ClosingFieldsProps) {
  return (
    <section aria-labelledby="brief-closing-title" className="flex flex-col gap-4">
      <h2 id="brief-closing-title" className="text-lg font-semibold text-slate-900">
        Close
      </h2>
      <TextField
        label="Call to action"
        value={draft.cta}
        onChange={(cta) => update({ cta })}
        maxLength={BRIEF_LIMITS.ctaMax}
        rows={2}
        placeholder="What the viewer should do at the end"
      />
      <TextField
        label="Notes"
        value={draft.notes}
        onChange={(notes) => update({ notes })}
        maxLength={BRIEF_LIMITS.notesMax}
        rows={4}
        placeholder="For the team: not shown on shared or public pages"
      />
    </section>
  );
}
