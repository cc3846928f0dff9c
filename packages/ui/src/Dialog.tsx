import { useEffect, useId, useRef, type ReactNode } from "react";
import styled from "styled-components";

const Panel = styled.dialog`
  width: min(92vw, 480px);
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: rgba(15, 23, 42, 0.5); }
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.125rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.mutedText}; }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus on close,
 * so the kit does not reimplement any of it.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Panel
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
    >
      <h2 id={titleId}>{title}</h2>
      {description ? <p id={descriptionId}>{description}</p> : null}
      {children}
    </Panel>
  );
}
