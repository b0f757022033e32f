import deDE from '../locales/de-DE.json';
import enGB from '../locales/en-GB.json';
import frFR from '../locales/fr-FR.json';
import nlNL from '../locales/nl-NL.json';
import { registerCatalogue } from './i18n';

// The server renders every language; browsers get the page's one from the HTML.
registerCatalogue('nl-NL', nlNL);
registerCatalogue('en-GB', enGB);
registerCatalogue('fr-FR', frFR);
registerCatalogue('de-DE', deDE);
