export { startTestServer, type TestServer, type TestServerOptions } from './server';
export { signIn, signInThroughPages, authorizationRequest, exchangeCode, formAction, returnParameters, type Tokens, type AuthorizationRequest } from './sign-in';
export { Browser } from './browser';
