import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies, BaseDependencies } from './core/dependencies';
import type { SiteEvents } from './core/events';
import { accountListeners } from './features/accounts/sign-in-alert';
import { notificationListeners } from './features/notifications/listeners';
import { peopleListeners } from './features/people/listeners';
import { AppScope } from './platform/app-scope';
import { DomainEvents } from './platform/domain-events';
import { Translations } from './platform/i18n';
import { countedMailer } from './platform/metrics/plugin';

/**
 * The one place that knows which feature reacts to what another did (decision 0020). Every app,
 * CLI command and seeder gets its dependencies here, so a like made by the seeder notifies as one
 * made through the API does.
 */
const featureListeners = [notificationListeners, accountListeners, peopleListeners];

/**
 * A scope of its own (decision 0018), a bus with every feature's listeners, and the process's
 * mailer seen through this app's metrics (decision 0028: each app counts its own mail).
 */
export function appDependencies(base: BaseDependencies, logger: FastifyBaseLogger): AppDependencies {
  const deps: AppDependencies = { ...base, scope: new AppScope(logger), events: new DomainEvents<SiteEvents>(), translations: new Translations() };
  deps.mailer = countedMailer(base.mailer, deps);
  for (const listen of featureListeners) listen(deps);
  return deps;
}
