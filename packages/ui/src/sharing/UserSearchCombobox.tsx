import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Input } from "../Input.tsx";
import { UserTypeBadge } from "./UserTypeBadge.tsx";
import { useUserSearch } from "./useUserSearch.ts";

/** Ours: the spec gives no text for a search that failed (a lost session, the network). */
export const SEARCH_FAILED = "User search is unavailable; you can still type an e-mail address";

// In the flow of the dialog, not floating over it: a native modal <dialog> clips and scrolls its content,
// and anything portalled outside it would be inert.
const Popup = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  max-height: ${SHARING_CONSTANTS.userSearchListHeightPx}px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
`;

const UserOption = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &[aria-selected="true"] { background: ${({ theme }) => theme.colors.background}; outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  span:first-child { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  small { display: block; color: ${({ theme }) => theme.colors.mutedText}; }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  &:empty { padding: 0; }
`;

type Props = {
  /** The input's id (its label points at it). */
  id: string;
  /** What the row will send: typed text or a picked user's e-mail. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The spec's user search (§2): one editable combobox (WAI-ARIA 1.2, list autocomplete) that both searches
 * registered users and takes a typed e-mail. Arrow keys move through the matches (aria-activedescendant),
 * Enter or a click picks one (its e-mail fills the field), Escape closes the list without closing the dialog.
 */
export function UserSearchCombobox({ id, value, onChange }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useUserSearch(value, open);
  const users = search.searched ? search.users : [];
  const expanded = open && value.trim() !== "";
  const activeUser = expanded ? users[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A press elsewhere (the next row's 'Add another collaborator') blurs the field before its click lands.
  // The list is in the dialog's flow, so closing it at the blur moved that button up from under the
  // pointer and the click missed. While a pointer is down, the list closes once the press is over.
  const pointerDown = useRef(false);
  useEffect(() => {
    const down = () => void (pointerDown.current = true);
    const up = () => void (pointerDown.current = false);
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);
  const closeAfterPress = () => {
    if (!pointerDown.current) return setOpen(false);
    // The click is dispatched after pointerup in the same task: a timeout from pointerup runs after it.
    const close = () => {
      document.removeEventListener("pointerup", close, true);
      document.removeEventListener("pointercancel", close, true);
      setTimeout(() => setOpen(false));
    };
    document.addEventListener("pointerup", close, true);
    document.addEventListener("pointercancel", close, true);
  };

  const pick = (email: string) => {
    onChange(email);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (!users.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + users.length) % users.length);
    } else if (event.key === "Enter" && activeUser) {
      event.preventDefault();
      pick(activeUser.email);
    } else if (event.key === "Escape" && open) {
      // The first Escape closes the list; only the next one closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  let status: string | undefined;
  if (search.failed) status = SEARCH_FAILED;
  else if (search.loading && !users.length) status = SHARING_TEXTS.searchLoading;
  else if (!search.loading && !users.length) status = SHARING_TEXTS.searchEmpty;

  return (
    <>
      <Input
        id={id}
        type="text"
        inputMode="email"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        // Points at the list only while there is one (axe: a reference to a missing id).
        aria-controls={expanded && users.length ? listId : undefined}
        aria-activedescendant={activeUser ? optionId(active) : undefined}
        placeholder={focused ? SHARING_TEXTS.searchInputPlaceholder : SHARING_TEXTS.searchPlaceholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
          closeAfterPress();
        }}
      />
      {expanded ? (
        <Popup>
          {/* Stays while the list is open, so a change from 'Loading...' to 'No users found' is announced. */}
          <Note role="status">{status}</Note>
          {users.length ? (
            <List id={listId} role="listbox" aria-label={SHARING_TEXTS.searchPlaceholder} aria-busy={search.loading}>
              {users.map((user, index) => (
                <UserOption
                  key={user.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the input, so the click is not lost to its blur closing the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(user.email)}
                >
                  <span>
                    {user.fullName}
                    <small>
                      {user.email} · {user.username}
                    </small>
                  </span>
                  <UserTypeBadge userType={user.userType} />
                </UserOption>
              ))}
            </List>
          ) : null}
        </Popup>
      ) : null}
    </>
  );
}
