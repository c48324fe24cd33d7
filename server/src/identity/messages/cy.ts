// The identity provider's words in Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW: written
// from the terms in docs/welsh-terms.md (mewngofnodi, cyfrinair, enw defnyddiwr), not yet read by a
// Welsh speaker; every Welsh page says so (page.reviewNote).
import type { Translation } from '../../kit/messages';
import type en from './en';

const cy: Translation<typeof en> = {
  'page.reviewNote': 'Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.',
  'page.otherLanguage': 'Y dudalen hon mewn iaith arall',

  'signIn.title': 'Mewngofnodi',
  'signIn.heading': 'Mewngofnodi i Gwaith Cartref',
  'signIn.username': 'Enw defnyddiwr',
  'signIn.password': 'Cyfrinair',
  'signIn.submit': 'Mewngofnodi',
  'signIn.forgot': 'Wedi anghofio’r cyfrinair?',
  'signIn.invalid': 'Enw defnyddiwr neu gyfrinair annilys.',
  'signIn.expired': 'Mae’r dudalen fewngofnodi hon wedi dod i ben. Ewch yn ôl i Gwaith Cartref a mewngofnodi eto.',
  'signIn.waitSeconds':
    'Gormod o ymdrechion i fewngofnodi. Arhoswch {count, plural, zero {# eiliad} one {# eiliad} two {# eiliad} few {# eiliad} many {# eiliad} other {# eiliad}} a rhoi cynnig arall arni.',
  'signIn.waitMinutes':
    'Gormod o ymdrechion i fewngofnodi. Arhoswch {count, plural, zero {# munud} one {# munud} two {# funud} few {# munud} many {# munud} other {# munud}} a rhoi cynnig arall arni.',

  'school.emailLabel': 'Cyfeiriad e-bost neu enw defnyddiwr',
  'school.emailHint': 'Efallai y bydd eich ysgol yn eich mewngofnodi â’i chyfrif ei hun: rydym yn eich anfon i’r lle iawn.',
  'school.next': 'Parhau',
  'school.otherAccount': 'Defnyddio cyfeiriad e-bost neu enw defnyddiwr arall',
  'school.problemTitle': 'Methu eich mewngofnodi',
  'school.tryAgain': 'Rhoi cynnig arall arni',
  'school.down':
    'Nid yw gwasanaeth mewngofnodi eich ysgol yn ateb ar hyn o bryd, felly ni allwch fewngofnodi i Gwaith Cartref nawr. Rhowch gynnig arall arni ymhen ychydig funudau. Os yw’n dal i ddigwydd, rhowch wybod i dîm TG eich ysgol.',
  'school.misconfigured':
    'Nid yw mewngofnodi eich ysgol wedi’i osod yn gywir ar gyfer Gwaith Cartref, felly ni allwch fewngofnodi fel hyn nawr. Nid ydych wedi gwneud dim o’i le: rhowch wybod i dîm TG eich ysgol, gyda’r amser y gwnaethoch geisio.',
  'school.refused': 'Ni wnaethoch orffen mewngofnodi gyda’ch ysgol, felly nid ydych wedi mewngofnodi i Gwaith Cartref. Gallwch roi cynnig arall arni.',
  'school.expired': 'Cymerodd y mewngofnodi hwn ormod o amser neu roedd wedi’i ddefnyddio eisoes. Ewch yn ôl i Gwaith Cartref a mewngofnodi eto.',
  'school.noStaff':
    'Rydych wedi mewngofnodi gyda’ch ysgol, ond nid oes gan Gwaith Cartref aelod o staff yn {school} gyda’r {by, select, email {cyfeiriad e-bost} other {enw defnyddiwr}} {value}. Gofynnwch i weinyddwr Gwaith Cartref eich ysgol wirio eich manylion.',
  'school.noClaim':
    'Rydych wedi mewngofnodi gyda’ch ysgol, ond ni ddywedodd mewngofnodi eich ysgol wrth Gwaith Cartref beth yw eich {by, select, email {cyfeiriad e-bost} other {enw defnyddiwr}}. Rhowch wybod i dîm TG eich ysgol.',
  'school.chooseTitle': 'Dewiswch eich ysgol',
  'school.chooseLegend': 'I ba ysgol rydych chi’n mewngofnodi?',
  'school.chooseHint': 'Mae eich cyfeiriad e-bost yn perthyn i sawl ysgol yn eich ymddiriedolaeth. Dewiswch yr un rydych chi’n mewngofnodi iddi nawr.',
  'school.chooseSchool': 'Dewiswch yr ysgol rydych chi’n mewngofnodi iddi.',
  'school.usesSchoolAccount':
    'Mae eich ysgol yn mewngofnodi i Gwaith Cartref â’i chyfrifon ei hun. Rhowch gyfeiriad e-bost eich ysgol yn lle hynny, a mewngofnodi gyda’ch ysgol.',

  'signOut.title': 'Allgofnodi',
  'signOut.question': 'Ydych chi am allgofnodi o Gwaith Cartref?',
  'signOut.submit': 'Allgofnodi',
  'signOut.signingTitle': 'Wrthi’n allgofnodi',
  'signOut.signingHeading': 'Wrthi’n allgofnodi…',
  'signOut.doneTitle': 'Wedi allgofnodi',
  'signOut.doneBody': 'Rydych bellach wedi allgofnodi o’r system.',
  'error.title': 'Problem mewngofnodi',
  'error.cannotGoOn': 'Doedd dim modd parhau i fewngofnodi. Ewch yn ôl i Gwaith Cartref a mewngofnodi eto.',
  'error.technical': 'I bwy bynnag sy’n gofalu am Gwaith Cartref, y rheswm a roddwyd:',

  'password.setTitle': 'Gosod eich cyfrinair',
  'password.yourUsername': 'Eich enw defnyddiwr yw <strong>{username}</strong>.',
  'password.new': 'Cyfrinair newydd',
  'password.rule': 'Defnyddiwch o leiaf 12 nod. Mae ychydig eiriau gyda’i gilydd yn gwneud cyfrinair da sy’n hawdd ei gofio.',
  'password.again': 'Cyfrinair newydd eto',
  'password.set': 'Gosod cyfrinair',
  'password.doneTitle': 'Cyfrinair wedi’i osod',
  'password.done': 'Mae eich cyfrinair wedi’i osod. Mewngofnodwch i Gwaith Cartref gyda’ch enw defnyddiwr <strong>{username}</strong> a’ch cyfrinair newydd.',
  'password.goToHomework': 'Mynd i Gwaith Cartref',
  'password.refusedTitle': 'Dolen ddim yn ddilys',
  'password.sentTitle': 'Gwiriwch eich e-bost',
  'password.forgotTitle': 'Wedi anghofio’r cyfrinair',
  'password.forgotIntro': 'Rhowch eich enw defnyddiwr neu eich cyfeiriad e-bost, a byddwn yn anfon dolen atoch i osod cyfrinair newydd.',
  'password.name': 'Enw defnyddiwr neu gyfeiriad e-bost',
  'password.send': 'Anfon dolen ataf',
  'password.tooShort': 'Mae’r cyfrinair yn rhy fyr: defnyddiwch o leiaf 12 nod.',
  'password.tooLong': 'Mae’r cyfrinair yn rhy hir: defnyddiwch 200 nod ar y mwyaf.',
  'password.different': 'Nid yw’r ddau gyfrinair yr un fath. Teipiwch y cyfrinair newydd ddwywaith.',
  'password.unknownLink':
    'Nid yw’r ddolen hon yn gweithio. Gwiriwch eich bod wedi agor y ddolen gyfan o’r e-bost, neu gofynnwch am un newydd gyda “Wedi anghofio’r cyfrinair?” ar y dudalen fewngofnodi.',
  'password.usedLink':
    'Mae’r ddolen hon wedi’i defnyddio eisoes, felly nid yw’n gweithio mwyach. Os oes angen i chi osod eich cyfrinair eto, gofynnwch am ddolen newydd gyda “Wedi anghofio’r cyfrinair?” ar y dudalen fewngofnodi.',
  'password.expiredLink':
    'Mae’r ddolen hon wedi dod i ben: mae dolen yn gweithio am 7 diwrnod. Gofynnwch am un newydd gyda “Wedi anghofio’r cyfrinair?” ar y dudalen fewngofnodi.',
  'password.usernameTaken': 'Mae cyfrif arall yn defnyddio eich enw defnyddiwr eisoes, felly nid oedd modd gosod y cyfrinair. Gofynnwch i’ch ysgol edrych ar eich cyfrif.',
  'password.nameMissing': 'Rhowch eich enw defnyddiwr neu eich cyfeiriad e-bost.',
  'password.linkSent':
    'Os oes gan Gwaith Cartref gyfrif staff gyda’r enw defnyddiwr neu’r cyfeiriad e-bost hwnnw, mae e-bost gyda dolen i osod cyfrinair newydd ar ei ffordd i’w gyfeiriad e-bost. Mae’r ddolen yn gweithio unwaith, am 7 diwrnod.',
  'password.tooMany':
    'Gormod o geisiadau am ddolen. Arhoswch {minutes, plural, zero {# munud} one {# munud} two {# funud} few {# munud} many {# munud} other {# munud}} a rhoi cynnig arall arni.',
};

export default cy;
