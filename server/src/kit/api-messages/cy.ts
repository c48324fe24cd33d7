// The API's refusals in Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW: written from the terms
// in docs/welsh-terms.md, not yet read by a Welsh speaker.
import type { Translation } from '../messages';
import type en from './en';

const cy: Translation<typeof en> = {
  'auth.none': 'Heb ddilysu',
  'auth.unavailable': 'Nid yw’r gwasanaeth mewngofnodi ar gael. Rhowch gynnig arall arni cyn bo hir.',
  'auth.expired': 'Mae’r tocyn mynediad wedi dod i ben',
  'auth.invalid': 'Nid yw’r tocyn mynediad yn ddilys',
  'auth.noOrganisation': 'Nid yw’r tocyn mynediad yn enwi defnyddiwr ac ysgol',
  'auth.noStaff': 'Nid yw {claim} y tocyn mynediad yn cyfateb i unrhyw aelod o staff',
  'auth.severalStaff': 'Mae {claim} y tocyn mynediad yn perthyn i fwy nag un aelod o staff',
  'access.signedIn': 'Nid oes gennych ganiatâd i ddefnyddio cyfres Gwaith Cartref.',
  'access.homework': 'Nid oes gennych ganiatâd i ddefnyddio gwaith cartref.',
  'access.messages': 'Nid oes gennych ganiatâd i ddefnyddio negeseuon.',
  'access.sickness': 'Nid oes gennych ganiatâd i ddefnyddio adroddiadau salwch.',
  'access.schoolAdmin': 'Dim ond gweinyddwr yr ysgol all newid data’r ysgol.',
  'scope.noSchool': 'Nid yw eich mewngofnodi wedi’i gysylltu ag ysgol yn y system hon.',
  'scope.noPerson': 'Nid yw eich mewngofnodi wedi’i gysylltu â pherson yn y system hon.',
  'scope.noStaff': 'Nid yw eich mewngofnodi wedi’i gysylltu ag aelod o staff eich ysgol.',
  'school.notFound': 'Ni chafwyd hyd i’ch ysgol.',
  'school.notInSystem': 'Ni chafwyd hyd i’ch ysgol yn y system hon.',
  'school.missing': 'Ni chafwyd hyd i’r ysgol.',

  'database.exists': 'Mae’r cofnod hwnnw’n bodoli eisoes. Ail-lwythwch y dudalen a rhoi cynnig arall arni.',
  'database.gone': 'Nid yw rhywbeth y mae hyn yn cyfeirio ato yn bodoli mwyach. Ail-lwythwch y dudalen a rhoi cynnig arall arni.',
  'database.together': 'Newidiodd rhywun arall hyn ar yr un pryd. Rhowch gynnig arall arni.',
  'database.value': 'Nid yw gwerth yn y cais yn ddilys. Gwiriwch yr hyn a roesoch.',
  'server.failed': 'Aeth rhywbeth o’i le ar y gweinydd. Rhowch gynnig arall arni.',
  'route.notFound': 'Heb ei ganfod: {method} {path}',

  'homework.notFound': 'Ni chafwyd hyd i’r gwaith cartref.',
  'homework.stale': 'Mae rhywun arall wedi newid y gwaith cartref hwn ers i chi ei agor. Ail-lwythwch ef i weld eu newidiadau, yna cadwch eich rhai chi eto.',
  'homework.subjectNotFound': 'Ni chafwyd hyd i’r pwnc.',
  'homework.setByNotFound': 'Rhaid i “Gosodwyd gan” fod yn athro yn yr ysgol.',
  'homework.groupNotFound': 'Mae “Wedi’i neilltuo i” yn enwi grŵp na chafwyd hyd iddo.',
  'homework.studentNotFound': 'Mae “Wedi’i neilltuo i” yn enwi disgybl na chafwyd hyd iddo.',
  'homework.attachmentNotFound': 'Ni chafwyd hyd i’r atodiad “{file}”. Llwythwch ef i fyny eto.',
  'files.tooMany': 'Dim ond tri atodiad y gellir eu hatodi, o 5 MB yr un',
  'files.none': 'Ni anfonwyd ffeil.',
  'files.notMultipart': 'Anfonwch y ffeil fel multipart/form-data.',
  'photo.notFound': 'Ni chafwyd hyd i’r llun.',

  'marking.notOnHomework': 'Nid yw’r disgybl hwn ar y gwaith cartref hwn.',
  'marking.studentNotFound': 'Ni chafwyd hyd i’r disgybl.',
  'marking.notHandedIn': 'Nid yw’r disgybl wedi cyflwyno’r gwaith cartref hwn eto. Cyflwynwch ef yn gyntaf.',
  'marking.empty': 'Rhowch radd neu sylw i’w gadw.',
  'marking.extensionNotAfterDue': 'Rhaid i’r dyddiad cyflwyno estynedig fod ar ôl dyddiad cyflwyno’r gwaith cartref.',
  'marking.listedTwice': 'Mae disgybl wedi’i restru fwy nag unwaith.',
  'marking.dateWithoutHandIn': 'Ni all disgybl a gofnodwyd fel heb gyflwyno (statws 1) fod â dyddiad cyflwyno.',
  'marking.handInWithoutDate': 'Mae angen dyddiad cyflwyno ar ddisgybl a gofnodwyd fel wedi cyflwyno (statws 2 neu 3).',
  'marking.timeRangeBackwards': 'Ni ddylai dyddiad gorffen yr ystod amser fod cyn ei ddyddiad dechrau.',
  'marking.linkRefused': 'Mae’r ddolen ffeil hon wedi dod i ben neu nid yw’n ddilys. Agorwch y ffeil eto o’r dudalen farcio.',
  'marking.fileGone': 'Nid yw’r ffeil yno mwyach: efallai bod y cyflwyniad wedi’i glirio.',
  'marking.oneNotOnHomework': 'Nid yw un o’r disgyblion ar y gwaith cartref hwn, felly ni chadwyd dim.',
  'marking.notInClearance': 'Ni chymerwyd y cyflwyniad hwn gan y clirio hwn.',
  'marking.keyNotValid': 'Rhaid i’r pennyn Idempotency-Key fod yn 1 i 200 o lythrennau, digidau neu atalnodau, heb fylchau.',
  'marking.keyUsed': 'Ni chadwyd y newid hwn: fe’i hanfonwyd gydag allwedd newid cynharach, gwahanol. Ail-lwythwch y dudalen a gwneud y newid eto.',
  'marking.streamPosition': 'Rhaid i’r id digwyddiad olaf fod yn rhif digwyddiad a anfonwyd gan ddiweddariadau’r gwaith cartref hwn.',
};

export default cy;
