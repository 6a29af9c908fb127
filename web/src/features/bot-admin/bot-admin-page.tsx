import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, RotateCcw, Save, ShieldAlert, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type BotConfig,
  type BotPrompts,
  MAX_RESPONSE_LENGTH_MAX,
  MAX_RESPONSE_LENGTH_MIN,
  PROMPT_KEYS,
  type PromptKey,
} from '../../../../shared/contracts/bot';
import { ADMIN_REQUIRED_MESSAGE } from '../../../../shared/contracts/error-codes';
import { formatNumber } from '../../../../shared/domain/number-format';
import { adminPageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { errorCode } from '../../lib/error-messages';
import { configQuery, promptsQuery, resetPrompts, saveConfig, savePrompts } from './api/bot-admin-api';
import {
  CONFIG_LOAD_FAILED,
  configSaveFailed,
  failureReason,
  PROMPTS_LOAD_FAILED,
  PROMPTS_RESET,
  PROMPTS_RESET_FAILED,
  PROMPTS_SAVED,
  promptsSaveFailed,
  RESET_ALL_QUESTION,
  RESET_ONE_QUESTION,
} from './bot-admin-messages';
import { BotConfigPanel, validMaxLength } from './bot-config-panel';
import { EmbeddingsPanel } from './embeddings-panel';
import { PromptEditor } from './prompt-editor';
import { PROMPT_LABELS } from './prompt-labels';
import { TryItPanel } from './try-it-panel';
import './bot-admin.css';

/** docs/product/bot-admin-and-embeddings.md#chat-prompts, docs/product/limits.md#chat-and-bot: the save message disappears after 3 s. */
export const SAVE_MESSAGE_MS = 3_000;

type Notice = { tone: 'success' | 'error'; text: string };

/** What Save All Changes would refuse before asking the server (the server checks the same rules). */
function localProblems(prompts: BotPrompts, config: BotConfig | null): string[] {
  const problems: string[] = [];
  const blank = PROMPT_KEYS.filter((key) => prompts[key].trim() === '');
  if (blank.length > 0)
    problems.push(
      promptsSaveFailed(`${blank.map((key) => PROMPT_LABELS[key].title).join(', ')} cannot be empty`),
    );
  if (config && !validMaxLength(config.maxResponseLength))
    problems.push(
      configSaveFailed(
        `max response length must be a whole number from ${MAX_RESPONSE_LENGTH_MIN} to ${formatNumber(MAX_RESPONSE_LENGTH_MAX)}`,
      ),
    );
  return problems;
}

/**
 * /bot-admin (docs/product/bot-admin-and-embeddings.md, docs/product/bot-admin-and-embeddings.md#chat-prompts, docs/product/bot-admin-and-embeddings.md#messages, docs/product/limits.md#chat-and-bot; issue 18): the eight chat prompts, the bot config,
 * Save All Changes, Reset to Defaults, and Generate Embeddings. Edits stay in the page until saved.
 */
export function BotAdminPage({ renderAnswer }: { renderAnswer?: (text: string) => ReactNode }) {
  usePageMeta(
    adminPageTitle('Bot Admin'),
    'Edit the strategy bot’s prompts and configuration, and generate embeddings.',
  );
  const queryClient = useQueryClient();
  const prompts = useQuery(promptsQuery);
  const config = useQuery(configQuery);
  // Only what the admin changed; the rest shows the server's text.
  const [promptEdits, setPromptEdits] = useState<Partial<BotPrompts>>({});
  const [configEdit, setConfigEdit] = useState<BotConfig | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<PromptKey>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<{ kind: 'all' } | { kind: 'one'; key: PromptKey } | null>(
    null,
  );

  const savedPrompts = prompts.data?.prompts;
  const shownPrompts = savedPrompts && ({ ...savedPrompts, ...promptEdits } as BotPrompts);
  const shownConfig = configEdit ?? config.data?.config;
  const unsaved =
    (savedPrompts !== undefined && PROMPT_KEYS.some((key) => shownPrompts?.[key] !== savedPrompts[key])) ||
    configEdit !== null;

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), SAVE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // Edits live only in this page: leaving it with some unsaved asks first.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const saveAll = useMutation({
    mutationFn: async () => {
      // Both go out together; each failure is reported, and a failed config save is never shown as success
      // (docs/decisions/0022-bot-config-saves-honestly.md).
      const [promptsResult, configResult] = await Promise.allSettled([
        savePrompts(promptEdits),
        configEdit ? saveConfig(configEdit) : Promise.resolve(null),
      ]);
      const problems: string[] = [];
      if (promptsResult.status === 'fulfilled') {
        queryClient.setQueryData(promptsQuery.queryKey, promptsResult.value);
        setPromptEdits({});
      } else problems.push(promptsSaveFailed(failureReason(promptsResult.reason)));
      if (configResult.status === 'fulfilled') {
        if (configResult.value) queryClient.setQueryData(configQuery.queryKey, configResult.value);
        setConfigEdit(null);
      } else problems.push(configSaveFailed(failureReason(configResult.reason)));
      return problems;
    },
    onMutate: () => setNotice(null),
    onSuccess: (problems) =>
      setNotice(
        problems.length === 0
          ? { tone: 'success', text: PROMPTS_SAVED }
          : { tone: 'error', text: problems.join(' ') },
      ),
  });

  const resetAll = useMutation({
    mutationFn: resetPrompts,
    onMutate: () => setNotice(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(promptsQuery.queryKey, answer);
      setPromptEdits({});
      setNotice({ tone: 'success', text: PROMPTS_RESET });
    },
    onError: () => setNotice({ tone: 'error', text: PROMPTS_RESET_FAILED }),
    onSettled: () => setConfirming(null),
  });

  const save = () => {
    if (!shownPrompts) return;
    const problems = localProblems(shownPrompts, configEdit);
    if (problems.length > 0) setNotice({ tone: 'error', text: problems.join(' ') });
    else saveAll.mutate();
  };
  const edit = (key: PromptKey, text: string) => setPromptEdits((edits) => ({ ...edits, [key]: text }));
  const toggle = (key: PromptKey) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const allOpen = expanded.size === PROMPT_KEYS.length;
  const denied = errorCode(prompts.error) === 'forbidden';
  const busy = saveAll.isPending || resetAll.isPending;
  const ready = shownPrompts !== undefined && shownConfig !== undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold text-indigo-700">Admin</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Bot Admin</h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">
            The strategy bot’s prompts, one per kind of question, and how it answers.
          </p>
        </div>
        {!denied && (
          <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row">
            <button
              type="button"
              onClick={() => setConfirming({ kind: 'all' })}
              disabled={!ready || busy}
              className={callToActionClass('small', 'secondary', 'h-10 disabled:opacity-60')}
            >
              <RotateCcw className="size-4" aria-hidden />
              Reset to Defaults
            </button>
            <button
              type="button"
              onClick={save}
              disabled={!ready || busy}
              className={callToActionClass('small', 'primary', 'h-10 disabled:opacity-60')}
            >
              <Save className="size-4" aria-hidden />
              {saveAll.isPending ? 'Saving…' : 'Save All Changes'}
            </button>
          </div>
        )}
      </header>

      {notice && <NoticeBanner notice={notice} />}
      {!notice && unsaved && <p className="-mt-2 text-sm text-amber-800">You have unsaved changes.</p>}

      {denied ? (
        <StatePanel tone="error" icon={ShieldAlert} title={ADMIN_REQUIRED_MESSAGE} titleAs="p" />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="chat-prompts-title" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="chat-prompts-title" className="text-lg font-semibold text-slate-900">
                Chat prompts
              </h2>
              {shownPrompts && (
                <button
                  type="button"
                  onClick={() => setExpanded(allOpen ? new Set() : new Set(PROMPT_KEYS))}
                  className="h-9 rounded-lg px-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {allOpen ? 'Collapse all' : 'Expand all'}
                </button>
              )}
            </div>
            {prompts.isError && !shownPrompts ? (
              <StatePanel
                tone="error"
                icon={TriangleAlert}
                title={PROMPTS_LOAD_FAILED}
                titleAs="p"
                action={<TryAgainButton onClick={() => void prompts.refetch()} />}
              />
            ) : !shownPrompts || !prompts.data ? (
              <PromptsSkeleton />
            ) : (
              PROMPT_KEYS.map((key) => (
                <PromptEditor
                  key={key}
                  promptKey={key}
                  value={shownPrompts[key]}
                  saved={prompts.data.prompts[key]}
                  defaultValue={prompts.data.defaults[key]}
                  expanded={expanded.has(key)}
                  onToggle={() => toggle(key)}
                  onChange={(text) => edit(key, text)}
                  onReset={() => setConfirming({ kind: 'one', key })}
                />
              ))
            )}
          </section>

          <div className="flex flex-col gap-6 lg:sticky lg:top-24">
            {config.isError && !shownConfig ? (
              <StatePanel
                tone="error"
                icon={TriangleAlert}
                title={CONFIG_LOAD_FAILED}
                titleAs="p"
                action={<TryAgainButton onClick={() => void config.refetch()} />}
              />
            ) : shownConfig && config.data ? (
              <BotConfigPanel config={shownConfig} models={config.data.models} onChange={setConfigEdit} />
            ) : (
              <PanelSkeleton label="Loading bot configuration…" />
            )}
            <EmbeddingsPanel />
            <TryItPanel renderAnswer={renderAnswer} />
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirming?.kind === 'all'}
        title="Reset all prompts?"
        message={RESET_ALL_QUESTION}
        confirmLabel="Reset all prompts"
        busyLabel="Resetting…"
        busy={resetAll.isPending}
        onConfirm={() => resetAll.mutate()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'one'}
        title={confirming?.kind === 'one' ? `Reset ${PROMPT_LABELS[confirming.key].title}?` : 'Reset prompt?'}
        message={RESET_ONE_QUESTION}
        confirmLabel="Reset prompt"
        busyLabel="Resetting…"
        busy={false}
        onConfirm={() => {
          if (confirming?.kind === 'one' && prompts.data)
            edit(confirming.key, prompts.data.defaults[confirming.key]);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function NoticeBanner({ notice }: { notice: Notice }) {
  const error = notice.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium ring-1 ${error ? 'bg-rose-50 text-rose-800 ring-rose-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'}`}
    >
      {error ? (
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      {notice.text}
    </div>
  );
}

function PromptsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      {PROMPT_KEYS.map((key) => (
        <div
          key={key}
          className="animate-pulse rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-3/4 rounded bg-slate-100" />
        </div>
      ))}
      <span className="sr-only">Loading chat prompts…</span>
    </div>
  );
}

function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="animate-pulse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="h-4 w-36 rounded bg-slate-200" />
      <div className="mt-5 h-10 w-full rounded bg-slate-100" />
      <div className="mt-5 h-3 w-full rounded bg-slate-100" />
      <div className="mt-5 h-10 w-full rounded bg-slate-100" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
