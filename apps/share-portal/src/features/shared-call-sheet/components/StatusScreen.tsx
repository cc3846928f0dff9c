import { CentredStatus } from "../../../components/Centred.tsx";

/** A wait with words: 'Checking authentication...', 'Loading call sheet...' (spec §2). */
export function StatusScreen({ text }: { text: string }) {
  return <CentredStatus text={text} />;
}
