import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting is read here once, at start-up; a bad value stops the process with a message
 * naming each offending variable rather than failing later in some request.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Shipyard <no-reply@localhost>'),
  ADMIN_EMAILS: z.string().default(''),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TRUST_PROXY: booleanFlag.default(false),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  sessionSecret: string;
  trustProxy: boolean;
  redisUrl: string | undefined;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
  uploadMaxBytes: number;
  logLevel: string;
  /** Rate limits can be relaxed by tests that are not about them. */
  rateLimits: boolean;
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
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminEmails: values.ADMIN_EMAILS.split(',')
      .map((address) => address.trim().toLowerCase())
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
    logLevel: values.LOG_LEVEL,
    rateLimits: true,
  };
}

/** A generated secret survives restarts so that signed values stay valid. */
function storedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
