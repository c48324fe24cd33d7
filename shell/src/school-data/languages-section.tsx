// "Languages" (decision 0040): the school administrator sets the school's language, which everyone
// has until they choose their own, and the language of mail to parents and students (English,
// Welsh, or both with the Welsh first). Each language is named in itself, as in the user menu.
import { Alert, Button, Radio, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LANGUAGES, type Language, type MailLanguage, type SchoolLanguages } from '@homework/contracts';
import { LANGUAGE_NAMES } from '../language';
import { schoolDataMessages } from './messages';
import { useSchoolLanguages, useSetSchoolLanguages } from './school-data-api';

const MAIL_CHOICES: MailLanguage[] = ['en', 'cy', 'both'];
/** A group of choices with its name, without the browser's frame. */
const FIELDSET = { border: 0, margin: '0 0 16px', padding: 0 } as const;
const LEGEND = { fontWeight: 600, marginBottom: 4, fontSize: 'inherit', border: 0 } as const;

export function LanguagesSection() {
  const t = schoolDataMessages.useMessages();
  const current = useSchoolLanguages();
  const save = useSetSchoolLanguages();
  const [chosen, setChosen] = useState<SchoolLanguages | null>(null);
  useEffect(() => {
    if (current.data && !chosen) setChosen(current.data);
  }, [current.data, chosen]);

  return (
    <section aria-labelledby="languages-heading">
      <Typography.Title level={2} id="languages-heading">
        {t('languages.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('languages.about')}</Typography.Paragraph>
      {current.isError && <Alert type="error" showIcon role="alert" title={current.error.message} />}
      {!chosen ? (
        !current.isError && <Spin aria-label={t('languages.loading')} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(chosen);
          }}
        >
          <fieldset style={FIELDSET}>
            <legend style={LEGEND}>{t('languages.school')}</legend>
            <Radio.Group
              name="school-language"
              value={chosen.Language}
              onChange={(event) => setChosen({ ...chosen, Language: event.target.value as Language })}
              options={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{LANGUAGE_NAMES[language]}</span> }))}
            />
          </fieldset>
          <fieldset style={FIELDSET}>
            <legend style={LEGEND}>{t('languages.mail')}</legend>
            <Radio.Group
              name="school-mail-language"
              value={chosen.MailLanguage}
              onChange={(event) => setChosen({ ...chosen, MailLanguage: event.target.value as MailLanguage })}
              options={MAIL_CHOICES.map((mail) => ({ value: mail, label: mail === 'both' ? t('languages.mail.both') : <span lang={mail}>{LANGUAGE_NAMES[mail]}</span> }))}
            />
          </fieldset>
          <Button htmlType="submit" loading={save.isPending}>
            {t('languages.save')}
          </Button>
          <div aria-live="polite">{save.isSuccess && <Typography.Text>{t('languages.saved')}</Typography.Text>}</div>
          {save.isError && <Alert type="error" showIcon role="alert" title={save.error.message} />}
        </form>
      )}
    </section>
  );
}
