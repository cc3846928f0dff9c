/** Texts of the admin console's session screens (spec registration-and-dashboard.md §2, §8). */
import { COMPANY } from "./company.ts";

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

/**
 * The bar above the console's admin screens: the one sign-out of each screen, in English like the screens
 * (the Serbian 'Odjava' toasts belong to a regular user's sign-out). The spec words no failure of the admin
 * logout; these follow the admin login's.
 */
export const CONSOLE_BAR = {
  brand: "Admin",
  signOut: "Logout",
  signOutFailedTitle: "Logout Failed",
  signOutFailed: "Logout failed. Please try again.",
} as const;

const titled = (page: string) => `${page} | ${COMPANY.name}`;

/** Each console page's document title (tab, history, bookmarks): the page first, so tabs tell apart. */
export const CONSOLE_PAGE_TITLES = {
  auth: titled("Sign In or Register"),
  adminLogin: titled("Admin Login"),
  dashboard: titled("Admin Dashboard"),
  registerUser: titled("Register User"),
  callSheet: titled("Call Sheet"),
  callSheetPrint: titled("Call Sheet (Print View)"),
  notFound: titled("Page Not Found"),
} as const;

export const DASHBOARD_HEADER = {
  title: "Admin Dashboard",
  deleteSelected: "Delete Selected",
  registerUser: "Register User",
} as const;

/** How many call sheets 'My Shootings' shows at a time, so the models database stays near the top. */
export const MY_SHOOTINGS_PAGE_SIZE = 5;

/** The dashboard (spec registration-and-dashboard.md §2, §3, §4, §5, §8, §9). */
export const DASHBOARD = {
  loading: "Loading...",
  loadFailed: "Failed to load models",
  retry: "Try again",
  modelsTitle: (total: number) => `Models Database (${total} entries)`,
  filters: {
    rating: "Rating",
    gender: "Gender",
    ageRange: "Age Range",
    country: "Country",
    countryPlaceholder: "Filter by country",
    city: "City",
    cityPlaceholder: "Filter by city",
    search: "Search",
    searchPlaceholder: "Search by name, email, phone...",
    searchButton: "Search",
    searchModels: "Search models",
    reset: "Reset",
    exportCsv: "Export CSV",
  },
  ratingOptions: { all: "All ratings", unrated: "Unrated", one: "★", two: "★★", three: "★★★", two_three: "★★ & ★★★" },
  genderOptions: { all: "All genders", male: "Male", female: "Female" },
  ageOptions: { all: "All ages", "0-20": "0-20", "20-40": "20-40", "40-60": "40-60", "60-80": "60-80", "80-100": "80-100" },
  ratingValues: { unrated: "Unrated", one: "★", two: "★★", three: "★★★" },
  columns: {
    select: "Select",
    photo: "Photo",
    fullName: "Full Name",
    rating: "Model's Score",
    gender: "Gender",
    email: "Email",
    phoneNumber: "Phone",
    city: "City",
    country: "Country",
    dateOfBirth: "Date of Birth",
    regDate: "Reg Date",
    socialMedia: "Social Media",
  },
  replacePhoto: "Replace",
  noResults: "No results",
  selectAll: "Select all models on this page",
  selectRow: (name: string) => `Select ${name}`,
  pagination: { previous: "Previous", next: "Next", prev: "Prev", goToPage: "Go to page", go: "GO", page: "Page" },
  dateFormat: "dd/MM/yyyy",
  dateTimeFormat: "dd/MM/yyyy HH:mm",
  toasts: {
    filtersResetTitle: "Filters Reset",
    filtersResetDescription: "All filters have been reset to default values.",
    noSelectionTitle: "No Selection",
    noSelectionDescription: "Please select models to delete.",
    invalidPageTitle: "Invalid Page",
    invalidPageDescription: (last: number) => `Please enter a valid page number between 1 and ${last}.`,
    successTitle: "Success",
    errorTitle: "Error",
    modelsDeleted: "Selected models have been deleted",
    ratingUpdated: "Rating updated successfully",
    ratingFailed: "Failed to update rating",
    photoUpdated: "Photo updated successfully",
    photoFailed: "Failed to update photo. Please try again.",
    callSheetCreated: "Call sheet created successfully",
    callSheetCreateFailed: "Failed to create call sheet",
    callSheetDeleted: "Call sheet deleted successfully",
    callSheetDeleteFailed: "Failed to delete call sheet",
  },
  deleteModelsDialog: {
    title: "Delete Selected Models",
    description: (count: number) => `Delete ${count} selected model${count === 1 ? "" : "s"}? This action cannot be undone.`,
    cancel: "Cancel",
    confirm: "Delete",
  },
  callSheet: {
    title: "Call Sheet",
    shootingTitle: "Shooting Title",
    shootingTitlePlaceholder: "Enter shooting title...",
    create: "Create Call Sheet",
    creating: "Creating...",
  },
  shootings: {
    title: "My Shootings",
    client: "Client",
    date: "Date",
    time: "Time",
    location: "Location",
    notSet: "Not set",
    dateFormat: "MMM d, yyyy",
    viewDetails: "View Details",
    printView: "Print View",
    delete: "Delete",
    empty: "No call sheets found",
    dialogTitle: "Delete Call Sheet",
    dialogDescription: "Are you sure you want to delete this call sheet? This action cannot be undone.",
    cancel: "Cancel",
    confirm: "Delete",
    search: "Search shootings",
    searchPlaceholder: "Search by title...",
    searchButton: "Search",
    noMatch: (search: string) => `No call sheets match "${search}"`,
    range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
    pages: "My Shootings pages",
    previous: "Previous",
    next: "Next",
  },
  selection: {
    label: "Selected models",
    count: (count: number) => `${count} selected`,
    clear: "Clear selection",
  },
  updating: "Updating...",
  tableLabel: "Models",
  photo: { size: 200, quality: 0.8 },
} as const;
