/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { textLanguage } from "./textLanguage.ts";

/**
 * A text typed into the sheet that sits among other content of its element (a label before it): in a
 * `<span lang>` when its East Asian characters give it a language (textLanguage), else the text as it is.
 */
export function LangText({ text }: { text: string }) {
  const lang = textLanguage(text);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
