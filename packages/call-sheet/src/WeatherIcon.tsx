/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { WeatherCondition } from "@repo/contracts/callSheets/constants";
import { type ReactNode } from "react";

/**
 * One line icon per editor condition (spec §3: seven icons). Inline SVG in the text colour, so it needs
 * no icon font or file in the PDF and stays legible in black-and-white print.
 */
const sun = (cx: number, cy: number, r: number) => (
  <>
    <circle cx={cx} cy={cy} r={r} />
    {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
      <line key={angle} x1={cx} y1={cy - r - 3} x2={cx} y2={cy - r - 6} transform={`rotate(${angle} ${cx} ${cy})`} />
    ))}
  </>
);
const cloud = <path d="M14 36h20a7 7 0 0 0 0-14 10 10 0 0 0-19-2 8 8 0 0 0-1 16z" />;
const lowCloud = <path d="M14 30h20a7 7 0 0 0 0-14 10 10 0 0 0-19-2 8 8 0 0 0-1 16z" />;

const ICONS: Record<WeatherCondition, ReactNode> = {
  sunny: sun(24, 24, 8),
  "partly-cloudy": (
    <>
      {sun(17, 17, 6)}
      <path d="M18 40h18a6 6 0 0 0 0-12 9 9 0 0 0-17-1 7 7 0 0 0-1 13z" fill="#ffffff" />
    </>
  ),
  cloudy: cloud,
  storm: (
    <>
      {lowCloud}
      <path d="M25 31l-4 7h6l-4 7" />
    </>
  ),
  rain: (
    <>
      {lowCloud}
      <path d="M17 35l-2 5M24 35l-2 5M31 35l-2 5" />
    </>
  ),
  snow: (
    <>
      {lowCloud}
      <path d="M17 36v6M14 39h6M29 36v6M26 39h6" />
    </>
  ),
  hail: (
    <>
      {lowCloud}
      <circle cx="17" cy="38" r="1.8" />
      <circle cx="24" cy="41" r="1.8" />
      <circle cx="31" cy="38" r="1.8" />
    </>
  ),
};

/** A line icon for one of the seven conditions; decorative (the label next to it names the condition). The editor's picker and the document draw the same set. */
export function WeatherIcon({ condition, size = 40 }: { condition: WeatherCondition; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      {ICONS[condition]}
    </svg>
  );
}
