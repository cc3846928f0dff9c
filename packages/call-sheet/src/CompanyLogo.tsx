/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { COMPANY } from "@repo/contracts/common/constants";

/**
 * The company mark: a six-blade aperture, drawn inline so the PDF (rendered without network or files)
 * and both apps show it without fetching anything. It takes the text colour, so it works on the dark
 * header band and in black-and-white print.
 */
export function CompanyLogo({ size = 44 }: { size?: number }) {
  const blades = [0, 60, 120, 180, 240, 300];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={COMPANY.name} fill="none" stroke="currentColor">
      <circle cx="24" cy="24" r="21" strokeWidth="3" />
      {blades.map((angle) => (
        <line key={angle} x1="24" y1="3" x2="33" y2="19" strokeWidth="2.2" strokeLinecap="round" transform={`rotate(${angle} 24 24)`} />
      ))}
    </svg>
  );
}
