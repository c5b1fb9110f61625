import pino from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/**
 * LOG_FORMAT when it is set; otherwise lines for a person when the output is a terminal, and one
 * JSON object a line for whatever collects the logs (a container runtime, journald, a file).
 */
export function chooseLogFormat(setting: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return setting ?? (isTerminal ? 'pretty' : 'json');
}

/**
 * The process's logger. Pretty lines are formatted in this process, synchronously (pino-pretty as
 * a stream, not a transport thread), so a line logged just before `process.exit` is not lost;
 * colours follow the terminal (NO_COLOR and FORCE_COLOR are honoured).
 */
export function createLogger(options: { level: string; format: LogFormat; destination?: NodeJS.WritableStream; colorize?: boolean }): pino.Logger {
  if (options.format === 'json') return options.destination ? pino({ level: options.level }, options.destination) : pino({ level: options.level });
  const stream = pretty({
    destination: options.destination ?? 1,
    sync: true,
    colorize: options.colorize ?? pretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return pino({ level: options.level }, stream);
}
