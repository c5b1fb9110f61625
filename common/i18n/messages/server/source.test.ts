import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../site-constants';
import { MAIL_MESSAGES } from '../mail/index';
import { SERVER_MESSAGES } from './index';

describe('the server catalogue', () => {
  it('keeps the shipped description word for word in English', () => {
    expect(SERVER_MESSAGES.en['head.defaultDescription']).toBe(DEFAULT_SITE.description);
  });

  it('shares no id with the e-mails (the server formats both with one translator)', () => {
    expect(Object.keys(SERVER_MESSAGES.en).filter((id) => id in MAIL_MESSAGES.en)).toEqual([]);
  });
});
