// The identity provider's catalogue (decision 0040): its pages' words and its account mails'.
import { createCatalogue } from '../../kit/messages';
import cy from './cy';
import en from './en';

export const identityMessages = createCatalogue(en, cy);
