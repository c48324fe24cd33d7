// Renders this remote as the shell does (its routes under a router), at a path, for page tests.
import { renderRemoteAt } from '@homework/testing';
import { contract } from '../contract';
import { PAGES } from '../pages/routes';

export const renderAt = (path: string, state?: unknown) => renderRemoteAt({ contract, pages: PAGES }, path, state);
