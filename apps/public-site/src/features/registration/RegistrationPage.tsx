import styled from "styled-components";
import { COMPANY } from "@repo/contracts/company";
import { REGISTRATION_PAGE } from "@repo/contracts/publicSite";
import { Card, CardTitle } from "shell/Card";
import { PageLayout } from "shell/PageLayout";
import { PageHeading } from "../../components/PageHeading.tsx";
import { RegistrationForm } from "./components/RegistrationForm.tsx";

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

export function RegistrationPage() {
  return (
    <PageLayout>
      <Logo href={COMPANY.website} aria-label={`${COMPANY.name} website`}>
        {COMPANY.name}
      </Logo>
      <PageHeading>{REGISTRATION_PAGE.heading}</PageHeading>
      <Intro>
        {REGISTRATION_PAGE.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Intro>
      <Card aria-labelledby="registration-form-title">
        <CardTitle id="registration-form-title">{REGISTRATION_PAGE.formTitle}</CardTitle>
        <RegistrationForm />
      </Card>
    </PageLayout>
  );
}
