/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { DOCUMENT_REVISION_TEXTS } from "@repo/contracts/callSheets/documentRevisionTexts";
import { styled } from "styled-components";
import { INK, MUTED } from "./documentStyles.ts";
import { useQrCode } from "./paperQr.ts";
import { type DocumentRevision, revisionDate } from "./revisionMarks.tsx";

/**
 * What paper carries so that it leads back to the sheet (issue 26): a QR code of the sheet's shared address
 * and, beside it, which revision was printed and when ('REV 2, printed Jun 5, 2026, 14:03', or 'Draft, ...'),
 * so a person on set holding a printout can tell a stale copy. White on the header's black band.
 */
const Stamp = styled.div<{ $screen: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 0 1 auto;
  max-width: 215px;
  padding: 4px 8px 4px 4px;
  border-radius: 4px;
  background: #ffffff;
  color: ${INK};
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;

  /* The shared view's screen has no use for it: only its printout carries it. */
  ${({ $screen }) => ($screen ? "" : "@media screen { display: none; }")}
`;

// The code's box, the same size before the QR library has arrived (paperQr.ts) as after.
const Code = styled.span`
  display: block;
  flex: 0 0 auto;
  width: 76px;
  height: 76px;
  svg { display: block; width: 100%; height: 100%; }

  /* 18 mm: a shared address is a 29-module code, ~0.5 mm a module with its quiet zone, which phones read
     from a hand's length; the band grows by little more than the contact block's height. */
  @media print {
    width: 18mm;
    height: 18mm;
  }
`;

const Printed = styled.p`
  margin: 0;
  font-size: 11px;
  font-weight: 800;
  line-height: 1.3;
`;

const Hint = styled.p`
  margin: 3px 0 0;
  color: ${MUTED};
  font-size: 10px;
  line-height: 1.3;
`;

/** The address as text too, for whoever has no scanner at hand. */
const Address = styled(Hint)`
  margin-top: 1px;
  font-size: 9px;
  color: ${INK};
  overflow-wrap: anywhere;
`;

type Props = {
  sharedUrl: string;
  printedAt: Date;
  /** The published revision printed; null: a draft. */
  revision: DocumentRevision | null;
  /** Shown on screen too (the print view, the PDF); otherwise only when printed. */
  screen: boolean;
};

export function PaperStamp({ sharedUrl, printedAt, revision, screen }: Props) {
  const printedOn = revisionDate(printedAt, "printed");
  const Qr = useQrCode();
  return (
    <Stamp $screen={screen} data-paper-stamp="">
      <Code>{Qr ? <Qr text={sharedUrl} label={DOCUMENT_REVISION_TEXTS.qrCodeLabel} /> : null}</Code>
      <div>
        {/* The printing time is the renderer's local time: a server-rendered page may differ from the browser's. */}
        <Printed suppressHydrationWarning>
          {revision ? DOCUMENT_REVISION_TEXTS.printedRevision(revision.number, printedOn) : DOCUMENT_REVISION_TEXTS.printedDraft(printedOn)}
        </Printed>
        <Hint>{DOCUMENT_REVISION_TEXTS.scanForLatest}</Hint>
        <Address>{sharedUrl}</Address>
      </div>
    </Stamp>
  );
}
