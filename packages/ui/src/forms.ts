/**
 * The kit's form controls as one module, with the card, the page column and the toast a form page uses.
 * Each `shell/<name>` a host imports costs it a federation proxy (~0.5 KB gzip) and a request; the public
 * form uses all of these, so it imports them from here (its first load has 170 KB gzip JS in all).
 */
export { Button, type ButtonVariant } from "./Button.tsx";
export { Card, CardTitle } from "./Card.tsx";
export { Checkbox } from "./Checkbox.tsx";
export { errorProps, Field, Row } from "./Field.tsx";
export { FieldError, Input, Label, NativeSelect } from "./Input.tsx";
export { PageLayout } from "./PageLayout.tsx";
export { RadioGroup, type RadioOption } from "./RadioGroup.tsx";
export { preloadSelect, Select } from "./Select.tsx";
export { toast } from "./toast.tsx";
