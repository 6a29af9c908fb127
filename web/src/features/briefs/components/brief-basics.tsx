import {
  BRIEF_LIMITS,
  BRIEF_PLATFORM_LABELS,
  BRIEF_PLATFORMS,
} from '../../../../../shared/contracts/brief-limits';
import type { BriefDraft } from '../brief-draft';
import { SelectField, TextField } from './field';

const PLATFORM_OPTIONS = BRIEF_PLATFORMS.map((value) => ({ value, label: BRIEF_PLATFORM_LABELS[value] }));

interface BriefBasicsProps {
  draft: BriefDraft;
  update: (patch: Partial<BriefDraft>) => void;
}

/** The brief's frame: goal, audience, brand and platform. */
export function BriefBasics({ draft, update }: BriefBasicsProps) {
  return (
    <section aria-labelledby="brief-basics-title" className="flex flex-col gap-4">
      <h2 id="brief-basics-title" className="text-lg font-semibold text-slate-900">
        The brief
      </h2>
      <TextField
        label="Goal"
        value={draft.goal}
        onChange={(goal) => update({ goal })}
        maxLength={BRIEF_LIMITS.goalMax}
        rows={2}
        placeholder="What should this video achieve?"
      />
      <TextField
        label="Audience"
        value={draft.audience}
        onChange={(audience) => update({ audience })}
        maxLength={BRIEF_LIMITS.audienceMax}
        rows={2}
        placeholder="Who is it for?"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Brand name"
          value={draft.brand.name}
          onChange={(name) => update({ brand: { ...draft.brand, name } })}
          maxLength={BRIEF_LIMITS.brandNameMax}
        />
        <SelectField
          label="Platform"
          value={draft.platform}
          options={PLATFORM_OPTIONS}
          onChange={(platform) => update({ platform })}
        />
        <TextField
          label="Brand line"
          value={draft.brand.line}
          onChange={(line) => update({ brand: { ...draft.brand, line } })}
          maxLength={BRIEF_LIMITS.brandLineMax}
          placeholder="A line about the product"
          className="sm:col-span-2"
        />
      </div>
    </section>
  );
}
