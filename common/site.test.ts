import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from './site';
import { DEFAULT_SITE } from './site-constants';
import { accentContrastProblem, contrastRatio } from './site-contrast';

const valid = { name: 'Harbour', tagline: 'Ship it', description: 'A place', accentColor: '#2563eb', contactEmail: '' };

describe('the accent colour (decision 0022)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('accepts the default and colours that work in both themes', () => {
    for (const accent of [DEFAULT_SITE.accentColor, '#2563eb', '#dc2626', '#7c3aed']) expect(accentContrastProblem(accent), accent).toBeNull();
  });

  it('refuses a colour white text cannot be read on, naming the ratio', () => {
    expect(accentContrastProblem('#fde047')).toMatch(/^White button text on #fde047 has a contrast of 1\.\d:1 in both themes; it needs at least 4\.5:1/);
    expect(accentContrastProblem('#16a34a')).toMatch(/contrast of 3\.\d:1/);
  });

  it("refuses a colour too dark for the dark theme's background", () => {
    expect(accentContrastProblem('#1e1b4b')).toMatch(/dark theme's background has a contrast of 1\.\d:1; it needs at least 3:1/);
  });

  it('is checked by the schema, with its message', () => {
    const result = siteSettingsSchema.safeParse({ ...valid, accentColor: '#1e1b4b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['accentColor']);
    expect(siteSettingsSchema.safeParse({ ...valid, accentColor: '#2563EB ' }).data?.accentColor).toBe('#2563eb');
    expect(siteSettingsSchema.safeParse({ ...valid, accentColor: 'blue' }).error?.issues[0]?.message).toBe('The accent colour must be a hex colour such as #4f46e5.');
  });
});
