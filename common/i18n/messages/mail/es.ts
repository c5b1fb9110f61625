import type { MailMessageId } from './en';

export default {
  'mail.greeting': 'Hola, {name}:',
  'mail.signature': '— {site}',
  'mail.pasteLink': 'O pega esta dirección en tu navegador: <link>{url}</link>',

  'mail.verify.subject': 'Verifica tu dirección de correo de {site}',
  'mail.verify.intro': 'Confirma tu dirección de correo electrónico.',
  'mail.verify.introText': 'Confirma tu dirección de correo electrónico abriendo este enlace:',
  'mail.verify.button': 'Verificar dirección de correo',
  'mail.verify.finePrint': 'El enlace es válido durante 24 horas y solo se puede usar una vez. Si no has creado una cuenta en {site}, ignora este correo.',

  'mail.reset.subject': 'Restablece tu contraseña de {site}',
  'mail.reset.intro': 'Alguien (esperamos que tú) ha pedido restablecer tu contraseña de {site}.',
  'mail.reset.introText': 'Alguien (esperamos que tú) ha pedido restablecer tu contraseña de {site}. Elige una nueva aquí:',
  'mail.reset.button': 'Elegir una contraseña nueva',
  'mail.reset.finePrint': 'El enlace es válido durante 1 hora y solo se puede usar una vez. Si no lo has pedido, ignora este correo.',
  'mail.reset.finePrintText': 'El enlace es válido durante 1 hora y solo se puede usar una vez. Si no lo has pedido, ignora este correo: tu contraseña no cambiará.',

  'mail.registered.subject': 'Ya tienes una cuenta en {site}',
  'mail.registered.intro': 'Alguien ha intentado crear una cuenta en {site} con esta dirección de correo, pero ya tienes una.',
  'mail.registered.signIn': 'Iniciar sesión: <link>{url}</link>',
  'mail.registered.forgot': '¿Has olvidado tu contraseña? <link>{url}</link>',
  'mail.registered.notYou': 'Si no has sido tú, puedes ignorar este correo.',

  'mail.digest.subject': '{count, plural, one {# notificación nueva} other {# notificaciones nuevas}} en {site}',
  'mail.digest.intro': 'Esto es lo que ha pasado en {site}:',
  'mail.digest.likesAndComments':
    '{likes, plural, one {# «me gusta» nuevo} other {# «me gusta» nuevos}} y {comments, plural, one {# comentario} other {# comentarios}} en tus proyectos',
  'mail.digest.likes': '{likes, plural, one {# «me gusta» nuevo} other {# «me gusta» nuevos}} en tus proyectos',
  'mail.digest.comments': '{comments, plural, one {# comentario nuevo} other {# comentarios nuevos}} en tus proyectos',
  'mail.digest.followers': '{count, plural, one {# seguidor nuevo} other {# seguidores nuevos}}',
  'mail.digest.messagesFromOne': '{count, plural, one {# mensaje nuevo} other {# mensajes nuevos}} de {sender}',
  'mail.digest.messagesFromMany':
    '{count, plural, one {# mensaje nuevo} other {# mensajes nuevos}} de {sender} y {others, plural, one {# persona más} other {# personas más}}',
  'mail.digest.someone': 'alguien',
  'mail.digest.Someone': 'Alguien',
  'mail.digest.liked': 'A {who} le ha gustado «{title}»',
  'mail.digest.likedYourProject': 'A {who} le ha gustado tu proyecto',
  'mail.digest.commented': '{who} ha comentado en «{title}»',
  'mail.digest.commentedYourProject': '{who} ha comentado en tu proyecto',
  'mail.digest.followed': '{who} ha empezado a seguirte',
  'mail.digest.messaged': '{who} te ha enviado {count, plural, one {un mensaje} other {# mensajes}}',
  'mail.digest.notice': 'Un aviso sobre tu cuenta',
  'mail.digest.more': '…y {count} más',
  'mail.digest.seeEverything': 'Ver todo: {url}',
  'mail.digest.button': 'Abrir {site}',
  'mail.digest.whyText': 'Recibes estos correos porque tienes activadas las notificaciones en tus ajustes ({url}).',
  'mail.digest.unsubscribeText': 'Darse de baja de todos los correos de notificaciones: {url}',
  'mail.digest.why':
    'Recibes estos correos porque tienes activadas las notificaciones en tus <settings>ajustes</settings>. <unsubscribe>Date de baja</unsubscribe> de todos los correos de notificaciones.',
} satisfies Record<MailMessageId, string>;
