import { isRecord, parseJsonRecord, parseJsonValue, readText } from './json-value';
import { parseOutline } from './parse-list';

export interface MicroPatternStep {
  step: number | null;
  name: string | null;
  description: string | null;
}

export interface NarrativeBeat {
  name: string | null;
  function: string | null;
}

export interface StructuralBreakdown {
  hook: string | null;
  beats: NarrativeBeat[];
  payoff: string | null;
}

export interface NarrativeFramework {
  frameworkType: string | null;
  simpleOutline: string[];
  repeatingMicroPattern: string | null;
  microPatternSteps: MicroPatternStep[];
  structuralBreakdown: StructuralBreakdown;
}

/** Reads narrative_framework_data from an object or its JSON text; null when nothing usable (docs/product/video-data.md#field-shapes). */
export function parseNarrativeFramework(value: unknown): NarrativeFramework | null {
  // docs/product/video-data.md#field-shapes: object or JSON text; docs/product/errors.md#quiet-failures: unparseable JSON is ignored.
  const record = parseJsonRecord(value);
  if (!record) return null;
  const breakdown = parseJsonRecord(record.structuralBreakdown) ?? {};
  const breakdownBeats = parseBeats(breakdown.beats);
  const framework: NarrativeFramework = {
    frameworkType: readText(record.frameworkType),
    simpleOutline: parseOutline(record.simpleOutline),
    repeatingMicroPattern: readText(record.repeatingMicroPattern),
    microPatternSteps: parseSteps(record.microPatternSteps),
    // docs/product/video-data.md#field-shapes: hook, beats and payoff may also sit at the top level.
    structuralBreakdown: {
      hook: readText(breakdown.hook) ?? readText(record.hook),
      beats: breakdownBeats.length > 0 ? breakdownBeats : parseBeats(record.beats),
      payoff: readText(breakdown.payoff) ?? readText(record.payoff),
    },
  };
  return hasContent(framework) ? framework : null;
}

function parseSteps(value: unknown): MicroPatternStep[] {
  const steps: MicroPatternStep[] = [];
  for (const item of listOf(value)) {
    // A bare string is a step known only by its description.
    const step = isRecord(item)
      ? {
          step: readStepNumber(item.step),
          name: readText(item.name),
          description: readText(item.description),
        }
      : { step: null, name: null, description: readText(item) };
    if (step.name !== null || step.description !== null) steps.push(step);
  }
  return steps;
}

function parseBeats(value: unknown): NarrativeBeat[] {
  const beats: NarrativeBeat[] = [];
  for (const item of listOf(value)) {
    // A bare string is a beat known only by its function; the screen names it 'Beat {n}' (docs/product/routes.md).
    const beat = isRecord(item)
      ? { name: readText(item.name), function: readText(item.function) }
      : { name: null, function: readText(item) };
    if (beat.name !== null || beat.function !== null) beats.push(beat);
  }
  return beats;
}

function listOf(value: unknown): unknown[] {
  const parsed = parseJsonValue(value);
  return Array.isArray(parsed) ? parsed : [];
}

function readStepNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = readText(value);
  if (text === null || !/^\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function hasContent(framework: NarrativeFramework): boolean {
  const { structuralBreakdown: breakdown } = framework;
  return (
    framework.frameworkType !== null ||
    framework.simpleOutline.length > 0 ||
    framework.repeatingMicroPattern !== null ||
    framework.microPatternSteps.length > 0 ||
    breakdown.hook !== null ||
    breakdown.beats.length > 0 ||
    breakdown.payoff !== null
  );
}
