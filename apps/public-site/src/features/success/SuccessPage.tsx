import { AppLink } from "../../lib/navigation.tsx";
import styled from "styled-components";
import { COMPANY } from "@repo/contracts/common/constants";
import { SUCCESS_PAGE } from "@repo/contracts/publicSite/texts";
import { Card, PageLayout } from "shell/forms";
import { PageHeading } from "../../components/PageHeading.tsx";
import { useConfettiBurst } from "./useConfettiBurst.ts";

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const SOCIAL_LINKS = [
  { label: "Instagram", href: COMPANY.social.instagram },
  { label: "TikTok", href: COMPANY.social.tiktok },
  { label: "YouTube", href: COMPANY.social.youtube },
  { label: "Facebook", href: COMPANY.social.facebook },
];

export function SuccessPage() {
  useConfettiBurst();
  return (
    <PageLayout>
      <Card>
        <PageHeading>{SUCCESS_PAGE.heading}</PageHeading>
        <p>{SUCCESS_PAGE.contacted}</p>
        <p>{SUCCESS_PAGE.wish}</p>
        <h2>{SUCCESS_PAGE.connect}</h2>
        <Links>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </Links>
        <AppLink to="/">{SUCCESS_PAGE.backToRegistration}</AppLink>
      </Card>
    </PageLayout>
  );
}
