/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_FALLBACKS, DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { styled } from "styled-components";
import { checkedOnly } from "../checkedOnly.ts";
import { EmailAddress } from "../EmailAddress.tsx";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, NoteText } from "../documentStyles.ts";
import { type ParsedSection } from "../parseCallSheet.ts";
import { ResponsiveTable } from "../ResponsiveTable.ts";
import { langOf } from "../textLanguage.ts";

const RoleCell = styled.td`
  font-weight: 700;
  width: 26%;
`;

const Contacts = styled(NoteText)`
  margin-top: 8px;
`;

type Props = { team: ParsedSection<TeamMember[]>; teamContacts: string; extras?: SectionExtras };

/** The crew (checked members only once any is checked, spec §4), one row each. */
export function TeamSection({ team, teamContacts, extras }: Props) {
  const members = team.ok ? checkedOnly(team.items) : [];
  return (
    <DocumentSection id="team" extras={extras}>
      {!team.ok ? (
        <Fallback>{DOCUMENT_FALLBACKS.noTeam}</Fallback>
      ) : members.length === 0 ? (
        <Fallback>{DOCUMENT_FALLBACKS.noTeamAdded}</Fallback>
      ) : (
        <ResponsiveTable>
          <thead>
            <tr>
              <th scope="col">{DOCUMENT_TEXTS.role}</th>
              <th scope="col">{DOCUMENT_TEXTS.name}</th>
              <th scope="col">{DOCUMENT_TEXTS.phone}</th>
              <th scope="col">{DOCUMENT_TEXTS.email}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <RoleCell data-label={DOCUMENT_TEXTS.role} {...langOf(member.role)}>{member.role}</RoleCell>
                <td data-label={DOCUMENT_TEXTS.name} {...langOf(member.name)}>{member.name}</td>
                <td data-label={DOCUMENT_TEXTS.phone}>{member.phoneNumber}</td>
                <td data-label={DOCUMENT_TEXTS.email}>{member.email ? <EmailAddress email={member.email} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      {isContactsText(teamContacts) ? <Contacts {...langOf(teamContacts)}>{teamContacts}</Contacts> : null}
    </DocumentSection>
  );
}

/**
 * `teamContacts` is free text from older sheets; the dashboard creates every sheet with the spec's "[]"
 * there (a JSON list nobody fills), which is no text to show.
 */
function isContactsText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== "" && !/^\[\s*\]$/.test(trimmed);
}
