import { REGISTRATION_PAGE } from "@repo/contracts/publicSite/texts";
import { Card, CardTitle, PageLayout } from "shell/forms";
import { RegistrationForm } from "./components/RegistrationForm.tsx";
import { RegistrationIntro } from "./components/RegistrationIntro.tsx";

export function RegistrationPage() {
  return (
    <PageLayout>
      <RegistrationIntro />
      <Card aria-labelledby="registration-form-title">
        <CardTitle id="registration-form-title">{REGISTRATION_PAGE.formTitle}</CardTitle>
        <RegistrationForm />
      </Card>
    </PageLayout>
  );
}
