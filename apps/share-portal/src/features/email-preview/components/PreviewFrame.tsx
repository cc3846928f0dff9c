import styled from "styled-components";

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 720px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`;

/**
 * The invitation's HTML in a sandbox with no permissions: no scripts, no same origin, no forms. It is our
 * own template, but it carries a personal message typed by an admin, so it is shown as a mail client would.
 */
export function PreviewFrame({ title, html }: { title: string; html: string }) {
  return <Frame title={title} sandbox="" srcDoc={html} />;
}
