/**
 * The kit's form controls as one module. Each `shell/<name>` a host imports costs it a federation proxy
 * (~0.5 KB gzip) and a request; the public form uses all of these, so it imports them from here.
 */
export { Button, type ButtonVariant } from "./Button.tsx";
export { Checkbox } from "./Checkbox.tsx";
export { errorProps, Field, Row } from "./Field.tsx";
export { FieldError, Input, Label, NativeSelect } from "./Input.tsx";
export { RadioGroup, type RadioOption } from "./RadioGroup.tsx";
export { preloadSelect, Select } from "./Select.tsx";
