import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;');
  });

  it('leaves everything else as it is', () => {
    expect(escapeHtml('Ada Lovelace — “Rocket” · 100%')).toBe('Ada Lovelace — “Rocket” · 100%');
  });
});
