import { describe, expect, it } from 'vitest';
import { EMPTY_PROJECT_FORM, validateCreate, validateEdit } from './project-form';

const filled = { ...EMPTY_PROJECT_FORM, title: '  Ship it  ', categories: ['full-stack'] };

describe('create validation (spec §5)', () => {
  it('checks title, categories and media in that order, with the exact messages', () => {
    expect(validateCreate({ ...EMPTY_PROJECT_FORM, title: '   ' }, 0)).toEqual({ ok: false, message: 'Project title is required' });
    expect(validateCreate({ ...filled, categories: [] }, 0)).toEqual({ ok: false, message: 'Please select at least one category' });
    expect(validateCreate({ ...filled, categories: ['ios', 'android', 'linux', 'macos'] }, 1)).toEqual({
      ok: false,
      message: 'Please select no more than 3 categories',
    });
    expect(validateCreate(filled, 0)).toEqual({
      ok: false,
      message: 'Please upload at least one image or video to showcase your project',
    });
  });

  it('trims texts, sends empty optional texts as null and cleans lists', () => {
    const result = validateCreate({ ...filled, technologies: [' React ', 'react', ''], githubUrl: '  ' }, 1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.title).toBe('Ship it');
    expect(result.value.technologies).toEqual(['React']);
    expect(result.value.githubUrl).toBeNull();
    expect(result.value.published).toBe(true);
  });

  it('reports a malformed link with the schema message', () => {
    const result = validateCreate({ ...filled, liveUrl: 'not a url' }, 1);
    expect(result).toEqual({ ok: false, message: 'Live demo link must be a web address starting with http:// or https://' });
  });
});

describe('edit validation (spec §5)', () => {
  it('needs a title and a category', () => {
    expect(validateEdit({ ...filled, title: '' })).toEqual({ ok: false, message: 'Project title is required' });
    expect(validateEdit({ ...filled, categories: [] })).toEqual({ ok: false, message: 'Please select a category' });
    expect(validateEdit(filled).ok).toBe(true);
  });
});
