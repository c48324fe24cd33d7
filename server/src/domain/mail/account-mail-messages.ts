// The account mails' words (decision 0040): the password invitation and the "Forgot password?"
// link, English as they were, byte for byte, and Welsh, which NEEDS A WELSH SPEAKER'S REVIEW
// (docs/welsh-terms.md). Each is HTML; its merge tags ({{RecipientName}}, {{PasswordLink}}) are the outbox's.
import { createCatalogue, type Translation } from '../../kit/messages';

export const en = {
  dear: '<p>Dear {{RecipientName}},</p>',
  invitationSubject: 'Set your password for Homework at {{SchoolName}}',
  invitationIntro: '<p>{{SchoolName}} uses Homework to set homework and send messages. Before you first sign in, please set your password:</p>',
  invitationLink: '<p><a href="{{PasswordLink}}">Set your password</a></p>',
  linkWorks: '<p>The link works once, for {days, plural, one {# day} other {# days}}.</p>',
  resetSubject: 'A new password for Homework',
  resetIntro: '<p>Somebody (we hope you) asked to set a new password for your Homework account:</p>',
  resetLink: '<p><a href="{{PasswordLink}}">Set a new password</a></p>',
  resetWorks: '<p>The link works once, for {days, plural, one {# day} other {# days}}. If you did not ask for it, ignore this mail: your password stays as it is.</p>',
} as const;

const cy: Translation<typeof en> = {
  dear: '<p>Annwyl {{RecipientName}},</p>',
  invitationSubject: 'Gosod eich cyfrinair ar gyfer Gwaith Cartref yn {{SchoolName}}',
  invitationIntro: '<p>Mae {{SchoolName}} yn defnyddio Gwaith Cartref i osod gwaith cartref ac anfon negeseuon. Cyn i chi fewngofnodi am y tro cyntaf, gosodwch eich cyfrinair:</p>',
  invitationLink: '<p><a href="{{PasswordLink}}">Gosod eich cyfrinair</a></p>',
  linkWorks: '<p>Mae’r ddolen yn gweithio unwaith, am {days, plural, zero {# diwrnod} one {# diwrnod} two {# ddiwrnod} few {# diwrnod} many {# diwrnod} other {# diwrnod}}.</p>',
  resetSubject: 'Cyfrinair newydd ar gyfer Gwaith Cartref',
  resetIntro: '<p>Gofynnodd rhywun (chi, gobeithio) am osod cyfrinair newydd ar gyfer eich cyfrif Gwaith Cartref:</p>',
  resetLink: '<p><a href="{{PasswordLink}}">Gosod cyfrinair newydd</a></p>',
  'resetWorks':
    '<p>Mae’r ddolen yn gweithio unwaith, am {days, plural, zero {# diwrnod} one {# diwrnod} two {# ddiwrnod} few {# diwrnod} many {# diwrnod} other {# diwrnod}}. Os na wnaethoch ofyn amdani, anwybyddwch yr e-bost hwn: mae eich cyfrinair yn aros fel y mae.</p>',
};

export const accountMailMessages = createCatalogue(en, cy);
