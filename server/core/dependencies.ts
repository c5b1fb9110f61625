import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { AppScope } from '../platform/app-scope';
import type { Translations } from '../platform/i18n';
import type { Mailer } from '../platform/mailer';
import type { SiteEventBus } from './events';

/** What the process hands an app: main.ts, the dev server and the tests make these. */
export interface BaseDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
}

/**
 * What every feature's code receives: the base, the services that live as long as this app
 * (decision 0018) and the bus on which features tell each other what happened (decision 0020).
 * Built by `server/app-dependencies.ts`, the one place that knows every feature's listeners.
 */
export interface AppDependencies extends BaseDependencies {
  scope: AppScope;
  events: SiteEventBus;
  /** E-mails and messages in each person's language (decision 0033). */
  translations: Translations;
}
