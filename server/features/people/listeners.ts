import type { AppDependencies } from '../../core/dependencies';
import { forgetDirectoryStats } from './directory';

/** The directory's cached numbers follow every change of who it lists (decision 0020). */
export function directoryListeners(deps: AppDependencies): void {
  deps.events.on('directory-changed', () => forgetDirectoryStats(deps));
}
