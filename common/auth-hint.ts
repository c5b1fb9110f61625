/**
 * A cookie the browser's script may read, set and cleared together with the (HttpOnly) session
 * cookie: "1" while this browser holds a session. It proves nothing and opens nothing; it only tells
 * the web app whether asking GET /api/auth/user can answer anything but 401 (decision 0017).
 */
export const SIGNED_IN_HINT_COOKIE = 'shipyard_signed_in';
