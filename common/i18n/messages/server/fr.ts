import type { ServerMessageId } from './en';

export default {
  'feed.title': '{site} : nouveaux projets',
  'feed.description': 'Les derniers projets publiés par les développeurs sur {site}.',
  'head.defaultDescription': 'Shipyard — là où les développeurs montrent ce qu\'ils livrent.',
  'answer.suspended': 'Votre compte est suspendu. Vous ne pourrez pas faire cela avant le {until}.',
} satisfies Record<ServerMessageId, string>;
