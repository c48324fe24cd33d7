// The server's own web pages' catalogue (decision 0040): the page a browser gets before the front
// end is built. The shell's page has its own catalogues, in the shell.
import { createCatalogue } from '../../kit/messages';
import cy from './cy';
import en from './en';

export const webMessages = createCatalogue(en, cy);
