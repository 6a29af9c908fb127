import { describe, expect, it } from 'vitest';
import { deleteConfirmText } from './swipefile-messages';

describe('deleteConfirmText', () => {
  it('counts the videos it removes in words that fit the number', () => {
    expect(deleteConfirmText('Hooks', 0)).toBe(
      'Are you sure you want to delete "Hooks"? This action cannot be undone.',
    );
    expect(deleteConfirmText('Hooks', 1)).toBe(
      'Are you sure you want to delete "Hooks"? This action cannot be undone and will remove the 1 saved video in it.',
    );
    expect(deleteConfirmText('Hooks', 1234)).toBe(
      'Are you sure you want to delete "Hooks"? This action cannot be undone and will remove all 1,234 saved videos.',
    );
  });
});
