import errors from '@common/i18n/messages/errors/en';
import ui from '@common/i18n/messages/ui/en';
import type { Catalogue } from '../../lib/i18n';

/** The interface in this language: its own chunk, loaded only by its readers (decision 0033). */
export default { ui, errors } satisfies Catalogue;
