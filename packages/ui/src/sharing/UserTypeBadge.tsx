import styled from "styled-components";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { UserType } from "@repo/contracts/users/constants";

/** The spec's three badges (§2): client, team member, and everyone else ("other"). */
export function userTypeBadge(userType: UserType): string {
  const badges = SHARING_TEXTS.userTypeBadges;
  return userType === "client" ? badges.client : userType === "team_member" ? badges.team_member : badges.other;
}

// Dark text on a light tint: 4.5:1 or better on every variant (slate-900 on slate-100 is ~16:1).
const Badge = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5rem;
`;

export function UserTypeBadge({ userType }: { userType: UserType }) {
  return <Badge>{userTypeBadge(userType)}</Badge>;
}
