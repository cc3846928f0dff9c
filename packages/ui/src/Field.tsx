import type { ReactNode } from "react";
import styled from "styled-components";
import { FieldError, Label } from "./Input.tsx";

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/** A labelled form control with its error underneath; `id` ties label, control and error together. */
export function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Wrapper>
  );
}

/** Props that mark a control invalid and point it at its error message. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

export const Row = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;
