import { catalog } from "~/domain/languages/translations";

/** What the four legal pages share: the effective date, the contents, the link to the contact page. */
export const LEGAL = catalog(["Effective {date}", "Contents", "Contact page"], {
  fr: {
    "Effective {date}": "En vigueur depuis le {date}",
    Contents: "Sommaire",
    "Contact page": "page Contact",
  },
  es: {
    "Effective {date}": "Vigente desde el {date}",
    Contents: "Contenido",
    "Contact page": "página de contacto",
  },
  ar: {
    "Effective {date}": "ساري المفعول اعتبارًا من {date}",
    Contents: "المحتويات",
    "Contact page": "صفحة الاتصال",
  },
});
