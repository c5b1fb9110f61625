import type { CoreMessageId } from './en';

export default {

import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {

  // App shell: header, navigation, menus, footer, account notices
  "shell.loading": "Cargando",
  "shell.skipToContent": "Ir al contenido principal",
  "shell.loadingAccount": "Cargando la cuenta",
  "nav.main": "Principal",
  "nav.discover": "Descubrir",
  "nav.developers": "Desarrolladores",
  "nav.showcase": "Escaparate",
  "nav.messages": "Mensajes",
  "nav.search": "Buscar",
  "nav.signIn": "Iniciar sesión",
  "nav.join": "Únete",
  "nav.openMenu": "Abrir el menú de navegación",
  "theme.toggle": "Cambiar el tema",
  "theme.switchToDark": "Cambiar al tema oscuro",
  "theme.switchToLight": "Cambiar al tema claro",
  "userMenu.label": "Menú de la cuenta",
  "userMenu.profile": "Perfil",
  "userMenu.addProject": "Añadir proyecto",
  "userMenu.messages": "Mensajes",
  "userMenu.settings": "Ajustes",
  "userMenu.invite": "Invitar a otras personas",
  "userMenu.admin": "Panel de administración",
  "userMenu.logOut": "Cerrar sesión",
  "userMenu.logOutFailed": "No se ha podido cerrar la sesión",
  "common.tryAgain": "Inténtalo de nuevo.",
  "footer.site": "Sitio",
  "footer.contact": "Contacto",
  "footer.language": "Idioma",
  "sitePage.about": "Acerca de",
  "sitePage.code-of-conduct": "Código de conducta",
  "sitePage.terms": "Condiciones del servicio",
  "sitePage.privacy": "Política de privacidad",
  "banner.bannedTitle": "Cuenta expulsada",
  "banner.banned": "Tu cuenta ha sido expulsada de forma permanente.",
  "banner.reason": "Motivo: {reason}",
  "banner.suspendedTitle": "Cuenta suspendida",
  "banner.suspended": "Tu cuenta está suspendida temporalmente hasta el {until}.",
  "banner.suspendedLimits": "Mientras tanto, tienes un acceso limitado a las funciones de la plataforma.",
  "banner.warnedTitle": "Advertencia en tu cuenta",
  "banner.warned": "Has recibido {count, plural, one {# advertencia} other {# advertencias}} por incumplir las normas de la comunidad.",
  "banner.warnedReview": "Revisa las normas de la comunidad para evitar más medidas.",

  // Landing page
  "landing.description": "{site} es donde los desarrolladores publican sus proyectos, descubren el trabajo de los demás y crean un portafolio que habla por sí solo.",
  "landing.tagline": "El escaparate de los desarrolladores que publican",
  "landing.title": "Enseña al mundo lo que creas",
  "landing.intro": "{site} es donde los desarrolladores publican sus proyectos, descubren el trabajo de los demás y crean un portafolio que habla por sí solo.",
  "landing.searchLabel": "Buscar proyectos y desarrolladores",
  "landing.searchPlaceholder": "Busca proyectos y personas…",
  "landing.search": "Buscar",
  "landing.startShowcase": "Crea tu escaparate",
  "landing.explore": "Explorar proyectos",
  "landing.setup": "Configuración del sitio",
  "landing.noAdmin": "Este sitio aún no tiene administrador. Ejecuta <code>{command}</code> en el servidor o, con la sesión iniciada, abre el enlace de configuración de un solo uso que aparece en el registro del servidor.",
  "landing.featuredProjects": "Proyectos destacados",
  "landing.trending": "Lo más popular ahora mismo en la comunidad.",
  "landing.handPicked": "Trabajos de la comunidad elegidos a mano.",
  "landing.filterFeatured": "Filtrar los proyectos destacados",
  "landing.featuredList": "Lista de proyectos destacados",
  "landing.noProjects": "Todavía no hay proyectos aquí",
  "landing.beFirst": "Sé el primero en compartir un proyecto en esta categoría.",
  "landing.featuredDevelopers": "Desarrolladores destacados",
  "landing.peopleBehind": "Las personas detrás de los proyectos.",
  "landing.allDevelopers": "Todos los desarrolladores",
  "landing.featuredDevelopersList": "Lista de desarrolladores destacados",
  "landing.growing": "Una comunidad que crece",
  "landing.ready": "¿Listo para compartir tu trabajo?",
  "landing.readyText": "Crea una cuenta gratuita, añade tu primer proyecto y comparte un único enlace con quien te pregunte qué has hecho.",
  "landing.meet": "Conoce a los desarrolladores",
  "landing.footer": "Pie de página",
  "landing.copyright": "© {year} {site}. Hecho para desarrolladores.",

  // Notifications
  "notif.title": "Notificaciones",
  "notif.unreadLabel": "{count, plural, =0 {Notificaciones} one {Notificaciones, # sin leer} other {Notificaciones, # sin leer}}",
  "notif.markAll": "Marcar todo como leído",
  "notif.loading": "Cargando…",
  "notif.empty": "Estás al día",
  "notif.emptyText": "Aquí aparecen los «me gusta», comentarios, nuevos seguidores y mensajes.",
  "notif.unread": "Sin leer",
  "notif.moderators": "Moderadores",
  "notif.liked": "A <b>{who}</b> le ha gustado <target>{title}</target>",
  "notif.likedYourProject": "A <b>{who}</b> le ha gustado <target>tu proyecto</target>",
  "notif.commented": "<b>{who}</b> ha comentado en <target>{title}</target>",
  "notif.commentedYourProject": "<b>{who}</b> ha comentado en <target>tu proyecto</target>",
  "notif.followed": "<b>{who}</b> ha empezado a seguirte",
  "notif.messaged": "<b>{who}</b> te ha enviado {count, plural, one {un mensaje} other {# mensajes}}",
  "notif.notice": "<b>{who}</b> te han enviado un aviso sobre tu cuenta",
  "notif.noticeWith": "<b>{who}</b>: {message}",

  // Not found
  "notFound.title": "Página no encontrada",
  "notFound.text": "La página que buscas no existe o se ha movido.",
  "notFound.home": "Ir al inicio",
  "notFound.search": "Buscar en {site}",

  // People: directory, follow, profile counts
  "people.title": "Desarrolladores",
  "people.searchTitle": "Desarrolladores: {query}",
  "people.description": "Conoce a los desarrolladores de {site}: busca por nombre, habilidad o lugar y descubre lo que crea cada uno.",
  "people.intro": "Encuentra personas a las que seguir, de las que aprender y con las que crear.",
  "people.search": "Buscar desarrolladores",
  "people.searchPlaceholder": "Busca por nombre, habilidad, cargo o ubicación…",
  "people.statDevelopers": "Desarrolladores activos",
  "people.statProjects": "Proyectos en total",
  "people.statSkills": "Habilidades distintas",
  "people.resultsFor": "Resultados para «{query}»",
  "people.all": "Todos los desarrolladores",
  "people.total": "{count, plural, one {# desarrollador} other {# desarrolladores}}",
  "people.loadFailed": "No se han podido cargar los desarrolladores. Inténtalo de nuevo.",
  "people.none": "No se han encontrado desarrolladores",
  "people.noneForQuery": "Prueba con otro nombre o habilidad, o elige una de las habilidades populares de arriba.",
  "people.noneYet": "Todavía no se ha unido nadie: ¡sé el primero!",
  "people.clear": "Borrar la búsqueda",
  "people.popularSkills": "Habilidades populares",
  "people.noSkills": "Todavía no hay habilidades.",
  "follow.follow": "Seguir",
  "follow.unfollow": "Dejar de seguir",
  "follow.following": "Siguiendo",
  "follow.followingText": "Ahora sigues a {name}",
  "follow.unfollowed": "Has dejado de seguir",
  "follow.unfollowedText": "Has dejado de seguir a {name}",
  "follow.failed": "Algo ha salido mal. Inténtalo de nuevo.",
  "follow.signIn": "Inicia sesión para seguir a otras personas",
  "counts.projects": "{count, plural, one {Proyecto} other {Proyectos}}",
  "counts.likes": "{count, plural, one {Me gusta} other {Me gusta}}",
  "counts.followers": "{count, plural, one {Seguidor} other {Seguidores}}",
  "counts.following": "{count, plural, other {Siguiendo}}",

  // People: skill chips
  "people.developersWord": "{count, plural, one {desarrollador} other {desarrolladores}}",

  // Admin panel: page and sections
  "admin.title": "Panel de administración",
  "admin.intro": "Revisa las denuncias y mantén la comunidad segura.",
  "admin.twoFactorNeeded": "Activa el inicio de sesión en dos pasos para usar las herramientas del equipo.",
  "admin.sections": "Secciones de administración",
  "admin.tab.reports": "Denuncias",
  "admin.tab.appeals": "Apelaciones",
  "admin.tab.pending": "Cuentas pendientes{count, plural, =0 {} other { (#)}}",
  "admin.tab.invitations": "Invitaciones",
  "admin.tab.joining": "Acceso",
  "admin.tab.audit": "Registro de auditoría",
  "admin.tab.site": "Sitio",
  "admin.tab.staff": "Equipo",
  "admin.tab.backups": "Copias de seguridad",
  "admin.pendingHeading": "Cuentas pendientes",
  "admin.status": "Estado",
  "admin.allStatuses": "Todos los estados",
  "admin.status.pending": "Pendiente",
  "admin.status.reviewed": "Revisada",
  "admin.status.resolved": "Resuelta",
  "admin.reportsFailed": "No se han podido cargar las denuncias.",

  // Shared controls
  "ui.close": "Cerrar",
  "ui.dismiss": "Descartar la notificación",

  // Shown on any page: the error boundary, the page loader, error toasts, list inputs
  "error.title": "Algo ha salido mal",
  "error.text": "No se ha podido mostrar esta página. Recargarla suele ayudar; si sigue pasando, inténtalo más tarde.",
  "error.reload": "Recargar la página",
  "shell.loadingPage": "Cargando la página",
  "toast.error": "Error",
  "toast.verifyRequired": "Verificación de correo electrónico necesaria",
  "toast.unauthorized": "No has iniciado sesión",
  "toast.loggedOut": "Has cerrado sesión. Volviendo a iniciar sesión...",
  "ui.list.add": "Añadir<sr> {noun, select, technology {una tecnología} tag {una etiqueta} category {una categoría} other {{noun}}}</sr>",
  "ui.list.chosen": "{noun, select, technology {Tecnologías elegidas} tag {Etiquetas elegidas} category {Categorías elegidas} other {Elegidos: {noun}}}",
  "ui.list.remove": "Quitar {label}",

  // The appeal under the account notice; why an account may not publish right now
  "appeal.open": "Apelar {sanction, select, warn {esta advertencia} suspend {esta suspensión} other {esta expulsión}}",
  "appeal.question": "¿Por qué debería reconsiderarse esta decisión?",
  "appeal.limits": "Puedes apelar cada sanción una sola vez. Como máximo {max} caracteres.",
  "appeal.send": "Enviar apelación",
  "appeal.cancel": "Cancelar",
  "appeal.textRequired": "Explica por qué debería reconsiderarse esta decisión.",
  "appeal.textTooLong": "Tu apelación puede tener como máximo {max} caracteres",
  "appeal.failed": "No se ha podido enviar tu apelación. Inténtalo de nuevo.",
  "appeal.submitted": "Tu apelación se ha enviado. Los moderadores la revisarán.",
  "appeal.pending": "Tu apelación de {sanction, select, warn {esta advertencia} suspend {esta suspensión} other {esta expulsión}} está pendiente de revisión por los moderadores.",
  "appeal.accepted": "Tu apelación de {sanction, select, warn {esta advertencia} suspend {esta suspensión} other {esta expulsión}} ha sido aceptada.",
  "appeal.rejected": "Tu apelación de {sanction, select, warn {esta advertencia} suspend {esta suspensión} other {esta expulsión}} ha sido rechazada.",
  "restriction.banned": "Tu cuenta ha sido expulsada, así que ya no puede publicar ni cambiar nada.",
  "restriction.suspended": "Tu cuenta está suspendida. Mientras tanto, solo puedes consultar contenido.",
  "restriction.suspendedUntil": "Tu cuenta está suspendida hasta el {until}. Mientras tanto, solo puedes consultar contenido.",
  "restriction.unverified": "Tu dirección de correo electrónico {email} aún no está verificada. Hasta que sigas el enlace que te enviamos, solo puedes consultar contenido.",

  // Sign-in providers
  "provider.continue": "Continuar con {provider}",

} satisfies Record<CoreMessageId, string>;
