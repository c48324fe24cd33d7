// A button that is a real link (open in a new tab works) but moves through the remote's router, so
// it also works under the memory router of a foreign host.
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export function RouteButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    // Modified clicks keep the browser's behaviour (new tab, new window).
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={href} onClick={follow} />;
}
