import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { slugify } from '../../../../shared/domain/slug';
import {
  isViewSlug,
  SLUG_RULE_MESSAGE,
  splitTagFilter,
  VIEW_LIMITS,
} from '../../../../shared/domain/view-rules';
import { ModalActions, ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/modal-frame';
import { tagSuggestionsQuery, type View, type ViewInput } from './api/views-admin-api';
import { suggestTags, taxonomyNames, withTag } from './tag-suggestions';

interface ViewFormDialogProps {
  open: boolean;
  /** The view being edited, or null to create one. */
  view: View | null;
  saving: boolean;
  /** The refusal of the last save, shown above the buttons. */
  error: string | null;
  onSave: (input: ViewInput) => void;
  onClose: () => void;
}

const INPUT =
  'block w-full rounded-lg border-0 px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:ring-inset aria-[invalid=true]:ring-rose-400';
const LABEL = 'block text-sm font-medium text-slate-900';
const HINT = 'mt-1.5 text-xs leading-5 text-slate-500';
const FIELD_ERROR = 'mt-1.5 text-xs font-medium leading-5 text-rose-600';

/** The create/edit modal of a view (docs/product/views.md#views-admin-screen: name, slug and tag filter required). */
export function ViewFormDialog({ open, view, saving, error, onSave, onClose }: ViewFormDialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={view ? 'Edit view' : 'New view'}
      description="A view is a public page listing every video tagged with any of its tags."
      width="wide"
      busy={saving}
    >
      {/* Keyed so each opening starts from the view's values (or blank). */}
      {open && <ViewForm key={view?.id ?? 'new'} view={view} saving={saving} error={error} onSave={onSave} />}
    </ModalFrame>
  );
}

function ViewForm({
  view,
  saving,
  error,
  onSave,
}: Pick<ViewFormDialogProps, 'view' | 'saving' | 'error' | 'onSave'>) {
  const id = useId();
  const [name, setName] = useState(view?.name ?? '');
  const [slug, setSlug] = useState(view?.slug ?? '');
  // A new view's slug follows its name until the admin types one of their own.
  const [slugEdited, setSlugEdited] = useState(view !== null);
  const [description, setDescription] = useState(view?.description ?? '');
  const [tagFilter, setTagFilter] = useState(view?.tag_filter ?? '');
  const [submitted, setSubmitted] = useState(false);
  const names = useQuery({ ...tagSuggestionsQuery, select: (body) => taxonomyNames(body.data) });
  const suggestions = suggestTags(tagFilter, names.data ?? []);

  const problems = {
    name: name.trim() ? null : 'Name is required',
    slug: !slug.trim() ? 'Slug is required' : isViewSlug(slug.trim()) ? null : `Slug ${SLUG_RULE_MESSAGE}`,
    tagFilter: splitTagFilter(tagFilter).length > 0 ? null : 'Add at least one tag',
  };
  const shown = (problem: string | null) => (submitted ? problem : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.name || problems.slug || problems.tagFilter) return;
    onSave({
      name: name.trim(),
      slug: slug.trim(),
      description: description.trim() || null,
      tag_filter: splitTagFilter(tagFilter).join(', '),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div>
        <label htmlFor={`${id}-name`} className={LABEL}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className={`mt-1.5 ${INPUT}`}
          value={name}
          maxLength={VIEW_LIMITS.nameMax}
          placeholder="Skincare myths"
          aria-invalid={shown(problems.name) !== null}
          aria-describedby={shown(problems.name) ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (!slugEdited) setSlug(slugify(event.target.value).slice(0, VIEW_LIMITS.slugMax));
          }}
        />
        {shown(problems.name) && (
          <p id={`${id}-name-error`} className={FIELD_ERROR}>
            {problems.name}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-slug`} className={LABEL}>
          Slug
        </label>
        <div className="mt-1.5 flex rounded-lg shadow-sm">
          <span className="inline-flex items-center rounded-l-lg bg-slate-50 px-3 text-sm text-slate-500 ring-1 ring-slate-300 ring-inset">
            /views/
          </span>
          <input
            id={`${id}-slug`}
            className={`${INPUT} rounded-l-none shadow-none`}
            value={slug}
            maxLength={VIEW_LIMITS.slugMax}
            placeholder="skincare-myths"
            aria-invalid={shown(problems.slug) !== null}
            aria-describedby={`${id}-slug-hint`}
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(event.target.value);
            }}
          />
        </div>
        <p id={`${id}-slug-hint`} className={shown(problems.slug) ? FIELD_ERROR : HINT}>
          {shown(problems.slug) ??
            (view && slug !== view.slug
              ? `The old address /views/${view.slug} will stop working.`
              : 'Lowercase letters, digits and hyphens.')}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={LABEL}>
          Description <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          className={`mt-1.5 ${INPUT}`}
          rows={3}
          value={description}
          maxLength={VIEW_LIMITS.descriptionMax}
          placeholder="What visitors will find on this page"
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-tags`} className={LABEL}>
          Tag filter
        </label>
        <input
          id={`${id}-tags`}
          className={`mt-1.5 ${INPUT}`}
          value={tagFilter}
          maxLength={VIEW_LIMITS.tagFilterMax}
          placeholder="Skincare, Myth Busting"
          autoComplete="off"
          aria-invalid={shown(problems.tagFilter) !== null}
          aria-describedby={`${id}-tags-hint`}
          onChange={(event) => setTagFilter(event.target.value)}
        />
        <p id={`${id}-tags-hint`} className={shown(problems.tagFilter) ? FIELD_ERROR : HINT}>
          {shown(problems.tagFilter) ??
            'Comma-separated. A video joins the view when any of its topics, concepts, elements, format or account types is one of these.'}
        </p>
        {suggestions.length > 0 && (
          <div className="mt-2">
            <p className="sr-only">Suggested tags</p>
            <ul className="flex flex-wrap gap-1.5">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    aria-label={`Add tag ${suggestion}`}
                    className="inline-flex h-8 items-center gap-1 rounded-full bg-slate-100 px-3 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => {
                      setTagFilter(withTag(tagFilter, suggestion));
                      document.getElementById(`${id}-tags`)?.focus();
                    }}
                  >
                    <Plus className="size-3" aria-hidden />
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700 ring-1 ring-rose-200"
        >
          {error}
        </p>
      )}
      <ModalActions>
        <Dialog.Close className={SECONDARY_BUTTON} disabled={saving}>
          Cancel
        </Dialog.Close>
        <button type="submit" className={PRIMARY_BUTTON} disabled={saving}>
          {saving ? 'Saving…' : view ? 'Save changes' : 'Create view'}
        </button>
      </ModalActions>
    </form>
  );
}
