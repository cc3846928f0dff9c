import { useState, type ChangeEvent } from "react";
import styled from "styled-components";
import { REGISTRATION_FORM } from "@repo/contracts/publicSite/texts";
import { errorProps, Field, Input } from "shell/forms";
import { PhotoError, resizePhoto } from "../lib/resizePhoto.ts";

const Preview = styled.img`
  display: block;
  margin-top: ${({ theme }) => theme.space(3)};
  max-width: 160px;
  max-height: 160px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

const FileInput = styled(Input)`
  padding: ${({ theme }) => theme.space(2)};
`;

/**
 * The photo picker: images only; too large or unreadable files raise the spec's alert and clear the picker.
 * A photo accepted before stays (spec §5 clears the picker, not the photo): a bad second pick loses nothing.
 */
export function PhotoField({ value, onChange, error }: { value: string; onChange: (dataUrl: string) => void; error?: string }) {
  const [busy, setBusy] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      onChange(await resizePhoto(file));
    } catch (caught) {
      window.alert(caught instanceof PhotoError ? caught.message : String(caught));
      input.value = "";
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field id="photo" label={REGISTRATION_FORM.photo} error={error}>
      <FileInput id="photo" type="file" accept="image/*" onChange={pick} aria-busy={busy} {...errorProps("photo", error)} />
      {value ? <Preview src={value} alt={REGISTRATION_FORM.photoPreview} /> : null}
    </Field>
  );
}
