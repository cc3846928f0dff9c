import styled from "styled-components";
import { COMPANY } from "@repo/contracts/common/constants";
import { REGISTRATION_PAGE } from "@repo/contracts/publicSite/texts";
import { PageHeading } from "../../../components/PageHeading.tsx";

const Logo = styled.a`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(6)};
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.mutedText}; }
`;

/**
 * The top of the registration page: logo, heading and intro. It uses nothing but styled-components, so
 * the build prerenders it into landing.html (prerender.plugin.ts) and a visitor reads it before any script runs.
 */
export function RegistrationIntro() {
  return (
    <>
      <Logo href={COMPANY.website} aria-label={`${COMPANY.name} website`}>
        {COMPANY.name}
      </Logo>
      <PageHeading>{REGISTRATION_PAGE.heading}</PageHeading>
      <Intro>
        {REGISTRATION_PAGE.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Intro>
    </>
  );
}
