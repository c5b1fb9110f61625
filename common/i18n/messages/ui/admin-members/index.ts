import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import ja from './ja';

/** This area in every language, for the server and the catalogue check (the browser fetches one at a time). */
export default { en, es, de, fr, ja };
