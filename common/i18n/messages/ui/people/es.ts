import type { PeopleMessageId } from './en';

/** The developers page and the profiles (/developers, /developers/:id, /profile) (ui/es.ts, decision 0033). */
export default {
  // The developers page (/developers): search, stat cards, popular skills, the grid
  "people.title": "Desarrolladores",
  "people.searchTitle": "Desarrolladores: {query}",
  "people.description": "Conoce a los desarrolladores de {site}: busca por nombre, habilidad o lugar y descubre lo que crea cada uno.",
  "people.intro": "Encuentra personas a las que seguir, de las que aprender y con las que crear.",
  "people.search": "Buscar desarrolladores",
  "people.searchPlaceholder": "Nombre, habilidad, cargo o ubicación…",
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
  "people.developersWord": "{count, plural, one {desarrollador} other {desarrolladores}}",

  // Follow and Unfollow on a developer's page (ids kept from before the area existed)
  "follow.follow": "Seguir",
  "follow.unfollow": "Dejar de seguir",
  "follow.following": "Siguiendo",
  "follow.followingText": "Ahora sigues a {name}",
  "follow.unfollowed": "Has dejado de seguir",
  "follow.unfollowedText": "Has dejado de seguir a {name}",
  "follow.failed": "Algo ha salido mal. Inténtalo de nuevo.",
  "follow.signIn": "Inicia sesión para seguir a otras personas",

  // Profile counts (both profile pages)
  "counts.projects": "{count, plural, one {Proyecto} other {Proyectos}}",
  "counts.likes": "{count, plural, one {Me gusta} other {Me gusta}}",
  "counts.followers": "{count, plural, one {Seguidor} other {Seguidores}}",
  "counts.following": "{count, plural, other {Siguiendo}}",

  // Profile header (both profile pages)
  "people.developer": "Desarrollador",
  "people.joined": "Miembro desde {date}",
  "people.avatarAlt": "Avatar de {name}",

  // A developer's page (/developers/:id) and its head
  "people.profile.back": "Volver",
  "people.profile.loading": "Cargando desarrollador",
  "people.profile.notFound": "Desarrollador no encontrado",
  "people.profile.notFoundText": "Este perfil no existe o ya no está disponible.",
  "people.profile.browse": "Ver desarrolladores",
  "people.profile.loadFailed": "No se ha podido cargar este perfil. Inténtalo de nuevo.",
  "people.profile.edit": "Editar perfil",
  "people.profile.message": "Enviar mensaje",
  "people.profile.report": "Denunciar",
  "people.profile.emptyBio": "{name} todavía no ha escrito su biografía.",
  "people.profile.emptyBioUnnamed": "Este desarrollador todavía no ha escrito su biografía.",
  "people.profile.noProjectsText": "{name} todavía no ha compartido ningún proyecto.",
  "people.profile.firstProjectText": "Comparte tu primer proyecto con la comunidad.",
  "people.head.description": "{name}, {summary}: {count, plural, one {# proyecto} other {# proyectos}} en {site}.",
  "people.head.descriptionPlain": "{name}: {count, plural, one {# proyecto} other {# proyectos}} en {site}.",

  // The own profile (/profile)
  "people.own.title": "Tu perfil",
  "people.own.loading": "Cargando perfil",
  "people.own.redirecting": "Redirigiendo al inicio de sesión",
  "people.own.viewPublic": "Ver perfil público",
  "people.own.emptyBio": "Cuéntale a la comunidad quién eres: elige «Editar perfil» para añadir una biografía.",
  "people.own.emptySkills": "Todavía no hay habilidades: añádelas con «Editar perfil».",
  "people.own.projects": "Mis proyectos",
  "people.own.noProjectsText": "Comparte lo que has creado: aparecerá aquí y en tu perfil público.",

  // A person's projects (both profile pages)
  "people.projects.title": "Proyectos",
  "people.projects.countWord": "{count, plural, one {proyecto} other {proyectos}}",
  "people.projects.loadFailed": "No se han podido cargar los proyectos. Inténtalo de nuevo.",
  "people.projects.none": "Todavía no hay proyectos",
  "people.projects.create": "Crear proyecto nuevo",

  // About card: bio, skills, links
  "people.about.title": "Acerca de",
  "people.about.skills": "Habilidades",
  "people.about.links": "Enlaces",
  "people.links.newTab": "(se abre en una pestaña nueva)",
  "people.platform.publicEmail": "Correo electrónico público",
  "people.platform.website": "Sitio web",

  // Avatar upload (own profile)
  "people.avatar.upload": "Subir avatar",
  "people.avatar.uploading": "Subiendo avatar...",
  "people.avatar.errorTitle": "Error al subir el avatar",
  "people.avatar.notImage": "Elige un archivo de imagen",
  "people.avatar.updated": "Avatar actualizado",
  "people.avatar.failed": "No se ha podido subir el avatar",

  // Edit Profile form
  "people.form.intro": "Así te ven otros desarrolladores en Shipyard.",
  "people.form.firstName": "Nombre",
  "people.form.lastName": "Apellidos",
  "people.form.title": "Cargo",
  "people.form.titlePlaceholder": "p. ej., desarrollador full stack",
  "people.form.location": "Ubicación",
  "people.form.locationPlaceholder": "p. ej., Lisboa, Portugal",
  "people.form.bio": "Biografía",
  "people.form.bioHint": "Puedes usar Markdown: enlaces, listas, énfasis.",
  "people.form.bioPlaceholder": "¿Qué creas? ¿Qué estás aprendiendo?",
  "people.form.cancel": "Cancelar",
  "people.form.save": "Guardar cambios",
  "people.form.saved": "Perfil actualizado",
  "people.form.saveFailed": "No se ha podido actualizar el perfil",

  // Edit Profile: skills editor
  "people.skills.yours": "Tus habilidades",
  "people.skills.remove": "Quitar {skill}",
  "people.skills.placeholder": "p. ej., TypeScript, React, PostgreSQL",
  "people.skills.hint": "Pulsa Intro o escribe una coma para añadir una habilidad (hasta {max, number}).",

  // Edit Profile: social links editor
  "people.links.legend": "Redes sociales",
  "people.links.none": "Todavía no hay enlaces. Añade abajo tu sitio web, tu correo o tus perfiles.",
  "people.links.handlePlaceholder": "usuario o URL completa",
  "people.links.remove": "Quitar {platform}",
  "people.links.platform": "Plataforma",
  "people.links.choose": "Elige una plataforma…",
  "people.links.value": "Enlace o usuario",
  "people.links.add": "Añadir enlace",
  "people.links.hint": "Un nombre de usuario se convierte en un enlace a la plataforma; un valor que empieza por http se usa tal cual.",
  "people.links.choosePlatform": "Elige una plataforma",
  "people.links.duplicate": "Cada plataforma solo se puede añadir una vez",
  "people.links.enterValue": "Introduce un valor",
} satisfies Record<PeopleMessageId, string>;
