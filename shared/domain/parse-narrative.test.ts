import { describe, expect, it } from 'vitest';
import { parseNarrativeFramework } from './parse-narrative';

const complete = {
  frameworkType: 'Problem-Solution',
  simpleOutline: ['1. Hook', '2. Problem', '3. Fix'],
  repeatingMicroPattern: 'Tease then reveal',
  microPatternSteps: [
    { step: 1, name: 'Tease', description: 'Hint at the result' },
    { step: '2', name: 'Reveal', description: 'Show the result' },
  ],
  structuralBreakdown: {
    hook: 'Shows the final dish first',
    beats: [{ name: 'Setup', function: 'Lists the ingredients' }],
    payoff: 'Tastes the dish',
  },
};

describe('parseNarrativeFramework', () => {
  it('reads every part from an object', () => {
    expect(parseNarrativeFramework(complete)).toEqual({
      frameworkType: 'Problem-Solution',
      simpleOutline: ['Hook', 'Problem', 'Fix'],
      repeatingMicroPattern: 'Tease then reveal',
      microPatternSteps: [
        { step: 1, name: 'Tease', description: 'Hint at the result' },
        { step: 2, name: 'Reveal', description: 'Show the result' },
      ],
      structuralBreakdown: {
        hook: 'Shows the final dish first',
        beats: [{ name: 'Setup', function: 'Lists the ingredients' }],
        payoff: 'Tastes the dish',
      },
    });
  });

  it('reads the same from JSON text', () => {
    expect(parseNarrativeFramework(JSON.stringify(complete))).toEqual(parseNarrativeFramework(complete));
  });

  it('uses top-level hook, beats and payoff when there is no structural breakdown', () => {
    const framework = parseNarrativeFramework({
      hook: 'Bold claim',
      beats: [{ name: 'Proof', function: 'Shows data' }],
      payoff: 'Call to follow',
    });
    expect(framework?.structuralBreakdown).toEqual({
      hook: 'Bold claim',
      beats: [{ name: 'Proof', function: 'Shows data' }],
      payoff: 'Call to follow',
    });
  });

  it('fills only the parts the structural breakdown lacks from the top level', () => {
    const framework = parseNarrativeFramework({
      hook: 'Top hook',
      beats: [{ name: 'Top beat', function: 'x' }],
      payoff: 'Top payoff',
      structuralBreakdown: { hook: 'Inner hook', beats: [], payoff: '  ' },
    });
    expect(framework?.structuralBreakdown).toEqual({
      hook: 'Inner hook',
      beats: [{ name: 'Top beat', function: 'x' }],
      payoff: 'Top payoff',
    });
  });

  it('reads a structural breakdown given as JSON text', () => {
    const framework = parseNarrativeFramework({ structuralBreakdown: '{"hook":"Question","beats":"[]"}' });
    expect(framework?.structuralBreakdown).toEqual({ hook: 'Question', beats: [], payoff: null });
  });

  it('reads the outline from JSON text or newline text', () => {
    expect(parseNarrativeFramework({ simpleOutline: '["Hook","Fix"]' })?.simpleOutline).toEqual([
      'Hook',
      'Fix',
    ]);
    expect(parseNarrativeFramework({ simpleOutline: '- Hook\n- Fix' })?.simpleOutline).toEqual([
      'Hook',
      'Fix',
    ]);
  });

  it('keeps beats and steps with a missing name so the screen can label them "Beat {n}"', () => {
    const framework = parseNarrativeFramework({
      beats: [{ function: 'Builds tension' }, 'Shows proof', { name: null, function: null }],
      microPatternSteps: [{ description: 'Repeat the hook' }, 'Cut fast', { step: 3 }],
    });
    expect(framework?.structuralBreakdown.beats).toEqual([
      { name: null, function: 'Builds tension' },
      { name: null, function: 'Shows proof' },
    ]);
    expect(framework?.microPatternSteps).toEqual([
      { step: null, name: null, description: 'Repeat the hook' },
      { step: null, name: null, description: 'Cut fast' },
    ]);
  });

  it('leaves a step number null when it is not a number', () => {
    const framework = parseNarrativeFramework({ microPatternSteps: [{ step: 'first', name: 'Tease' }] });
    expect(framework?.microPatternSteps).toEqual([{ step: null, name: 'Tease', description: null }]);
  });

  it('gives null when nothing usable is present', () => {
    expect(parseNarrativeFramework({})).toBeNull();
    expect(parseNarrativeFramework({ frameworkType: ' ', simpleOutline: [], beats: [{}] })).toBeNull();
  });

  it('ignores unparseable JSON and values that are not objects', () => {
    expect(parseNarrativeFramework('{"frameworkType": "Loop"')).toBeNull();
    expect(parseNarrativeFramework('["Hook"]')).toBeNull();
    expect(parseNarrativeFramework('Loop')).toBeNull();
    expect(parseNarrativeFramework(null)).toBeNull();
    expect(parseNarrativeFramework(undefined)).toBeNull();
  });

  it('returns a framework when only the type is known', () => {
    expect(parseNarrativeFramework('{"frameworkType":"Loop"}')).toEqual({
      frameworkType: 'Loop',
      simpleOutline: [],
      repeatingMicroPattern: null,
      microPatternSteps: [],
      structuralBreakdown: { hook: null, beats: [], payoff: null },
    });
  });
});
