// A mark scheme's content as the teacher writes it (decision 0039): its name, criteria with their
// levels (descriptor, points) and optional grade bands. Every field is labelled for a screen reader by
// its place ("Criterion 2, Level 1, Points"); adding or removing a row keeps the focus in the editor.
import { Button, Input, Space } from 'antd';
import type { MarkSchemeContent } from '@homework/contracts';
import { maxPointsOf } from '@homework/contracts/mark-schemes';
import { useEditorMessages } from '../editor/messages';

type Criterion = MarkSchemeContent['Criteria'][number];
type Level = Criterion['Levels'][number];
type Band = MarkSchemeContent['Bands'][number];

export const newLevel = (): Level => ({ Id: crypto.randomUUID(), Descriptor: '', Points: null });
export const newCriterion = (): Criterion => ({ Id: crypto.randomUUID(), Title: '', Levels: [newLevel()] });
export const emptyScheme = (): MarkSchemeContent => ({ Name: '', Criteria: [newCriterion()], Bands: [] });

const pointsOf = (text: string) => (text.trim() === '' ? null : Number(text));
const numberInput = { type: 'number', min: 0, inputMode: 'numeric' as const, style: { width: 90 } };
const focusLater = (id: string) => setTimeout(() => document.getElementById(id)?.focus());

export interface SchemeContentFormProps {
  content: MarkSchemeContent;
  onChange(content: MarkSchemeContent): void;
}

export function SchemeContentForm({ content, onChange }: SchemeContentFormProps) {
  const t = useEditorMessages();
  const setCriterion = (index: number, criterion: Criterion) => onChange({ ...content, Criteria: content.Criteria.map((c, i) => (i === index ? criterion : c)) });
  const setBand = (index: number, band: Band) => onChange({ ...content, Bands: content.Bands.map((b, i) => (i === index ? band : b)) });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label htmlFor="scheme-name">{t('ed.name')}</label>
      <Input id="scheme-name" value={content.Name} onChange={(e) => onChange({ ...content, Name: e.target.value })} />
      <h3 style={{ margin: 0 }}>{t('ed.criteria')}</h3>
      {content.Criteria.map((criterion, ci) => {
        const n = ci + 1;
        return (
          <fieldset key={criterion.Id} style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 10 }}>
            <legend>{t('ed.criterion', { n })}</legend>
            <Space wrap align="end">
              <Input
                id={`criterion-${criterion.Id}`}
                aria-label={`${t('ed.criterion', { n })}, ${t('ed.criterionTitle')}`}
                placeholder={t('ed.criterionTitle')}
                value={criterion.Title}
                onChange={(e) => setCriterion(ci, { ...criterion, Title: e.target.value })}
              />
              {content.Criteria.length > 1 && (
                <Button
                  onClick={() => {
                    onChange({ ...content, Criteria: content.Criteria.filter((_, i) => i !== ci) });
                    focusLater('scheme-add-criterion');
                  }}
                >
                  {t('ed.removeCriterion', { n })}
                </Button>
              )}
            </Space>
            {/* What each column of a level holds, seen; each field is named in full for a screen reader. */}
            <div aria-hidden="true" style={{ display: 'flex', gap: 8, marginTop: 6, color: '#595959' }}>
              <span style={{ minWidth: 280 }}>{t('ed.levels')}: {t('ed.descriptor')}</span>
              <span>{t('ed.points')}</span>
            </div>
            {criterion.Levels.map((level, li) => {
              const where = `${t('ed.criterion', { n })}, ${t('ed.level', { n: li + 1 })}`;
              const setLevel = (next: Level) => setCriterion(ci, { ...criterion, Levels: criterion.Levels.map((l, i) => (i === li ? next : l)) });
              return (
                <Space key={level.Id} wrap style={{ display: 'flex', marginTop: 6 }}>
                  <Input
                    id={`level-${level.Id}`}
                    aria-label={`${where}, ${t('ed.descriptor')}`}
                    placeholder={`${t('ed.level', { n: li + 1 })}: ${t('ed.descriptor')}`}
                    style={{ minWidth: 280 }}
                    value={level.Descriptor}
                    onChange={(e) => setLevel({ ...level, Descriptor: e.target.value })}
                  />
                  <Input {...numberInput} aria-label={`${where}, ${t('ed.points')}`} placeholder={t('ed.points')} value={level.Points ?? ''} onChange={(e) => setLevel({ ...level, Points: pointsOf(e.target.value) })} />
                  {criterion.Levels.length > 1 && (
                    <Button
                      onClick={() => {
                        setCriterion(ci, { ...criterion, Levels: criterion.Levels.filter((_, i) => i !== li) });
                        focusLater(`add-level-${criterion.Id}`);
                      }}
                    >
                      {t('ed.removeLevel', { criterion: n, level: li + 1 })}
                    </Button>
                  )}
                </Space>
              );
            })}
            <Button
              id={`add-level-${criterion.Id}`}
              style={{ marginTop: 6 }}
              onClick={() => {
                const level = newLevel();
                setCriterion(ci, { ...criterion, Levels: [...criterion.Levels, level] });
                focusLater(`level-${level.Id}`);
              }}
            >
              {t('ed.addLevel')}
            </Button>
          </fieldset>
        );
      })}
      <Button
        id="scheme-add-criterion"
        onClick={() => {
          const criterion = newCriterion();
          onChange({ ...content, Criteria: [...content.Criteria, criterion] });
          focusLater(`criterion-${criterion.Id}`);
        }}
      >
        {t('ed.addCriterion')}
      </Button>
      <p style={{ margin: 0 }}>{t('ed.maximum', { max: maxPointsOf(content) })}</p>
      <h3 style={{ margin: 0 }}>{t('ed.bands')}</h3>
      <p style={{ margin: 0 }}>{t('ed.bandsHelp')}</p>
      {content.Bands.map((band, bi) => {
        const where = t('ed.band', { n: bi + 1 });
        return (
          <Space key={bi} wrap>
            <Input {...numberInput} id={`band-${bi}`} aria-label={`${where}, ${t('ed.bandFrom')}`} placeholder={t('ed.bandFrom')} value={band.From ?? ''} onChange={(e) => setBand(bi, { ...band, From: pointsOf(e.target.value) })} />
            <Input {...numberInput} aria-label={`${where}, ${t('ed.bandTo')}`} placeholder={t('ed.bandTo')} value={band.To ?? ''} onChange={(e) => setBand(bi, { ...band, To: pointsOf(e.target.value) })} />
            <Input aria-label={`${where}, ${t('ed.bandLabel')}`} placeholder={t('ed.bandLabel')} value={band.Label} onChange={(e) => setBand(bi, { ...band, Label: e.target.value })} />
            <Button
              onClick={() => {
                onChange({ ...content, Bands: content.Bands.filter((_, i) => i !== bi) });
                focusLater('scheme-add-band');
              }}
            >
              {t('ed.removeBand', { n: bi + 1 })}
            </Button>
          </Space>
        );
      })}
      <Button
        id="scheme-add-band"
        onClick={() => {
          onChange({ ...content, Bands: [...content.Bands, { From: null, To: null, Label: '' }] });
          focusLater(`band-${content.Bands.length}`);
        }}
      >
        {t('ed.addBand')}
      </Button>
    </div>
  );
}
