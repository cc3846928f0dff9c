/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { Fragment } from "react";
import { styled } from "styled-components";

/**
 * The document's root lets any text break anywhere (`overflow-wrap: anywhere`), so a long word cannot push
 * a column off the paper. An address is then cut mid-word where its line ends ('gmail.co' / 'm') and, worse,
 * a table sizes its column as if the address could shrink to one letter. Here it breaks only after the '@'
 * and before a '.', and `break-word` cuts it elsewhere only when one of those parts alone is wider than the
 * line (it does not count for the column's smallest width, so a table keeps each part whole).
 */
const Address = styled.span`
  overflow-wrap: break-word;
`;

/** Where a line may break in an address: after '@', before '.'. */
const PARTS = /(?<=@)|(?=\.)/;

export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(PARTS);
  return (
    <Address>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Address>
  );
}
