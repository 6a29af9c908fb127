import { describe, expect, it } from 'vitest';
import { BOT_INTENTS, promptKeyOf } from '../../../shared/contracts/bot';
import { DEFAULT_PROMPTS, promptSections } from '../default-prompts';
import type { Section } from './answer-context';
import { fitLines } from './compose';
import { planSections, sectionKindOf } from './section-plan';

describe('planSections', () => {
  it('has a writer of its own for every heading of the default prompts', () => {
    for (const intent of BOT_INTENTS) {
      const prompt = DEFAULT_PROMPTS[promptKeyOf(intent)];
      const plan = planSections(prompt);
      expect(plan.map((s) => s.title)).toEqual(promptSections(prompt));
    }
    expect(sectionKindOf('Hooks from the library')).toBe('hooksQuoted');
    expect(sectionKindOf('Hooks for you')).toBe('hooksAdapted');
    expect(sectionKindOf('Next steps')).toBe('nextSteps');
    expect(sectionKindOf('Step by step')).toBe('steps');
    expect(sectionKindOf('Key numbers')).toBe('numbers');
    expect(sectionKindOf('What they have in common')).toBe('commonGround');
    expect(sectionKindOf('Refine the search')).toBe('refine');
  });

  it("follows an admin's renamed, reordered and unknown headings", () => {
    const plan = planSections(
      'Be brief.\n## Your new openers\n## Openers to steal\n## Whatever else comes to mind',
    );
    expect(plan).toEqual([
      { title: 'Your new openers', kind: 'hooksAdapted' },
      { title: 'Openers to steal', kind: 'hooksQuoted' },
      // Unknown: the relevant examples, under the admin's own title.
      { title: 'Whatever else comes to mind', kind: 'examples' },
    ]);
  });
});

describe('fitLines', () => {
  const sections: Section[] = [
    { title: 'One', lines: ['- a1 long enough line', '- a2 long enough line', '- a3 long enough line'] },
    { title: 'Two', lines: ['- b1 long enough line', '- b2 long enough line'] },
  ];

  it('keeps everything when it fits', () => {
    const text = fitLines('Intro:', sections, 2000).join('\n');
    expect(text).toBe(
      'Intro:\n\n**One**\n- a1 long enough line\n- a2 long enough line\n- a3 long enough line\n\n**Two**\n- b1 long enough line\n- b2 long enough line',
    );
  });

  it('trims every section’s tail before dropping a section, and never passes the limit', () => {
    for (let max = 100; max <= 140; max += 5) {
      const text = fitLines('Intro:', sections, max).join('\n');
      expect(text.length).toBeLessThanOrEqual(max);
      expect(text).toContain('**Two**');
      expect(text).toContain('- b1');
      // Lines are whole: nothing is cut mid-line.
      for (const line of text.split('\n'))
        expect(['', 'Intro:', '**One**', '**Two**']).toContain(line.startsWith('-') ? '' : line);
    }
    expect(fitLines('Intro:', sections, 100).join('\n')).not.toContain('a3');
  });
});
