import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";

export type Tab = { id: string; label: string; content: ReactNode };

const List = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const TabButton = styled.button<{ $selected: boolean }>`
  min-height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : "transparent")};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.mutedText)};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.card : "none")};
`;

/** WAI-ARIA tabs: one panel shown; arrow keys, Home and End move between the tabs. */
export function Tabs({ label, tabs, initialTab }: { label: string; tabs: Tab[]; initialTab?: string }) {
  const [selected, setSelected] = useState(initialTab ?? tabs[0]?.id);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <TabButton
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            $selected={tab.id === selected}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </TabButton>
        ))}
      </List>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`}>
            {tab.content}
          </div>
        ))}
    </>
  );
}
