export { startTestServer, type TestServer, type TestServerOptions } from './server';
export { signIn, authorizationRequest, exchangeCode, formAction, returnParameters, type Tokens, type AuthorizationRequest } from './sign-in';
export { Browser, isReturnTo } from './browser';
export { startS3, type TestS3 } from './s3';
export { freePort } from './free-port';
export { builtSuite, federationManifest, remoteContract } from './built-suite';
export { REPO_ROOT, SERVER_DIR } from './folders';
