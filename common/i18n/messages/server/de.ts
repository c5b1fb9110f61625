import type { ServerMessageId } from './en';

export default {
  'feed.title': '{site}: neue Projekte',
  'feed.description': 'Die neuesten Projekte, die Entwickler auf {site} veröffentlicht haben.',
  'head.defaultDescription': 'Shipyard – hier zeigen Entwickler, was sie liefern.',
  'answer.suspended': 'Dein Konto ist vorübergehend gesperrt. Das kannst du erst ab dem {until} wieder tun.',
} satisfies Record<ServerMessageId, string>;
