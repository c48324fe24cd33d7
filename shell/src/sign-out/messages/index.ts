// Sign Out's question's messages (decision 0040), loaded with the question's chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const signOutMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "shell-sign-out-cy" */ './cy') });
