import { useEffect, useMemo, useState } from "react";
import styled from "styled-components";
import type { Actor } from "@repo/contracts/callSheets/schemas/editor";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Field } from "shell/Field";
import { preloadSelect, Select } from "shell/Select";
import { toast } from "shell/toast";
import { useActorsQuery } from "../api/actors.ts";

const TEXTS = CARD_TEXTS.actors;
/** Spec §9: searches go out about 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/** An actor, or the last row that asks for the next page (a row, so the keyboard can reach it too). */
type Option = { kind: "actor"; actor: Actor } | { kind: "more" };

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  img { width: 28px; height: 28px; border-radius: 50%; object-fit: cover; flex: none; }
  small { opacity: 0.75; }
`;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Picks a model to add as an actor: searched on the server (named models rated two or three, by name),
 * a page at a time. Models already on the sheet are left out. Nothing is fetched until the picker is used.
 */
export function ActorPicker({ taken, onPick }: { taken: ReadonlySet<number>; onPick: (actor: Actor) => void }) {
  const [input, setInput] = useState("");
  const [used, setUsed] = useState(false);
  const search = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const actors = useActorsQuery(search, used);

  // The editor is where the picker is used: fetch react-select now rather than on the first keystroke.
  useEffect(() => void preloadSelect().catch(() => undefined), []);

  useEffect(() => {
    if (actors.isError) toast({ variant: "destructive", title: EDITOR_TEXTS.errorTitle, description: EDITOR_TEXTS.modelsLoadFailed });
  }, [actors.isError, actors.errorUpdatedAt]);

  const options = useMemo<Option[]>(() => {
    const found = (actors.data?.pages ?? []).flatMap((page) => page.actors).filter((actor) => !taken.has(actor.id));
    const rows: Option[] = found.map((actor) => ({ kind: "actor", actor }));
    return actors.hasNextPage ? [...rows, { kind: "more" }] : rows;
  }, [actors.data, actors.hasNextPage, taken]);

  const loadMore = () => {
    if (actors.hasNextPage && !actors.isFetchingNextPage) void actors.fetchNextPage();
  };

  return (
    <Field id="actor-picker" label={TEXTS.picker}>
      <Select<Option>
        inputId="actor-picker"
        options={options}
        value={null}
        // The server searches; react-select must not filter its answer again.
        filterOption={null}
        isLoading={actors.isFetching}
        placeholder={TEXTS.pickerPlaceholder}
        loadingMessage={() => TEXTS.loading}
        noOptionsMessage={() => TEXTS.noOptions}
        getOptionValue={(option) => (option.kind === "actor" ? String(option.actor.id) : "more")}
        getOptionLabel={(option) => (option.kind === "actor" ? option.actor.fullName : TEXTS.loadMore)}
        formatOptionLabel={(option) =>
          option.kind === "actor" ? (
            <Row>
              {option.actor.photoPath ? <img src={option.actor.photoPath} alt="" loading="lazy" /> : null}
              <span>{option.actor.fullName}</span>
              {option.actor.city ? <small>{option.actor.city}</small> : null}
            </Row>
          ) : (
            <strong>{TEXTS.loadMore}</strong>
          )
        }
        onFocus={() => setUsed(true)}
        onMenuOpen={() => setUsed(true)}
        onMenuScrollToBottom={loadMore}
        // Adding one and then the next is the common case: the menu stays open, and the field keeps the
        // focus (react-select blurs it after a choice on touch screens, which closes the menu).
        closeMenuOnSelect={false}
        blurInputOnSelect={false}
        // Uncontrolled text (so what was typed into the stand-in before react-select arrived is kept); the
        // search follows it, including react-select's own clearing on blur and Escape. A choice keeps it
        // (react-select would clear it): 'Load more models' pages the same search, and the next actor is
        // often in it too. Returning the text is how react-select's own state takes it.
        onInputChange={(value, { action, prevInputValue }) => {
          const next = action === "set-value" ? prevInputValue : value;
          setInput(next);
          return next;
        }}
        onChange={(option) => {
          if (!option) return;
          if (option.kind === "more") loadMore();
          else onPick(option.actor);
        }}
      />
    </Field>
  );
}
