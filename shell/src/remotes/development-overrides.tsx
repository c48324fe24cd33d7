// Shown on every page while this browser loads a remote from a development server in place of its
// release (overrides.ts): nobody mistakes a development build for the suite, and one button ends it.
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { activeOverrides, removeOverride } from './overrides';
import { registrationsInPage } from './registrations';

export function DevelopmentOverrides({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [active] = useState(() => activeOverrides(registrationsInPage()?.registrations ?? []));
  if (active.length === 0) return null;
  return (
    <div role="region" aria-label="Development builds">
      {active.map(({ name, manifest }) => (
        <Alert
          key={name}
          type="warning"
          banner
          title={`Development build: ${name} is loaded from ${manifest}, in this browser only.`}
          action={
            <Button
              size="small"
              onClick={() => {
                removeOverride(name);
                reload();
              }}
            >
              Use the released {name}
            </Button>
          }
        />
      ))}
    </div>
  );
}
