import { AppLink } from "../../lib/navigation.tsx";
import styled from "styled-components";
import { TERMS } from "@repo/contracts/publicSite/texts";
import { Card, PageLayout } from "shell/forms";
import { PageHeading } from "../../components/PageHeading.tsx";

const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Section = styled.section`
  h2 { font-size: 1.125rem; margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)}; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

const BackLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`;

export function TermsPage() {
  return (
    <PageLayout>
      <Card>
        <PageHeading>{TERMS.title}</PageHeading>
        <Updated>{TERMS.lastUpdated}</Updated>
        {TERMS.sections.map((section) => (
          <Section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Section>
        ))}
        <BackLink to="/">{TERMS.backToRegistration}</BackLink>
      </Card>
    </PageLayout>
  );
}
