// The stand-ins for @homework/ui's form pieces are @homework/testing's (sharedUiMock). This path is
// kept only for All Homework's page test, which names it, until that feature's work lands.
export { sharedUiMock, GROUP_7A, STUDENT_AMY } from '@homework/testing';
