import type { MailMessageId } from './en';

export default {
  'mail.greeting': 'Bonjour {name},',
  'mail.signature': '— {site}',
  'mail.pasteLink': 'Ou collez cette adresse dans votre navigateur : <link>{url}</link>',

  'mail.verify.subject': 'Vérifiez votre adresse e-mail sur {site}',
  'mail.verify.intro': 'Veuillez confirmer votre adresse e-mail.',
  'mail.verify.introText': 'Veuillez confirmer votre adresse e-mail en ouvrant ce lien :',
  'mail.verify.button': "Vérifier l'adresse e-mail",
  'mail.verify.finePrint': "Le lien est valable 24 heures et ne peut servir qu'une fois. Si vous n'avez pas créé de compte sur {site}, ignorez cet e-mail.",

  'mail.reset.subject': 'Réinitialisez votre mot de passe {site}',
  'mail.reset.intro': "Quelqu'un (vous, espérons-le) a demandé à réinitialiser votre mot de passe {site}.",
  'mail.reset.introText': "Quelqu'un (vous, espérons-le) a demandé à réinitialiser votre mot de passe {site}. Choisissez-en un nouveau ici :",
  'mail.reset.button': 'Choisir un nouveau mot de passe',
  'mail.reset.finePrint': "Le lien est valable 1 heure et ne peut servir qu'une fois. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  'mail.reset.finePrintText':
    "Le lien est valable 1 heure et ne peut servir qu'une fois. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.",

  'mail.registered.subject': 'Vous avez déjà un compte sur {site}',
  'mail.registered.intro': "Quelqu'un a essayé de créer un compte sur {site} avec cette adresse e-mail, mais vous en avez déjà un.",
  'mail.registered.signIn': 'Se connecter : <link>{url}</link>',
  'mail.registered.forgot': 'Mot de passe oublié ? <link>{url}</link>',
  'mail.registered.notYou': "Si ce n'était pas vous, vous pouvez ignorer cet e-mail.",

  'mail.digest.subject': '{count, plural, one {# nouvelle notification} other {# nouvelles notifications}} sur {site}',
  'mail.digest.intro': "Voici ce qui s'est passé sur {site} :",
  'mail.digest.likesAndComments':
    "{likes, plural, one {# nouveau j'aime} other {# nouveaux j'aime}} et {comments, plural, one {# commentaire} other {# commentaires}} sur vos projets",
  'mail.digest.likes': "{likes, plural, one {# nouveau j'aime} other {# nouveaux j'aime}} sur vos projets",
  'mail.digest.comments': '{comments, plural, one {# nouveau commentaire} other {# nouveaux commentaires}} sur vos projets',
  'mail.digest.followers': '{count, plural, one {# nouvel abonné} other {# nouveaux abonnés}}',
  'mail.digest.messagesFromOne': '{count, plural, one {# nouveau message} other {# nouveaux messages}} de {sender}',
  'mail.digest.messagesFromMany':
    '{count, plural, one {# nouveau message} other {# nouveaux messages}} de {sender} et {others, plural, one {# autre personne} other {# autres personnes}}',
  'mail.digest.someone': "quelqu'un",
  'mail.digest.Someone': "Quelqu'un",
  'mail.digest.liked': '{who} aime « {title} »',
  'mail.digest.likedYourProject': '{who} aime votre projet',
  'mail.digest.commented': '{who} a commenté « {title} »',
  'mail.digest.commentedYourProject': '{who} a commenté votre projet',
  'mail.digest.followed': '{who} vous suit désormais',
  'mail.digest.messaged': '{who} vous a envoyé {count, plural, one {un message} other {# messages}}',
  'mail.digest.notice': 'Un avis concernant votre compte',
  'mail.digest.more': '… et {count} de plus',
  'mail.digest.seeEverything': 'Tout voir : {url}',
  'mail.digest.button': 'Ouvrir {site}',
  'mail.digest.whyText': 'Vous recevez ces e-mails parce que les notifications sont activées dans vos paramètres ({url}).',
  'mail.digest.unsubscribeText': 'Se désabonner de tous les e-mails de notification : {url}',
  'mail.digest.why':
    'Vous recevez ces e-mails parce que les notifications sont activées dans vos <settings>paramètres</settings>. <unsubscribe>Se désabonner</unsubscribe> de tous les e-mails de notification.',
} satisfies Record<MailMessageId, string>;
