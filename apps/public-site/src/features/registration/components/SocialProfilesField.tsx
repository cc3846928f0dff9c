import { useFormContext, useWatch } from "react-hook-form";
import styled from "styled-components";
import { REGISTRATION_FORM } from "@repo/contracts/publicSite/texts";
import { SOCIAL_NETWORKS } from "@repo/contracts/registration/constants";
import type { RegistrationFormInput } from "@repo/contracts/registration/schemas";
import { SOCIAL_LABELS } from "@repo/contracts/registration/texts";
import { FieldError, Input } from "shell/forms";

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  legend { font-weight: 600; padding: 0; }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

const GroupError = styled(FieldError)`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
`;

const Network = styled.div`
  display: grid;
  grid-template-columns: 120px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
  input[type="checkbox"] { width: 18px; height: 18px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/**
 * One row a network: its toggle enables the '@username' input; unticking clears the handle. Handles of
 * unticked networks are sent as empty strings.
 */
export function SocialProfilesField() {
  const { control, register, setValue, trigger, formState } = useFormContext<RegistrationFormInput>();
  const selected = useWatch({ control, name: "selected" });
  const errors = formState.errors;
  const groupError = errors.selected?.message;

  return (
    <Group id="socialMedia" aria-describedby="social-hint">
      <legend>{REGISTRATION_FORM.socialMedia}</legend>
      {/* The hint is the rule: when the rule is broken it turns into the error, instead of a red copy below. */}
      {groupError ? <GroupError id="social-hint">{groupError}</GroupError> : <Hint id="social-hint">{REGISTRATION_FORM.socialHint}</Hint>}
      {SOCIAL_NETWORKS.map((network) => {
        const handle = `${network}Handle` as const;
        const error = errors[handle]?.message;
        return (
          <div key={network}>
            <Network>
              <label>
                <input
                  type="checkbox"
                  checked={selected[network]}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setValue(`selected.${network}`, checked, { shouldDirty: true });
                    if (!checked) setValue(handle, "", { shouldDirty: true });
                    void trigger([handle, "selected"]);
                  }}
                />
                {SOCIAL_LABELS[network]}
              </label>
              <Input
                id={handle}
                aria-label={`${SOCIAL_LABELS[network]} username`}
                placeholder={REGISTRATION_FORM.handlePlaceholder}
                disabled={!selected[network]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${handle}-error` : undefined}
                {...register(handle, { onChange: () => void trigger("selected") })}
              />
            </Network>
            {error ? <FieldError id={`${handle}-error`}>{error}</FieldError> : null}
          </div>
        );
      })}
    </Group>
  );
}
