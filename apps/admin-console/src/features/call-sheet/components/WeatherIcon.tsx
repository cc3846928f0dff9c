import type { WeatherCondition } from "@repo/contracts/callSheetSections";

const SUN = <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>;
const CLOUD = <path d="M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18z" />;
const SMALL_CLOUD = <path d="M6 19h9a3.5 3.5 0 0 0 .5-7A5 5 0 0 0 6 12.5 3.3 3.3 0 0 0 6 19z" />;

const SHAPES: Record<WeatherCondition, React.ReactNode> = {
  sunny: SUN,
  "partly-cloudy": (
    <>
      <path d="M9 3v1.5M3.5 9H5M4.9 4.9l1 1M13.1 4.9l-1 1M6.3 11.2A3.5 3.5 0 1 1 12 7" />
      {SMALL_CLOUD}
    </>
  ),
  cloudy: CLOUD,
  storm: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 6.5 4.3 4.3 0 0 0 7 15z" />
      <path d="M12.5 15l-2 4h3l-2 4" />
    </>
  ),
  rain: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 6.5 4.3 4.3 0 0 0 7 15z" />
      <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
    </>
  ),
  snow: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 6.5 4.3 4.3 0 0 0 7 15z" />
      <path d="M8 19h.01M12 21h.01M16 19h.01M10 17h.01M14 17h.01" strokeWidth="2.5" />
    </>
  ),
  hail: (
    <>
      <path d="M7 15h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 6.5 4.3 4.3 0 0 0 7 15z" />
      <circle cx="8" cy="19" r="1.2" />
      <circle cx="12" cy="21" r="1.2" />
      <circle cx="16" cy="19" r="1.2" />
    </>
  ),
};

/** A line icon for one of the seven conditions; decorative (the label next to it names the condition). */
export function WeatherIcon({ condition, size = 28 }: { condition: WeatherCondition; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      {SHAPES[condition]}
    </svg>
  );
}
