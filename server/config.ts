import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { Cron } from 'croner';
import path from 'node:path';
import { z } from 'zod';
import { normaliseEmailAddress } from '../common/email-address';
import { type SignInProviderConfig, signInProvidersFrom } from './config-sign-in-providers';
import { dataDirProblem } from './platform/data-dir-check';

export type { SignInProviderConfig };

/**
 * Every setting is read here once, at start-up; a bad value stops the process with a message
 * naming each offending variable rather than failing later in some request.
 */

/**
 * Which peers may tell us the client's address through X-Forwarded-For: false (none, the default),
 * a hop count (how many proxies stand in front) or the proxies' addresses and CIDR ranges. `true`
 * is refused: it would believe the leftmost entry, which the client writes itself, so anyone could
 * pick a fresh address per request and escape every per-address rate limit. A hop count trusts
 * whoever connects, so it is right only when the app cannot be reached but through its proxies;
 * addresses check the peer and are safe either way (docs/operations.md).
 */
export type TrustProxy = false | number | string[];

/** The names @fastify/proxy-addr knows for common ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  if (version === 4 && isIP(range) === 4) return true; // a netmask, e.g. 10.0.0.0/255.0.0.0
  const bits = Number(range);
  return /^\d+$/.test(range) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

const trustProxySetting = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (['false', 'no', '0'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) {
    context.addIssue({
      code: 'custom',
      message:
        "'true' would trust any X-Forwarded-For a client sends, letting it escape every rate limit; " +
        'set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
    context.addIssue({ code: 'custom', message: `${hops} proxies in front is more than 10; set the real number of hops` });
    return z.NEVER;
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    const shown = (bad.length > 0 ? bad : [raw]).map((entry) => `'${entry}'`).join(', ');
    context.addIssue({
      code: 'custom',
      message:
        `${shown}: not a number of proxies, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal. ` +
        'Use false, the number of proxies in front (e.g. 1) or a comma-separated list of their addresses',
    });
    return z.NEVER;
  }
  return entries;
});

const environmentSchema = z.object({
  // Production unless said otherwise: `npm run dev` and the tests set their own (server/environment.ts).
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15000),
  EMBEDDED_DATABASE_THREAD: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  DATABASE_START_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  DATA_DIR_MIN_FREE_MB: z.coerce.number().int().min(0).default(64),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters (it is a bearer token)' }).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Shipyard <no-reply@localhost>'),
  ADMIN_EMAILS: z.string().default(''),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  PUBLIC_ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  RESPONSE_CHECKS: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  BACKUP_SCHEDULE: z
    .string()
    .refine(isCronExpression, {
      error: "must be a cron expression such as '0 3 * * *' (every day at 03:00, the server's time zone)",
    })
    .optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

/** croner reads the pattern the scheduler will use; a paused job is never run. */
function isCronExpression(value: string): boolean {
  try {
    new Cron(value, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: longest wait for a connection, and longest a statement may run (0: no limit). */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /** The embedded database runs in a worker thread (decision 0029); off keeps it on the event loop. */
  embeddedDatabaseThread: boolean;
  /** PostgreSQL only: how long a start waits for the server to answer, retrying, before giving up. */
  databaseStartTimeoutMs: number;
  /** Free space DATA_DIR must have at start (a full disk is said in one line, not a PGlite abort). */
  dataDirMinFreeBytes: number;
  /**
   * `GET /metrics` (Prometheus, decision 0028): off unless a token or a port is set. With a token it
   * is served on the main port to bearers of it; with a port, on a listener of its own at `host`.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** Longest a graceful stop may take before the process exits anyway (under Docker's 10 s). */
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long requests are still served with /readyz at 503 (server/shutdown.ts). */
  shutdownDrainMs: number;
  /** How long a visitor's feed answer is shared by every visitor (0: made for each, platform/shared-answers.ts). */
  publicAnswerCacheMs: number;
  /**
   * Every API answer also checked against its zod schema and the compiled serializer's text
   * (platform/response-serializer.ts): on unless NODE_ENV=production, or as RESPONSE_CHECKS says.
   */
  responseChecks: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  sessionSecret: string;
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
  uploadMaxBytes: number;
  /** Video posters and checks (decision 0031): binaries other than the npm packages' own. */
  media: { ffmpegPath: string | undefined; ffprobePath: string | undefined };
  logLevel: string;
  /** `pretty` or `json` as LOG_FORMAT says; unset, pretty at a terminal and JSON elsewhere (platform/logger.ts). */
  logFormat: 'pretty' | 'json' | undefined;
  /** Backups (decision 0027): the cron schedule (off when unset), the folder, how many to keep. */
  backups: { schedule: string | undefined; dir: string; keep: number };
  /** Rate limits can be relaxed by tests that are not about them. */
  rateLimits: boolean;
  /** "Continue with …" buttons, in the order shown (decision 0026). */
  signInProviders: SignInProviderConfig[];
}

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set": docker-compose and .env files often leave them blank.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  // Checked on the raw values so that it is reported together with any other bad variable.
  const s3Given = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'].filter((key) => present[key]).length;
  if (s3Given > 0 && s3Given < 4) {
    lines.push('  S3_*: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY, or none');
  }
  // The drain is part of the stop: it must leave time to close within the deadline.
  if (parsed.success && parsed.data.SHUTDOWN_DRAIN_MS > 0 && parsed.data.SHUTDOWN_DRAIN_MS >= parsed.data.SHUTDOWN_TIMEOUT_MS) {
    lines.push(
      `  SHUTDOWN_DRAIN_MS: ${parsed.data.SHUTDOWN_DRAIN_MS} must be less than SHUTDOWN_TIMEOUT_MS (${parsed.data.SHUTDOWN_TIMEOUT_MS}), which the drain is part of`,
    );
  }
  const signInProviders = signInProvidersFrom(present, lines);
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const port = values.PORT;
  return {
    env: values.NODE_ENV,
    port,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseConnectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    embeddedDatabaseThread: values.EMBEDDED_DATABASE_THREAD === 'on',
    databaseStartTimeoutMs: values.DATABASE_START_TIMEOUT_MS,
    dataDirMinFreeBytes: values.DATA_DIR_MIN_FREE_MB * 1024 * 1024,
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT, host: values.METRICS_HOST },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    publicAnswerCacheMs: values.PUBLIC_ANSWER_CACHE_MS,
    responseChecks: (values.RESPONSE_CHECKS ?? (values.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    // Read as every address is (common/email-address.ts), so they match the accounts' addresses.
    adminEmails: values.ADMIN_EMAILS.split(',')
      .map((address) => normaliseEmailAddress(address) ?? address.trim().toLowerCase())
      .filter(Boolean),
    sessionSecret: values.SESSION_SECRET ?? storedSessionSecret(dataDir),
    trustProxy: values.TRUST_PROXY,
    redisUrl: values.REDIS_URL,
    s3:
      s3Given === 4
        ? {
            endpoint: values.S3_ENDPOINT as string,
            bucket: values.S3_BUCKET as string,
            accessKey: values.S3_ACCESS_KEY as string,
            secretKey: values.S3_SECRET_KEY as string,
            region: values.S3_REGION,
          }
        : undefined,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    media: { ffmpegPath: values.FFMPEG_PATH, ffprobePath: values.FFPROBE_PATH },
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    backups: {
      schedule: values.BACKUP_SCHEDULE,
      dir: path.resolve(values.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keep: values.BACKUP_KEEP,
    },
    rateLimits: true,
    signInProviders,
  };
}

/** A generated secret survives restarts so that signed values stay valid. */
function storedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch (error) {
    // The first write into DATA_DIR: a read-only or full one is said in one line (issue 17).
    throw new ConfigError(`${dataDirProblem(dataDir, error)} (Or set SESSION_SECRET.)`);
  }
  return secret;
}
