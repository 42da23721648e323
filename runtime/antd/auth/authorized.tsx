// <Authorized code="wl:site:add"> shows its child only when the user holds the code (spec 001 §6,
// docs/decisions.md#15-button-permission-status): a type-1 rule hides it, a type-2 rule shows it disabled. The server checks again.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { usePermission } from '../../react/permissions.tsx';

export interface AuthorizedProps {
  /** Permission code; several comma-separated codes mean any of them. */
  code: string;
  /** The guarded control, or a render function told whether to disable it. */
  children: ReactElement<{ disabled?: boolean }> | ((disabled: boolean) => ReactNode);
  /** Shown instead when the user may not see the control. */
  fallback?: ReactNode;
}

export function Authorized({ code, children, fallback = null }: AuthorizedProps) {
  const permission = usePermission();
  const allowed = permission.has(code);
  if (!allowed && !permission.disabled(code)) return <>{fallback}</>;
  if (typeof children === 'function') return <>{children(!allowed)}</>;
  if (allowed) return children;
  return isValidElement(children) ? cloneElement(children, { disabled: true }) : null;
}
