// Assigned-to selector (01 §2): a summary button that opens the popout, and removable previews of
// what is chosen. Used by the list filter, the homework forms, the dashboard and the message composer.
import { Button, Tag, theme } from 'antd';
import { useState } from 'react';
import { useActiveLanguage } from '@homework/platform/messages';
import { moduleLoader, useLoadedModule } from '@homework/platform/remote';
import { summaryMessages } from './summary/messages';
import { assignedToSummary, studentName, type AssignedTo } from './assigned-to';

// The popout (its tables and tabs) loads when first wanted, so that a page showing only the summary
// (the list's filter) does not download it; pointing at or focusing the button starts the load.
const selectorPopout = moduleLoader(() => import('./selector-popout').then((m) => m.SelectorPopout));

export interface AssignedToSelectorProps {
  value: AssignedTo;
  onChange(value: AssignedTo): void;
  /** Offer pre-admission groups and students (the message composer). */
  includePreAdmission?: boolean;
  disabled?: boolean;
  status?: 'error';
  /** Put on the summary button, so that a form label can point at it. */
  id?: string;
  /** Previews shown before '+ n more' (which opens the popout). */
  maxPreviews?: number;
  /** Closing the popout applies its choice as Done does (the Student Overview, 02 §4); otherwise closing discards it. */
  closingApplies?: boolean;
  /** The popout's title: what is chosen there ('Assigned to', the default, for homework; 'Students' for a message's recipients). */
  title?: string;
}

const DEFAULT_MAX_PREVIEWS = 12;

export function AssignedToSelector({
  value,
  onChange,
  includePreAdmission = false,
  disabled = false,
  status,
  id,
  maxPreviews = DEFAULT_MAX_PREVIEWS,
  closingApplies = false,
  title,
}: AssignedToSelectorProps) {
  const t = summaryMessages.useMessages();
  const language = useActiveLanguage();
  const [open, setOpen] = useState(false);
  const { token } = theme.useToken();
  const SelectorPopout = useLoadedModule(selectorPopout, open);
  const loadPopout = () => void selectorPopout.load().catch(() => undefined);

  const previews = [
    ...value.groups.map((group) => ({
      key: `group:${group.Id}`,
      label: group.Name,
      remove: () => onChange({ ...value, groups: value.groups.filter((g) => g.Id !== group.Id) }),
    })),
    ...value.students.map((student) => ({
      key: `student:${student.Id}`,
      label: studentName(student),
      remove: () => onChange({ ...value, students: value.students.filter((s) => s.Id !== student.Id) }),
    })),
  ];
  const hidden = previews.length - maxPreviews;

  return (
    <div className="hw-assigned-to">
      <Button
        id={id}
        onClick={() => setOpen(true)}
        onPointerEnter={loadPopout}
        onFocus={loadPopout}
        loading={open && !SelectorPopout}
        disabled={disabled}
        danger={status === 'error'}
        aria-invalid={status === 'error' || undefined}
        aria-haspopup="dialog"
      >
        {assignedToSummary(value, language)}
      </Button>
      {previews.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXXS, marginTop: token.marginXS }} aria-label={t('assigned.previews')} role="list">
          {previews.slice(0, maxPreviews).map((preview) => (
            <span role="listitem" key={preview.key}>
              <Tag
                closable={disabled ? false : { 'aria-label': t('assigned.remove', { label: preview.label }) }}
                onClose={(event) => {
                  // The tag goes because the value changes, not because antd hides it.
                  event.preventDefault();
                  preview.remove();
                }}
              >
                {preview.label}
              </Tag>
            </span>
          ))}
          {hidden > 0 && (
            <Button type="link" size="small" onClick={() => setOpen(true)} disabled={disabled}>
              {t('assigned.more', { count: String(hidden) })}
            </Button>
          )}
        </div>
      )}
      {SelectorPopout && (
        <SelectorPopout
          open={open}
          title={title ?? t('assigned.title')}
          value={value}
          includePreAdmission={includePreAdmission}
          onDone={(next) => {
            setOpen(false);
            onChange(next);
          }}
          onCancel={(draft) => {
            setOpen(false);
            if (closingApplies) onChange(draft);
          }}
        />
      )}
    </div>
  );
}
