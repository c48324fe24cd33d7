// The languages' calls, one endpoint each (decision 0010): the signed-in person's own choice, and the
// school's languages, which only its administrator sets.
import { endpoint, of } from '../endpoint';
import type { ChooseLanguageBody, MyLanguage, SchoolLanguages } from './rules';

export const LANGUAGE = {
  mine: endpoint({ service: 'userProfile', method: 'GET', path: 'api/v3/userprofile/language', answer: of<MyLanguage>() }),
  choose: endpoint({ service: 'userProfile', method: 'POST', path: 'api/v3/userprofile/language', body: of<ChooseLanguageBody>(), answer: of<MyLanguage>() }),
  school: endpoint({ service: 'schoolAdmin', method: 'GET', path: 'v1/SchoolData/Languages', answer: of<SchoolLanguages>() }),
  setSchool: endpoint({ service: 'schoolAdmin', method: 'POST', path: 'v1/SchoolData/Languages', body: of<SchoolLanguages>(), answer: of<SchoolLanguages>() }),
} as const;
