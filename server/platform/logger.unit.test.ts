import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, createLogger } from './logger';

function captured(format: 'pretty' | 'json'): { logger: ReturnType<typeof createLogger>; text: () => string } {
  const destination = new PassThrough();
  let text = '';
  destination.on('data', (chunk) => (text += chunk));
  return { logger: createLogger({ level: 'info', format, destination, colorize: false }), text: () => text };
}

describe('log lines', () => {
  it('are pretty at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('read as a time, a level and the message in pretty form, with fields on the same line', async () => {
    const { logger, text } = captured('pretty');
    logger.warn({ reqId: 'req-1' }, 'the disk is nearly full');
    logger.debug('not shown at info');
    await expect.poll(text).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: the disk is nearly full \{"reqId":"req-1"\}\n$/);
    expect(text()).not.toContain('"level"');
  });

  it('are one JSON object each otherwise', async () => {
    const { logger, text } = captured('json');
    logger.info('Shipyard is running');
    await expect.poll(text).toMatch(/\n$/);
    expect(JSON.parse(text())).toMatchObject({ level: 30, msg: 'Shipyard is running' });
  });
});
