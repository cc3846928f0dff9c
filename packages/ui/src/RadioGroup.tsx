import { useId } from "react";
import styled from "styled-components";

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space(1)}; }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
  input { width: 18px; height: 18px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

export type RadioOption<T extends string> = { value: T; label: string };

type RadioGroupProps<T extends string> = {
  /** The fieldset's id, for a link to the group (its first radio takes the focus). */
  id?: string;
  legend: string;
  name: string;
  options: readonly RadioOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  invalid?: boolean;
};

/** Native radios in a fieldset, so the group is announced with its legend and arrow keys move between options. */
export function RadioGroup<T extends string>({ id, legend, name, options, value, onChange, invalid }: RadioGroupProps<T>) {
  const groupId = useId();
  return (
    <Group id={id} aria-invalid={invalid || undefined}>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <label key={option.value} htmlFor={`${groupId}-${option.value}`}>
            <input
              type="radio"
              id={`${groupId}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Options>
    </Group>
  );
}
