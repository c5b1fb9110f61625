import type { AppDependencies } from '../../core/dependencies';
import { vocabularies } from './directory';

/**
 * What the people feature hears of (decision 0020): a new account's name joins the words the
 * search corrects misspellings against, so this app's copy of them is loaded again before the
 * next correction. Changes made elsewhere (another process, a bulk load) reach it within
 * VOCABULARY_MAX_AGE_MS.
 */
export function peopleListeners(deps: AppDependencies): void {
  deps.events.on('person-joined', () => deps.scope.get(vocabularies, deps).markStale());
}
