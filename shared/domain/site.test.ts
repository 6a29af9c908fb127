import { describe, expect, it } from 'vitest';
import { adminPageTitle, pageTitle } from './site';

describe('page titles', () => {
  it('end in the site name, most specific part first', () => {
    expect(pageTitle('Feed')).toBe('Feed | Hookshelf');
    expect(pageTitle('Hooks that sell', 'Swipefiles')).toBe('Hooks that sell | Swipefiles | Hookshelf');
  });

  it('mark admin pages so their tabs stand apart', () => {
    expect(adminPageTitle('Users')).toBe('Users | Hookshelf Admin');
  });
});
