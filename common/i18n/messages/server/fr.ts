import type { ServerMessageId } from './en';

export default {
  'feed.title': '{site} : nouveaux projets',
  'feed.description': 'Les derniers projets publiés par les développeurs sur {site}.',
  'head.defaultDescription': 'Shipyard — là où les développeurs montrent ce qu\'ils livrent.',
} satisfies Record<ServerMessageId, string>;
