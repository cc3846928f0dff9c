import type { OnChangeFn, RowSelectionState } from "@tanstack/react-table";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import type { Rating } from "@repo/contracts/models/constants";
import type { ModelListItem } from "@repo/contracts/models/schemas";
import { Button } from "shell/Button";
import { formatBirthDate, socialLinks } from "../lib/formatting.ts";
import { usePhotoPicker } from "../lib/usePhotoPicker.tsx";
import { RatingSelect } from "./RatingSelect.tsx";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Checkbox, photo, then name and score beside it; contact and links below, across the card's width. */
const Card = styled.li`
  display: grid;
  grid-template-columns: auto 72px minmax(0, 1fr);
  grid-template-areas: "check photo head" "body body body";
  align-items: start;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.875rem;
  > input[type="checkbox"] { grid-area: check; width: 20px; height: 20px; margin: 2px 0 0; }
  img { grid-area: photo; display: block; width: 72px; height: 72px; object-fit: cover; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.background}; }
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1rem; overflow-wrap: anywhere; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; overflow-wrap: anywhere; color: ${({ theme }) => theme.colors.mutedText}; }
`;

const Head = styled.div`
  grid-area: head;
`;

const Body = styled.div`
  grid-area: body;
  button { margin-top: ${({ theme }) => theme.space(2)}; min-height: 36px; padding: 0 ${({ theme }) => theme.space(3)}; }
`;

type Props = {
  models: ModelListItem[];
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  onRate: (model: ModelListItem, rating: Rating) => void;
  onReplacePhoto: (model: ModelListItem, file: File) => void;
};

/** The models database on a phone: one readable card per model (photo, name, score, contact). */
export function ModelCards({ models, rowSelection, onRowSelectionChange, onRate, onReplacePhoto }: Props) {
  const photos = usePhotoPicker(onReplacePhoto);
  if (!models.length) return <p>{DASHBOARD.noResults}</p>;
  return (
    <>
      {photos.input}
      <List>
      {models.map((model) => {
        const id = String(model.id);
        return (
          <Card key={model.id} data-testid="model-card">
            <input type="checkbox" aria-label={DASHBOARD.selectRow(model.fullName)} checked={Boolean(rowSelection[id])} onChange={(event) => onRowSelectionChange((current) => ({ ...current, [id]: event.target.checked }))} />
            <img src={model.photoPath} alt={model.fullName} width={72} height={72} loading="lazy" />
            <Head>
              <h3>{model.fullName}</h3>
              <RatingSelect model={model} onRate={onRate} />
            </Head>
            <Body>
              <p>
                <a href={`mailto:${model.email}`}>{model.email}</a>
              </p>
              <p>
                <a href={`tel:${model.phoneNumber.replace(/\s/g, "")}`}>{model.phoneNumber}</a>
              </p>
              <p>
                {[DASHBOARD.genderOptions[model.gender], [model.city, model.country].filter(Boolean).join(", ")].join(" · ")}
                {model.dateOfBirth ? ` · ${formatBirthDate(model.dateOfBirth)}` : ""}
              </p>
              {socialLinks(model).map((link) => (
                <p key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.network}: {link.handle}
                  </a>
                </p>
              ))}
              <Button $variant="outline" aria-label={`${DASHBOARD.replacePhoto} ${model.fullName}`} onClick={() => photos.pick(model)}>
                {DASHBOARD.replacePhoto}
              </Button>
            </Body>
          </Card>
        );
      })}
      </List>
    </>
  );
}
