// The legend's 'The dog ate it' icon (02 §2.3), drawn here: an emoji showed as an empty box on a
// machine without an emoji font. Named for assistive technology; it takes the text colour.
import { useMarkingMessages } from '../../../messages';

export function DogAteItIcon({ size = 20 }: { size?: number }) {
  const t = useMarkingMessages();
  return (
    <span role="img" aria-label={t('bulk.dogAteIt')} style={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          stroke="none"
          d="M7.6 5.6C5.6 4.6 2.8 5.6 2.3 8.6c-.4 2.3.3 4.9 1.7 6.1 1 .8 2.2.3 2.4-.9L7.6 5.6zM16.4 5.6c2-1 4.8 0 5.3 3 .4 2.3-.3 4.9-1.7 6.1-1 .8-2.2.3-2.4-.9L16.4 5.6z"
        />
        <path d="M7.4 6.2C8.6 4.9 10.2 4.3 12 4.3s3.4.6 4.6 1.9c1.1 1.3 1.3 3.6 1.1 6.1-.3 3.4-1.2 5.9-2.9 7.3-.9.7-1.8 1-2.8 1s-1.9-.3-2.8-1c-1.7-1.4-2.6-3.9-2.9-7.3-.2-2.5 0-4.8 1.1-6.1z" />
        <circle cx="9.7" cy="10.9" r="1.05" fill="currentColor" stroke="none" />
        <circle cx="14.3" cy="10.9" r="1.05" fill="currentColor" stroke="none" />
        <path fill="currentColor" stroke="none" d="M10.3 14.2c0-.7 3.4-.7 3.4 0 0 .9-1 1.7-1.7 1.7s-1.7-.8-1.7-1.7z" />
        <path strokeWidth={1.2} d="M12 15.9v1.1M10.5 17.6c.6.6 1.2.5 1.5-.6.3 1.1.9 1.2 1.5.6" />
      </svg>
    </span>
  );
}
