import type { DiscoverMessageId } from './en';

/** Discover and Showcase (ui/es.ts, decision 0033). */
export default {
  // Discover: heading, search and category filter
  "discover.title": "Descubre proyectos increíbles",
  "discover.intro": "Trabajos recientes de desarrolladores de la comunidad de Shipyard.",
  "discover.searchLabel": "Buscar proyectos",
  "discover.searchPlaceholder": "Busca proyectos, tecnologías…",
  "discover.filterLabel": "Filtrar por categoría",
  "discover.showMore": "Mostrar más categorías",
  "discover.showLess": "Mostrar menos",

  // Discover: trending strip and the feed
  "discover.trending": "Proyectos en tendencia",
  "discover.viewAllTrending": "Ver todas las tendencias",
  "discover.loadingTrending": "Cargando proyectos en tendencia",
  "discover.trendingStrip": "Proyectos en tendencia",
  "discover.all": "Todos los proyectos",
  "discover.backToAll": "Volver a todos los proyectos",
  "discover.trendingList": "Lista de proyectos en tendencia",
  "discover.allList": "Lista de todos los proyectos",
  "discover.loadingMore": "Cargando...",
  "discover.loadMore": "Cargar más",
  "discover.loadFailed": "No se pudieron cargar los proyectos",
  "discover.loadFailedText": "Comprueba tu conexión e inténtalo de nuevo.",
  "discover.tryAgain": "Reintentar",
  "discover.noProjects": "No se encontraron proyectos",
  "discover.noMatch": "Prueba a ajustar tu búsqueda o tus filtros",
  "discover.beFirst": "¡Sé el primero en compartir un proyecto con la comunidad!",
  "discover.clearFilters": "Borrar filtros",
  "discover.share": "Compartir un proyecto",

  // Discover: the page's title and description for browsers and search engines
  "discover.head.search": "Descubrir: {search}",
  "discover.head.title": "Descubrir",
  "discover.head.category": "Proyectos de {category}",
  "discover.head.categoryDescription": "Proyectos de {category} que los desarrolladores han publicado en Shipyard: primero los más recientes, con lo que es tendencia.",
  "discover.head.description": "Descubre los proyectos que los desarrolladores han publicado en Shipyard: los trabajos más recientes, las tendencias y todas las categorías.",

  // Showcase: one's own projects
  "discover.showcase.title": "Escaparate",
  "discover.showcase.loading": "Cargando el escaparate",
  "discover.showcase.signIn": "Inicia sesión para ver tu escaparate",
  "discover.showcase.signInText": "Tu escaparate reúne tus proyectos y tu perfil en un solo lugar.",
  "discover.showcase.logIn": "Iniciar sesión",
  "discover.showcase.myProjects": "Mis proyectos",
  "discover.showcase.myProjectsList": "Lista de mis proyectos",
  "discover.showcase.loadFailed": "No se pudieron cargar tus proyectos",
  "discover.showcase.upload": "Sube tu trabajo",
  "discover.showcase.uploadText": "Comparte tu primer proyecto: unas capturas de pantalla o un vídeo corto, las tecnologías que usaste y un enlace.",
  "discover.showcase.uploadProject": "Subir un proyecto",

  // Showcase: the profile card
  "discover.profile.label": "Tu perfil",
  "discover.profile.avatarAlt": "Avatar de {name}",
  "discover.profile.avatarFile": "Archivo de imagen del avatar",
  "discover.profile.uploading": "Subiendo...",
  "discover.profile.upload": "Subir avatar",
  "discover.profile.developer": "Desarrollador",
  "discover.profile.edit": "Editar perfil",
  "discover.profile.projects": "Proyectos",
  "discover.profile.followers": "Seguidores",
  "discover.profile.following": "Siguiendo",
  "discover.profile.avatarError": "Error al subir el avatar",
  "discover.profile.chooseImage": "Elige un archivo de imagen",
  "discover.profile.avatarUpdated": "Avatar actualizado",
  "discover.profile.avatarFailed": "No se pudo subir el avatar",
} satisfies Record<DiscoverMessageId, string>;
