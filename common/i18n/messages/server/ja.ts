import type { ServerMessageId } from './en';

export default {
  'feed.title': '{site}：新着プロジェクト',
  'feed.description': '{site}で開発者が公開した最新のプロジェクトです。',
  'head.defaultDescription': 'Shipyard — 開発者が作ったものを披露する場所',
  'answer.suspended': 'あなたのアカウントは一時停止されています。{until}まではこの操作はできません。',
} satisfies Record<ServerMessageId, string>;
