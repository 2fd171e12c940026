import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { inLanguage } from "../../../../tests/support/in-language";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";

describe("the Contact page in each language", () => {
  it("French: details, labels and the form's checks in French", async () => {
    render(
      inLanguage(
        "fr",
        ["info"],
        <>
          <ContactDetails />
          <ContactForm defaults={{ name: "", email: "" }} />
        </>,
      ),
    );
    expect(
      screen.getByText("Du lundi au vendredi, de 9 h à 17 h (heure du Centre des États-Unis)"),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Envoyer le message" }));
    expect(screen.getByText("Veuillez saisir votre nom")).toBeTruthy();
    expect(screen.getByText("Veuillez saisir votre adresse e-mail")).toBeTruthy();
    expect(screen.getByText("Veuillez saisir un objet")).toBeTruthy();
    expect(screen.getByText("Veuillez saisir un message")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Nom", { exact: false, selector: "input" }));
  });

  it("Arabic: the confirmation after a form posted without JavaScript", () => {
    render(
      inLanguage(
        "ar",
        ["info"],
        <ContactForm defaults={{ name: "", email: "" }} result={{ sent: true, name: "أمارا" }} />,
      ),
    );
    expect(screen.getByRole("heading", { name: "تم إرسال الرسالة" })).toBeTruthy();
    expect(screen.getByText("شكرًا لك يا أمارا. تم إرسال رسالتك، وسنردّ خلال يومَي عمل.")).toBeTruthy();
  });

  it("Spanish: a posted form's errors, the action's own message included", () => {
    render(
      inLanguage(
        "es",
        ["info"],
        <ContactForm
          defaults={{ name: "", email: "" }}
          result={{
            sent: false,
            fields: { email: "Please enter a valid email address" },
            error: "Your message is too long.",
            values: { email: "x" },
          }}
        />,
      ),
    );
    expect(screen.getByText("Ingrese una dirección de correo electrónico válida")).toBeTruthy();
    expect(screen.getByText("Su mensaje es demasiado largo.")).toBeTruthy();
  });
});
