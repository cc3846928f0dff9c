import ReactSelect, { type GroupBase, type Props as ReactSelectProps, type StylesConfig } from "react-select";
import { useTheme } from "styled-components";
import type { Theme } from "./theme.ts";

const isInvalid = (props: { "aria-invalid"?: unknown }) => props["aria-invalid"] === true || props["aria-invalid"] === "true";

function selectStyles<Option, IsMulti extends boolean>(theme: Theme): StylesConfig<Option, IsMulti, GroupBase<Option>> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 40,
      borderRadius: theme.radii.md,
      // Invalid like Input: the red border stays while focused; the focus ring says where the focus is.
      borderColor: isInvalid(state.selectProps) ? theme.colors.destructive : state.isFocused ? theme.colors.focus : theme.colors.border,
      boxShadow: state.isFocused ? `0 0 0 1px ${theme.colors.focus}` : "none",
      backgroundColor: state.isDisabled ? theme.colors.background : theme.colors.surface,
      "&:hover": { borderColor: isInvalid(state.selectProps) ? theme.colors.destructive : theme.colors.focus },
    }),
    placeholder: (base) => ({ ...base, color: theme.colors.mutedText }),
    menu: (base) => ({ ...base, zIndex: 20, borderRadius: theme.radii.md, boxShadow: theme.shadows.overlay }),
    option: (base, state) => ({
      ...base,
      backgroundColor: state.isSelected ? theme.colors.primary : state.isFocused ? theme.colors.background : theme.colors.surface,
      color: state.isSelected ? theme.colors.primaryText : theme.colors.text,
    }),
  };
}

/** react-select with the kit's look. Every react-select prop passes through. Loaded by Select on demand. */
export default function ThemedReactSelect<Option, IsMulti extends boolean = false>(props: ReactSelectProps<Option, IsMulti, GroupBase<Option>>) {
  const theme = useTheme();
  return <ReactSelect<Option, IsMulti, GroupBase<Option>> styles={selectStyles<Option, IsMulti>(theme)} {...props} />;
}
