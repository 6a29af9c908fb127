import { describe, expect, it } from 'vitest';
import { collaboratorInitials, ownerInitials } from './initials';

describe('initials (docs/product/limits.md#display-rules)', () => {
  it("takes the first letters of the owner's name words, at most 2", () => {
    expect(ownerInitials('Priya Ann Mehta')).toBe('PA');
    expect(ownerInitials('  zoë  ')).toBe('Z');
    expect(ownerInitials('')).toBeNull();
    expect(ownerInitials(null)).toBeNull();
  });

  it("takes the first 2 letters of a collaborator's e-mail local part", () => {
    expect(collaboratorInitials('zoe.lee@example.com')).toBe('ZO');
    expect(collaboratorInitials('x@example.com')).toBe('X');
  });
});
