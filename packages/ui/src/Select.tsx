import { useEffect, useRef, useState, type ComponentType } from "react";
import type { GroupBase, Props as ReactSelectProps } from "react-select";
import styled from "styled-components";

type AnySelect = ComponentType<ReactSelectProps<unknown, boolean, GroupBase<unknown>>>;

let loaded: AnySelect | undefined;
let loading: Promise<AnySelect> | undefined;
/** Mounted stand-ins waiting for react-select: each takes over as soon as it arrives (see Select). */
const waiting = new Set<() => void>();

/** Fetches react-select (once). Call it ahead of need, e.g. when a form that has a Select is first touched. */
export function preloadSelect(): Promise<AnySelect> {
  loading ??= import("./ThemedReactSelect.tsx").then(
    (module) => {
      loaded = module.default as AnySelect;
      for (const handOver of waiting) handOver();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined; // a failed fetch (network blip, redeploy) is tried again on the next use
      throw error;
    },
  );
  return loading;
}

// Looks like react-select's closed control (height, border, radius, padding, chevron), so nothing moves
// when the real one takes its place.
const Stand = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 36px 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 20 20'%3E%3Cpath fill='%23999' d='M4.5 7.5l5.5 5.5 5.5-5.5z'/%3E%3C/svg%3E")
    no-repeat right 10px center;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder { color: ${({ theme }) => theme.colors.mutedText}; }
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focus}; }
  &:disabled { background-color: ${({ theme }) => theme.colors.background}; cursor: not-allowed; }
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.destructive}; }
`;

function labelOf<Option>(props: ReactSelectProps<Option, boolean, GroupBase<Option>>): string {
  const value = props.value;
  if (!value || Array.isArray(value)) return "";
  return props.getOptionLabel?.(value as Option) ?? String((value as { label?: unknown }).label ?? "");
}

/**
 * react-select with the kit's look, fetched when first needed (29 KB gzip off a first page load). Until
 * then a look-alike input stands in; focusing, touching or typing in it loads the real control, which
 * takes over with the focus, its menu open and whatever was typed meanwhile. Every react-select prop
 * passes through.
 *
 * The swap never happens in the middle of a press. A click or tap is pointerdown, mousedown (focus),
 * mouseup, click; a control swapped in between receives the rest of the press as a press of its own,
 * which closed the menu it had just opened and dropped the focus (issue #11: the form preloads
 * react-select, so on a second field it arrived within the press). A stand-in nobody is using takes over
 * as soon as react-select arrives; one being pressed waits for the click that ends the press.
 */
export function Select<Option, IsMulti extends boolean = false>(props: ReactSelectProps<Option, IsMulti, GroupBase<Option>>) {
  const [real, setReal] = useState<AnySelect | undefined>(() => loaded);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  // How the person reached the stand-in: by keyboard focus (keep the menu shut) or by pointer or typing.
  const [engaged, setEngaged] = useState<"focus" | "open" | undefined>(undefined);
  const pressing = useRef(false);
  const handOver = useRef(() => {
    if (loaded && !pressing.current) setReal(() => loaded);
  });

  useEffect(() => {
    const take = handOver.current;
    take(); // arrived between the first render and this effect
    waiting.add(take);
    return () => void waiting.delete(take);
  }, []);

  if (real) {
    const Real = real as unknown as ComponentType<ReactSelectProps<Option, IsMulti, GroupBase<Option>>>;
    if (!engaged) return <Real {...props} />;
    return <Real {...props} autoFocus defaultInputValue={typed ?? ""} defaultMenuIsOpen={engaged === "open" || Boolean(typed)} />;
  }
  const engage = (how: "focus" | "open") => {
    setEngaged((current) => (current === "open" ? current : how));
    preloadSelect().catch(() => setEngaged(undefined));
  };
  const release = () => {
    pressing.current = false;
    handOver.current();
  };
  return (
    <Stand
      id={props.inputId}
      name={props.name}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-autocomplete="list"
      aria-invalid={props["aria-invalid"]}
      aria-errormessage={props["aria-errormessage"]}
      autoComplete="off"
      disabled={Boolean(props.isDisabled)}
      placeholder={typeof props.placeholder === "string" ? props.placeholder : undefined}
      value={typed ?? labelOf(props as ReactSelectProps<Option, boolean, GroupBase<Option>>)}
      onFocus={() => engage("focus")}
      onPointerDown={() => {
        pressing.current = true;
        engage("open");
      }}
      onClick={release}
      onChange={(event) => {
        setTyped(event.target.value);
        release(); // typing: whatever press there was is over (it may have ended off the field, with no click)
      }}
      // Left before react-select arrived: it must not pull the focus back when it does.
      onBlur={() => {
        pressing.current = false;
        setEngaged(undefined);
      }}
    />
  );
}
