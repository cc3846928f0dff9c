/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { DOCUMENT_REVISION_TEXTS } from "@repo/contracts/callSheets/documentRevisionTexts";
import { DOCUMENT_TEXTS, SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { COMPANY } from "@repo/contracts/common/constants";
import { type ReactNode } from "react";
import { styled } from "styled-components";
import { CompanyLogo } from "../CompanyLogo.tsx";
import { placeName } from "../countryName.ts";
import { type SectionExtras } from "../DocumentSection.tsx";
import { NARROW } from "../documentStyles.ts";
import { formatItemDate } from "../formatDates.ts";
import { type DocumentSheet } from "../parseCallSheet.ts";
import { HIDDEN_IN_PRINT_CLASS } from "../printStyles.tsx";
import { type DocumentRevision, revisionDate, useChangedMark } from "../revisionMarks.tsx";
import { langOf } from "../textLanguage.ts";

/**
 * The band at the top: the company header (logo and the photographer/videographer contact block) and the
 * project details, with the four facts a crew member looks for first: date, call time, place, client.
 */
const Band = styled.div`
  background: #111111;
  color: #ffffff;
  padding: 18px 22px 20px;
  break-inside: avoid;
  page-break-inside: avoid;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;

  @media (max-width: ${NARROW}) {
    padding: 14px;
  }
`;

const CompanyHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding-bottom: 14px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.35);
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const BrandName = styled.span`
  display: block;
  font-size: 15px;
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const Kicker = styled.span`
  display: block;
  font-size: 10px;
  font-weight: 700;
  letter-spacing: 0.24em;
  opacity: 0.75;
  text-transform: uppercase;
`;

const Contact = styled.address`
  font-style: normal;
  font-size: 12px;
  line-height: 1.5;
  text-align: right;

  @media (max-width: ${NARROW}) {
    text-align: left;
  }
`;

const OnDark = styled.span`
  display: block;
  font-size: 10px;
  font-weight: 700;
  letter-spacing: 0.08em;
  opacity: 0.7;
  text-transform: uppercase;
`;

/** `$changed`: the project details changed in the revision being read: a white rule on the band's left. */
const Details = styled.section<{ $changed: boolean }>`
  padding-top: 14px;
  ${({ $changed }) => ($changed ? "margin-top: 14px; padding: 0 0 0 12px; border-left: 4px solid #ffffff;" : "")}
`;

/** The document's kind and, when it is a published revision, 'REV 2 · Jun 5, 2026' on the same line. */
const KickerLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 8px;
`;

/** Outlined, so it reads as a stamp beside the document's kind. */
const RevisionStamp = styled.span`
  display: inline-block;
  padding: 0 6px;
  border: 1px solid #ffffff;
  border-radius: 3px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.06em;
  line-height: 1.45;
  white-space: nowrap;
`;

/** The contact block and, on paper, the QR stamp at its right: the band grows by the stamp's height only. */
const HeaderEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px 16px;

  @media (max-width: ${NARROW}) {
    justify-content: flex-start;
  }
`;

/** The 'Changed in REV N' label of the project details, white on the black band. */
const ChangedOnDark = styled.span`
  display: inline-block;
  margin-bottom: 6px;
  padding: 1px 6px;
  border-radius: 3px;
  background: #ffffff;
  color: #111111;
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;



const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0 12px;
`;

/** The title takes the room the controls and the paper stamp leave; below 280 px they go under it. */
const TitleBlock = styled.div`
  flex: 1 1 280px;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 2px 0 14px;
  font-size: 30px;
  font-weight: 800;
  letter-spacing: -0.01em;
  line-height: 1.1;

  @media (max-width: ${NARROW}) {
    font-size: 24px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  border: 1px solid rgba(255, 255, 255, 0.5);

  @media (max-width: ${NARROW}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Fact = styled.div`
  padding: 8px 10px;
  border-right: 1px solid rgba(255, 255, 255, 0.5);

  &:last-child {
    border-right: 0;
  }

  dd {
    margin: 2px 0 0;
    font-size: 16px;
    font-weight: 700;
    line-height: 1.25;
  }

  @media (max-width: ${NARROW}) {
    &:nth-child(2) {
      border-right: 0;
    }
    &:nth-child(-n + 2) {
      border-bottom: 1px solid rgba(255, 255, 255, 0.5);
    }
  }
`;

/** The sheet's own date and call time, else those of its first location (the editor fills either). */
function headline(sheet: DocumentSheet) {
  const locations = sheet.locationsList.ok ? sheet.locationsList.items : [];
  const first = locations[0];
  const place = sheet.locations.trim() || (first ? placeName(first.city, first.country) : "");
  const more = locations.length > 1 ? ` +${locations.length - 1}` : "";
  return {
    date: formatItemDate(sheet.shootingDate) || formatItemDate(first?.date),
    callTime: sheet.shootingTime || first?.time || "",
    place: place ? `${place}${more}` : "",
  };
}

type Props = {
  sheet: DocumentSheet;
  extras?: SectionExtras;
  /** The published revision the document shows ('REV N · {date}'); none: a draft or nothing published. */
  revision?: DocumentRevision;
  /** The paper stamp (QR code and 'REV N, printed ...'), right of the contact block. */
  stamp?: ReactNode;
};

export function HeaderBand({ sheet, extras, revision, stamp }: Props) {
  const { date, callTime, place } = headline(sheet);
  const changed = useChangedMark("project-details");
  const publishedOn = revision ? revisionDate(revision.publishedAt, "published") : "";
  const contact = COMPANY.productionContact;
  const extra = extras?.("project-details");
  const facts = [
    [DOCUMENT_TEXTS.date, date],
    [DOCUMENT_TEXTS.callTime, callTime],
    [DOCUMENT_TEXTS.location, place],
    [DOCUMENT_TEXTS.client, sheet.client],
  ] as const;
  return (
    <Band>
      <CompanyHeader>
        <Brand>
          <CompanyLogo />
          <div>
            <BrandName>{COMPANY.name}</BrandName>
            <KickerLine>
              <Kicker>{DOCUMENT_TEXTS.documentKind}</Kicker>
              {revision ? (
                // The date is the reader's local day: a server-rendered page may say another around midnight.
                <RevisionStamp data-revision={revision.number} suppressHydrationWarning>
                  {publishedOn ? DOCUMENT_REVISION_TEXTS.revision(revision.number, publishedOn) : DOCUMENT_REVISION_TEXTS.revisionOnly(revision.number)}
                </RevisionStamp>
              ) : null}
            </KickerLine>
          </div>
        </Brand>
        <HeaderEnd>
          <Contact>
            <OnDark>{DOCUMENT_TEXTS.contactRole}</OnDark>
            <span>{contact.phone}</span>
            <br />
            <span>{contact.email}</span>
          </Contact>
          {stamp}
        </HeaderEnd>
      </CompanyHeader>
      <Details
        id="project-details"
        aria-label={SECTION_TITLES["project-details"]}
        aria-describedby={changed ? "project-details-changed" : undefined}
        data-changed={changed ? "" : undefined}
        $changed={Boolean(changed)}
      >
        {changed ? <ChangedOnDark id="project-details-changed">{changed}</ChangedOnDark> : null}
        <TitleRow>
          <TitleBlock>
            <OnDark>{DOCUMENT_TEXTS.shootingTitle}</OnDark>
            <Title {...langOf(sheet.shootingTitle)}>{sheet.shootingTitle}</Title>
          </TitleBlock>
          {extra != null && extra !== false ? <div className={HIDDEN_IN_PRINT_CLASS}>{extra}</div> : null}
        </TitleRow>
        <Facts>
          {facts.map(([label, value]) => (
            <Fact key={label}>
              <OnDark as="dt">{label}</OnDark>
              <dd {...langOf(value)}>{value || DOCUMENT_TEXTS.notSet}</dd>
            </Fact>
          ))}
        </Facts>
      </Details>
    </Band>
  );
}
