import { type ComponentType, useEffect, useSyncExternalStore } from "react";

/**
 * Where the paper stamp (PaperStamp.tsx) gets its QR code component from. The code's library (qrcode) is
 * needed only for paper, so the document does not import it: a screen that never prints (the shared view on
 * a phone) does not download it before the sheet is readable. The PDF's render (renderHtml.tsx) provides the
 * component before it renders, synchronously; a browser loads it (`loadQrCode`) when a stamp is shown on
 * screen (the print view) or when the page expects to print (the shared view: the Print button, or once the
 * sheet is readable, so the browser's own print has it too).
 */
export type QrCodeComponent = ComponentType<{ text: string; label: string; className?: string }>;

let provided: QrCodeComponent | null = null;
let loading: Promise<QrCodeComponent> | null = null;
const listeners = new Set<() => void>();

/** Makes the QR component available now (the PDF's render, which cannot wait). */
export function provideQrCode(component: QrCodeComponent): void {
  provided = component;
  for (const listener of listeners) listener();
}

/** Loads the QR component (its own chunk in a browser bundle), once; resolves when stamps can draw it. */
export function loadQrCode(): Promise<QrCodeComponent> {
  if (provided) return Promise.resolve(provided);
  loading ??= import("./QrCode.tsx").then(({ QrCode }) => {
    provideQrCode(QrCode);
    return QrCode;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The QR component if it is here (null: loading, which this starts). */
export function useQrCode(): QrCodeComponent | null {
  const component = useSyncExternalStore(subscribe, () => provided, () => provided);
  useEffect(() => {
    if (!component) void loadQrCode().catch(() => undefined);
  }, [component]);
  return component;
}
