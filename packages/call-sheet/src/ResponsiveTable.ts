import { styled } from "styled-components";
import { INK, MUTED, NARROW, RULE, TINT } from "./documentStyles.ts";

/**
 * A dense table on paper and desktop that becomes one card per row on a phone: each cell then shows its
 * column's name from `data-label`, so nothing scrolls sideways at 375 px.
 */
export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: inherit;

  th {
    padding: 5px 8px;
    background: ${TINT};
    border-bottom: 1px solid ${INK};
    color: ${INK};
    font-size: 10px;
    font-weight: 700;
    letter-spacing: 0.07em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }

  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${RULE};
    vertical-align: top;
  }

  tr {
    break-inside: avoid;
    page-break-inside: avoid;
  }

  @media (max-width: ${NARROW}) {
    thead {
      display: none;
    }

    tr {
      display: block;
      padding: 6px 0;
      border-bottom: 1px solid ${RULE};
    }

    /* Per-column widths of the wide layout do not apply to a stacked card. */
    td {
      position: relative;
      display: block;
      width: auto !important;
      min-height: 1.45em;
      padding: 2px 0 2px 96px;
      border: 0;
    }

    td::before {
      content: attr(data-label);
      position: absolute;
      top: 2px;
      left: 0;
      width: 88px;
      color: ${MUTED};
      font-size: 10px;
      font-weight: 700;
      letter-spacing: 0.07em;
      line-height: 2;
      text-transform: uppercase;
    }

    td:empty {
      display: none;
    }
  }
`;
