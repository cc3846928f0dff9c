import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  /* flex: none, or a long label squeezes the box (13x18 px at 375 px wide). */
  input { flex: none; width: 18px; height: 18px; margin: 3px 0 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode; description?: ReactNode };

/** A labelled native checkbox; the optional description is tied to it with aria-describedby. */
export function Checkbox({ label, description, id, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <Row>
      <input type="checkbox" id={inputId} aria-describedby={descriptionId} {...input} />
      <div>
        <label htmlFor={inputId}>{label}</label>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
      </div>
    </Row>
  );
}
