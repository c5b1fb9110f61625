import type { ServerMessageId } from './en';

export default {
  'feed.title': '{site}: proyectos nuevos',
  'feed.description': 'Los proyectos más recientes que los desarrolladores han publicado en {site}.',
  'head.defaultDescription': 'Shipyard: donde los desarrolladores muestran lo que publican.',
  'answer.suspended': 'Tu cuenta está suspendida. No puedes hacer esto hasta el {until}.',
} satisfies Record<ServerMessageId, string>;
