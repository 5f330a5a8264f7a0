// Entry of the `i18n-de` chunk, the German language pack the loader fetches with the elements' chunks on German pages: the texts
// register themselves (i18n/de.ts); it builds on the elements' entry, so what both use stays in that chunk.
import '../i18n/de.js';
import './elements.js';
