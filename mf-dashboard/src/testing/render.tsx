// Renders this remote as the shell does (its routes under a router), at a path, for page tests.
import { renderRemoteAt } from '@homework/testing';
import { routes } from '../routes';

export const renderAt = (path: string, state?: unknown) => renderRemoteAt(routes, path, state);
