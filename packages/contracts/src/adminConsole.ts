/** Texts of the admin console's session screens (spec registration-and-dashboard.md §2, §8). */

export const ADMIN_LOGIN_PAGE = {
  title: "Admin Login",
  usernameLabel: "Username",
  passwordLabel: "Password",
  defaultUsername: "admin",
  submit: "Login",
  submitting: "Logging in...",
  showDebug: "Show Debug Info",
  hideDebug: "Hide Debug Info",
  debugHeading: "Server response",
  failedTitle: "Login Failed",
  failedFallback: "Login failed",
  sessionCheckFailed: "Session validation failed after login",
  successTitle: "Login successful",
  successDescription: "Welcome to the admin dashboard.",
} as const;

export const AUTH_PAGE = {
  title: "Welcome",
  signInTab: "Sign In",
  registerTab: "Register",
  usernameLabel: "Username",
  passwordLabel: "Password",
  fullNameLabel: "Full Name",
  emailLabel: "Email",
  confirmPasswordLabel: "Confirm Password",
  phoneLabel: "Phone (optional)",
  userTypeLabel: "User Type",
  signIn: "Sign In",
  signingIn: "Signing in...",
  register: "Register",
  registering: "Registering...",
  userTypes: { standard: "Standard User", client: "Client", team_member: "Team Member" },
} as const;

export const REGISTER_USER_PAGE = {
  title: "Register User",
  description: "Register a team member or a client.",
  userTypeLabel: "User Type",
  userTypes: { team_member: "Team Member", client: "Client" },
  fullNameLabel: "Full Name",
  emailLabel: "Email",
  phoneLabel: "Phone",
  jobTitleLabel: "Role",
  jobTitlePlaceholder: "e.g. Photographer, Stylist, Producer",
  usernameLabel: "Username",
  passwordLabel: "Password",
  confirmPasswordLabel: "Confirm Password",
  submit: "Register User",
  submitting: "Registering...",
  backToDashboard: "Back to Dashboard",
  successTitle: "Registration Successful",
  successDescription: "User has been successfully registered",
  failedTitle: "Registration Failed",
  failedFallback: "Registration failed",
} as const;

export const CONSOLE_BAR = {
  brand: "Admin",
  signOut: "Odjava",
} as const;

export const DASHBOARD_HEADER = {
  title: "Admin Dashboard",
  registerUser: "Register User",
  logout: "Logout",
} as const;
