import { useId } from 'react';
import {
  type BotConfig,
  type BotModelOption,
  MAX_RESPONSE_LENGTH_MAX,
  MAX_RESPONSE_LENGTH_MIN,
} from '../../../../shared/contracts/bot';
import { formatNumber } from '../../../../shared/domain/number-format';

/** docs/product/sign-in.md#sign-in-in-two-steps: the temperature slider runs 0 to 1 in steps of 0.1. */
const TEMPERATURE_STEP = 0.1;

/** The max response length the admin typed, or null when it is not a whole number in range. */
export function validMaxLength(value: number): boolean {
  return Number.isInteger(value) && value >= MAX_RESPONSE_LENGTH_MIN && value <= MAX_RESPONSE_LENGTH_MAX;
}

const FIELD_LABEL = 'block text-sm font-medium text-slate-900';
const FIELD_HINT = 'mt-1 text-xs text-slate-500';

/**
 * Bot configuration (docs/product/bot-admin-and-embeddings.md#bot-configuration): the model (unconfigured ones listed, disabled and
 * marked), temperature, max response length and debug mode. Saved with Save All Changes.
 */
export function BotConfigPanel({
  config,
  models,
  onChange,
}: {
  config: BotConfig;
  models: BotModelOption[];
  onChange: (config: BotConfig) => void;
}) {
  const id = useId();
  const set = <K extends keyof BotConfig>(key: K, value: BotConfig[K]) =>
    onChange({ ...config, [key]: value });
  const lengthValid = validMaxLength(config.maxResponseLength);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Bot configuration
      </h2>
      <div className="mt-4 flex flex-col gap-5">
        <div>
          <label htmlFor={`${id}-model`} className={FIELD_LABEL}>
            Model
          </label>
          <select
            id={`${id}-model`}
            value={config.defaultModel}
            onChange={(event) => set('defaultModel', event.target.value as BotConfig['defaultModel'])}
            aria-describedby={`${id}-model-hint`}
            className="mt-1.5 block h-10 w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600"
          >
            {models.map((model) => (
              <option key={model.id} value={model.id} disabled={!model.available}>
                {model.available ? model.label : `${model.label} (unavailable: no key configured)`}
              </option>
            ))}
          </select>
          <p id={`${id}-model-hint`} className={FIELD_HINT}>
            The offline strategist needs no key. Claude models need ANTHROPIC_API_KEY; the OpenAI-compatible
            model needs OPENAI_BASE_URL.
          </p>
        </div>

        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor={`${id}-temperature`} className={FIELD_LABEL}>
              Temperature
            </label>
            <output
              htmlFor={`${id}-temperature`}
              className="text-sm font-semibold text-indigo-700 tabular-nums"
            >
              {config.temperature.toFixed(1)}
            </output>
          </div>
          <input
            id={`${id}-temperature`}
            type="range"
            min={0}
            max={1}
            step={TEMPERATURE_STEP}
            value={config.temperature}
            // A range's value is text; tenths keep 0.30000000000000004 out of the stored config.
            onChange={(event) => set('temperature', Math.round(Number(event.target.value) * 10) / 10)}
            className="mt-2 block h-2 w-full cursor-pointer accent-indigo-600"
          />
          <div className="mt-1 flex justify-between text-xs text-slate-500">
            <span>0 · focused</span>
            <span>1 · creative</span>
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-length`} className={FIELD_LABEL}>
            Max response length
          </label>
          <input
            id={`${id}-length`}
            type="number"
            inputMode="numeric"
            min={MAX_RESPONSE_LENGTH_MIN}
            max={MAX_RESPONSE_LENGTH_MAX}
            step={1}
            value={Number.isNaN(config.maxResponseLength) ? '' : config.maxResponseLength}
            onChange={(event) => set('maxResponseLength', event.target.valueAsNumber)}
            aria-invalid={!lengthValid || undefined}
            aria-describedby={`${id}-length-hint`}
            className="mt-1.5 block h-10 w-full rounded-lg border-0 px-3 text-sm text-slate-900 tabular-nums ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 aria-invalid:ring-2 aria-invalid:ring-rose-500"
          />
          <p
            id={`${id}-length-hint`}
            className={lengthValid ? FIELD_HINT : 'mt-1 text-xs font-medium text-rose-700'}
          >
            Characters per answer, a whole number from {MAX_RESPONSE_LENGTH_MIN} to{' '}
            {formatNumber(MAX_RESPONSE_LENGTH_MAX)}.
          </p>
        </div>

        <div className="flex items-start justify-between gap-4">
          <div>
            <span id={`${id}-debug`} className={FIELD_LABEL}>
              Debug mode
            </span>
            <p id={`${id}-debug-hint`} className={FIELD_HINT}>
              Adds the intent, the videos retrieved and timings to answers, for admins only.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={config.debugMode}
            aria-labelledby={`${id}-debug`}
            aria-describedby={`${id}-debug-hint`}
            onClick={() => set('debugMode', !config.debugMode)}
            className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${config.debugMode ? 'bg-indigo-600' : 'bg-slate-300'}`}
          >
            <span
              aria-hidden
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${config.debugMode ? 'translate-x-5.5' : 'translate-x-0.5'}`}
            />
          </button>
        </div>
      </div>
    </section>
  );
}
