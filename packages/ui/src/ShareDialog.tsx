// The entry `shell/ShareDialog` resolves to (hosts' type paths and vitest alias map shell/<name> to this folder).
export { ShareDialog, type ShareDialogProps } from "./sharing/ShareDialog.tsx";
