import errors from '@common/i18n/messages/errors/de';
import ui from '@common/i18n/messages/ui/de';
import type { Catalogue } from '../../lib/i18n';

/** The interface in this language: its own chunk, loaded only by its readers (decision 0033). */
export default { ui, errors } satisfies Catalogue;
