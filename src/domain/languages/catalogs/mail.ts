import { catalog } from "~/domain/languages/translations";

/**
 * Every e-mail Ujamaa sends (src/server/mail), each in its recipient's language: the subjects, the texts,
 * the buttons, the footers. The server reads them; no page loads them.
 */
export const MAIL = catalog(
  [
    // The layout's footer.
    "Educate. Elevate. Empower.",
    // Account confirmation.
    "Confirm your Ujamaa account",
    "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account.",
    "Confirm my e-mail",
    "If you did not sign up, you can ignore this message.",
    "You receive this because this address was used to create a Ujamaa account.",
    // Password reset.
    "Reset your Ujamaa password",
    "We received a request to reset the password of your Ujamaa account.",
    "Set a new password",
    "The link works once and expires in one hour. If you did not ask for it, you can ignore this message.",
    "You receive this because a new password was asked for the Ujamaa account of this address.",
    // One-time codes.
    "Your Ujamaa code: {code}",
    "Your code to sign in to Ujamaa is:",
    "Your code to reset your password is:",
    "Your code to confirm your e-mail is:",
    "It expires in 5 minutes. Never share it with anyone.",
    "You receive this because a code was asked for the Ujamaa account of this address.",
    // A sign-up with an address that has an account.
    "You already have a Ujamaa account",
    "Someone, maybe you, tried to create a Ujamaa account with this e-mail address. You already have one.",
    "Sign in",
    "Forgot your password?",
    "If this wasn't you, you can ignore this message.",
    "You receive this because this address already has a Ujamaa account.",
    // A message from the Contact page, for the operator.
    "{sender} (signed in)",
    "Contact form: {subject}",
    "New message from the Contact page.",
    "From",
    "Reply to",
    "Subject",
    "You receive this because this address takes the messages of Ujamaa's Contact page (CONTACT_EMAIL).",
    // Opportunity alerts.
    "New contract opportunity: {title}",
    "Hello {name}, a new contract opportunity was posted that may interest {businesses}.",
    "Hello {name}, a new contract opportunity was posted that matches your saved interests.",
    "Hello {name}, a new contract opportunity was posted that matches the NAICS codes of {businesses}.",
    "You receive this because your {count, plural, one {business is} other {businesses are}} Preferred and contract notifications are on in your privacy settings.",
    "You receive this because it matches the categories or locations you saved and contract notifications are on in your privacy settings.",
    "You receive this because it has a NAICS code of your {count, plural, one {business's} other {businesses''}} For buyers section and contract notifications are on in your privacy settings.",
    "Company",
    "Location",
    "Not specified",
    "Budget",
    "Deadline",
    "None",
    "NAICS codes ({edition})",
    "View the opportunity",
    "Unsubscribe from contract opportunity e-mails",
    "Starting at {amount}",
    "Up to {amount}",
    "Budget negotiable",
    // Tiers.
    "Free",
    "Verified",
    "Certified",
    "Preferred",
    // A certification decision.
    "{business} is now Certified",
    "{business} is now {tier} certified",
    "Your certification application for {business} was not approved",
    "Good news: your {tier} certification application for {business} was approved.",
    "Good news: your {tier} certification application for {business} was approved. It is valid until {date}.",
    "Your {tier} certification application for {business} was reviewed and not approved.",
    "Reviewer's notes",
    "View your application",
    "Your listing now shows its certification badge.",
    "You can correct your documents and apply again from your application page.",
    "You receive this because you applied for the certification of {business} on Ujamaa.",
    // A submitted application.
    "New certification application: {business}",
    "{business} applied for {tier} certification and is waiting for review.",
    "Review applications",
    "You receive this because you are an administrator of Ujamaa.",
    "Application received: {business}",
    "We received the {tier} certification application of {business}. An administrator will review its documents and affidavit.",
    "You will get an e-mail when it is decided; until then you can follow it on your application page.",
    "You receive this because you submitted this application on Ujamaa.",
    // A certification's service notices.
    "You receive this service notice because you own this business on Ujamaa.",
    "{business}: {tier} certification expires in {days, plural, one {# day} other {# days}}",
    "The {tier} certification of {business} expires on {date}, in {days, plural, one {# day} other {# days}}.",
    "Renew it now to keep its badge in the directory and its certificate valid: the new year starts when the current one ends, so renewing early loses no day.",
    "Renew the certification",
    "You receive this service notice because you own this business on Ujamaa; it is sent whatever your e-mail preferences.",
    "{business}: {tier} certification expired",
    'The {tier} certification of {business} expired on {date}. Its badge is no longer shown and its certificate now reads "Expired".',
    "You can still renew it by payment until {date}. After that, a new application (documents, affidavit, signature and payment) reviewed by an administrator is needed.",
    "{business}: {tier} certification revoked",
    'An administrator revoked the {tier} certification of {business} on {date}. Its badge is no longer shown and its certificate now reads "Revoked".',
    "Reason: {reason}",
    "Any yearly payment for this certification has been stopped.",
    "View your application page",
    "You can submit a new application from that page once the reason is addressed.",
    "{business}: the yearly payment failed",
    "We could not charge the yearly payment for the {tier} certification of {business}.",
    "Nothing changes for now: the certification stays valid until {date}. Pay before then so it is renewed.",
    "Nothing changes for now. Pay so the certification is renewed.",
    "Pay now",
    // A decision on an answer to an opportunity.
    "Your answer was shortlisted: {title}",
    "Your answer was declined: {title}",
    "You were awarded: {title}",
    'The poster of "{title}" shortlisted your answer for {business}.',
    'The poster of "{title}" declined your answer for {business}.',
    'The poster of "{title}" awarded the opportunity to your answer for {business}.',
    "Their note",
    "Open the opportunity",
    "You receive this because you answered this contract opportunity on Ujamaa.",
    // A payment receipt.
    "Payment receipt: {tier} certification for {business}",
    "Thank you: we received your payment of {amount} for {business}.",
    "Receipt",
    "Business",
    "Tier",
    "Amount",
    "Period",
    "One year from the day the application is approved",
    "Paid on",
    "Go to your dashboard",
    "You receive this receipt because you paid for a certification on Ujamaa.",
    // A business's response to a review.
    "{business} responded to your review",
    "{business} responded to your review on Ujamaa.",
    "Read the response",
    "You receive this because you wrote a review of this business on Ujamaa.",
    // The weekly digest of a vendor list.
    "Your vendor lists: {count, plural, one {# certification change} other {# certification changes}} this week",
    "The certifications of vendors on your lists changed this week:",
    "Open {list}:",
    "You receive this e-mail because you turned on the weekly digest of a vendor list on Ujamaa. Turn it off on the list's page.",
    "{name} was certified ({tier}).",
    "{name}'s certification changed from {previous} to {tier}.",
    "another tier",
    "{name}'s {tier} certification was renewed.",
    "{name}'s {tier} certification lapsed.",
    "{name}'s {tier} certification was revoked.",
  ],
  {
    fr: {
      "Educate. Elevate. Empower.": "Éduquer. Élever. Émanciper.",
      "Confirm your Ujamaa account": "Confirmez votre compte Ujamaa",
      "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account.":
        "Bienvenue sur Ujamaa ! Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte.",
      "Confirm my e-mail": "Confirmer mon adresse e-mail",
      "If you did not sign up, you can ignore this message.":
        "Si vous ne vous êtes pas inscrit, vous pouvez ignorer ce message.",
      "You receive this because this address was used to create a Ujamaa account.":
        "Vous recevez ce message car cette adresse a servi à créer un compte Ujamaa.",
      "Reset your Ujamaa password": "Réinitialisez votre mot de passe Ujamaa",
      "We received a request to reset the password of your Ujamaa account.":
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Ujamaa.",
      "Set a new password": "Choisir un nouveau mot de passe",
      "The link works once and expires in one hour. If you did not ask for it, you can ignore this message.":
        "Ce lien ne fonctionne qu'une fois et expire dans une heure. Si vous n'avez rien demandé, vous pouvez ignorer ce message.",
      "You receive this because a new password was asked for the Ujamaa account of this address.":
        "Vous recevez ce message car un nouveau mot de passe a été demandé pour le compte Ujamaa de cette adresse.",
      "Your Ujamaa code: {code}": "Votre code Ujamaa : {code}",
      "Your code to sign in to Ujamaa is:": "Votre code pour vous connecter à Ujamaa est :",
      "Your code to reset your password is:": "Votre code pour réinitialiser votre mot de passe est :",
      "Your code to confirm your e-mail is:": "Votre code pour confirmer votre adresse e-mail est :",
      "It expires in 5 minutes. Never share it with anyone.":
        "Il expire dans 5 minutes. Ne le communiquez jamais à personne.",
      "You receive this because a code was asked for the Ujamaa account of this address.":
        "Vous recevez ce message car un code a été demandé pour le compte Ujamaa de cette adresse.",
      "You already have a Ujamaa account": "Vous avez déjà un compte Ujamaa",
      "Someone, maybe you, tried to create a Ujamaa account with this e-mail address. You already have one.":
        "Quelqu'un, peut-être vous, a essayé de créer un compte Ujamaa avec cette adresse e-mail. Vous en avez déjà un.",
      "Sign in": "Se connecter",
      "Forgot your password?": "Mot de passe oublié ?",
      "If this wasn't you, you can ignore this message.":
        "Si ce n'était pas vous, vous pouvez ignorer ce message.",
      "You receive this because this address already has a Ujamaa account.":
        "Vous recevez ce message car cette adresse a déjà un compte Ujamaa.",
      "{sender} (signed in)": "{sender} (connecté)",
      "Contact form: {subject}": "Formulaire de contact : {subject}",
      "New message from the Contact page.": "Nouveau message depuis la page Contact.",
      From: "De",
      "Reply to": "Répondre à",
      Subject: "Objet",
      "You receive this because this address takes the messages of Ujamaa's Contact page (CONTACT_EMAIL).":
        "Vous recevez ce message car cette adresse reçoit les messages de la page Contact d'Ujamaa (CONTACT_EMAIL).",
      "New contract opportunity: {title}": "Nouvel appel d'offres : {title}",
      "Hello {name}, a new contract opportunity was posted that may interest {businesses}.":
        "Bonjour {name}, un nouvel appel d'offres susceptible d'intéresser {businesses} vient d'être publié.",
      "Hello {name}, a new contract opportunity was posted that matches your saved interests.":
        "Bonjour {name}, un nouvel appel d'offres correspondant à vos centres d'intérêt enregistrés vient d'être publié.",
      "Hello {name}, a new contract opportunity was posted that matches the NAICS codes of {businesses}.":
        "Bonjour {name}, un nouvel appel d'offres correspondant aux codes NAICS de {businesses} vient d'être publié.",
      "You receive this because your {count, plural, one {business is} other {businesses are}} Preferred and contract notifications are on in your privacy settings.":
        "Vous recevez ce message car {count, plural, one {votre entreprise est Privilégiée} other {vos entreprises sont Privilégiées}} et les notifications d'appels d'offres sont activées dans vos paramètres de confidentialité.",
      "You receive this because it matches the categories or locations you saved and contract notifications are on in your privacy settings.":
        "Vous recevez ce message car il correspond aux catégories ou aux lieux que vous avez enregistrés et les notifications d'appels d'offres sont activées dans vos paramètres de confidentialité.",
      "You receive this because it has a NAICS code of your {count, plural, one {business's} other {businesses''}} For buyers section and contract notifications are on in your privacy settings.":
        "Vous recevez ce message car il porte un code NAICS de la section Pour les acheteurs de {count, plural, one {votre entreprise} other {vos entreprises}} et les notifications d'appels d'offres sont activées dans vos paramètres de confidentialité.",
      Company: "Entreprise",
      Location: "Lieu",
      "Not specified": "Non précisé",
      Budget: "Budget",
      Deadline: "Date limite",
      None: "Aucune",
      "NAICS codes ({edition})": "Codes NAICS ({edition})",
      "View the opportunity": "Voir l'appel d'offres",
      "Unsubscribe from contract opportunity e-mails": "Se désabonner des e-mails d'appels d'offres",
      "Starting at {amount}": "À partir de {amount}",
      "Up to {amount}": "Jusqu'à {amount}",
      "Budget negotiable": "Budget négociable",
      Free: "Gratuit",
      Verified: "Vérifié",
      Certified: "Certifié",
      Preferred: "Privilégié",
      "{business} is now Certified": "{business} a obtenu la certification Certifié",
      "{business} is now {tier} certified": "{business} a obtenu la certification {tier}",
      "Your certification application for {business} was not approved":
        "Votre demande de certification pour {business} n'a pas été approuvée",
      "Good news: your {tier} certification application for {business} was approved.":
        "Bonne nouvelle : votre demande de certification {tier} pour {business} a été approuvée.",
      "Good news: your {tier} certification application for {business} was approved. It is valid until {date}.":
        "Bonne nouvelle : votre demande de certification {tier} pour {business} a été approuvée. Elle est valable jusqu'au {date}.",
      "Your {tier} certification application for {business} was reviewed and not approved.":
        "Votre demande de certification {tier} pour {business} a été examinée et n'a pas été approuvée.",
      "Reviewer's notes": "Remarques de l'examinateur",
      "View your application": "Voir votre demande",
      "Your listing now shows its certification badge.":
        "Votre fiche affiche désormais son badge de certification.",
      "You can correct your documents and apply again from your application page.":
        "Vous pouvez corriger vos documents et déposer une nouvelle demande depuis la page de votre demande.",
      "You receive this because you applied for the certification of {business} on Ujamaa.":
        "Vous recevez ce message car vous avez demandé la certification de {business} sur Ujamaa.",
      "New certification application: {business}": "Nouvelle demande de certification : {business}",
      "{business} applied for {tier} certification and is waiting for review.":
        "{business} a demandé la certification {tier} et attend l'examen de sa demande.",
      "Review applications": "Examiner les demandes",
      "You receive this because you are an administrator of Ujamaa.":
        "Vous recevez ce message car vous êtes administrateur d'Ujamaa.",
      "Application received: {business}": "Demande reçue : {business}",
      "We received the {tier} certification application of {business}. An administrator will review its documents and affidavit.":
        "Nous avons bien reçu la demande de certification {tier} de {business}. Un administrateur examinera ses documents et sa déclaration sous serment.",
      "You will get an e-mail when it is decided; until then you can follow it on your application page.":
        "Vous recevrez un e-mail lorsqu'une décision sera prise ; d'ici là, vous pouvez la suivre sur la page de votre demande.",
      "You receive this because you submitted this application on Ujamaa.":
        "Vous recevez ce message car vous avez déposé cette demande sur Ujamaa.",
      "You receive this service notice because you own this business on Ujamaa.":
        "Vous recevez cet avis de service car vous êtes propriétaire de cette entreprise sur Ujamaa.",
      "{business}: {tier} certification expires in {days, plural, one {# day} other {# days}}":
        "{business} : la certification {tier} expire dans {days, plural, one {# jour} other {# jours}}",
      "The {tier} certification of {business} expires on {date}, in {days, plural, one {# day} other {# days}}.":
        "La certification {tier} de {business} expire le {date}, dans {days, plural, one {# jour} other {# jours}}.",
      "Renew it now to keep its badge in the directory and its certificate valid: the new year starts when the current one ends, so renewing early loses no day.":
        "Renouvelez-la dès maintenant pour conserver son badge dans l'annuaire et la validité de son certificat : la nouvelle année commence à la fin de l'année en cours, vous ne perdez donc aucun jour en renouvelant tôt.",
      "Renew the certification": "Renouveler la certification",
      "You receive this service notice because you own this business on Ujamaa; it is sent whatever your e-mail preferences.":
        "Vous recevez cet avis de service car vous êtes propriétaire de cette entreprise sur Ujamaa ; il est envoyé quelles que soient vos préférences d'e-mail.",
      "{business}: {tier} certification expired": "{business} : la certification {tier} a expiré",
      'The {tier} certification of {business} expired on {date}. Its badge is no longer shown and its certificate now reads "Expired".':
        "La certification {tier} de {business} a expiré le {date}. Son badge n'est plus affiché et son certificat indique désormais « Expiré ».",
      "You can still renew it by payment until {date}. After that, a new application (documents, affidavit, signature and payment) reviewed by an administrator is needed.":
        "Vous pouvez encore la renouveler par paiement jusqu'au {date}. Passé ce délai, une nouvelle demande (documents, déclaration sous serment, signature et paiement) examinée par un administrateur sera nécessaire.",
      "{business}: {tier} certification revoked": "{business} : la certification {tier} a été révoquée",
      'An administrator revoked the {tier} certification of {business} on {date}. Its badge is no longer shown and its certificate now reads "Revoked".':
        "Un administrateur a révoqué la certification {tier} de {business} le {date}. Son badge n'est plus affiché et son certificat indique désormais « Révoqué ».",
      "Reason: {reason}": "Motif : {reason}",
      "Any yearly payment for this certification has been stopped.":
        "Tout paiement annuel pour cette certification a été arrêté.",
      "View your application page": "Voir la page de votre demande",
      "You can submit a new application from that page once the reason is addressed.":
        "Vous pourrez déposer une nouvelle demande depuis cette page une fois le motif résolu.",
      "{business}: the yearly payment failed": "{business} : le paiement annuel a échoué",
      "We could not charge the yearly payment for the {tier} certification of {business}.":
        "Nous n'avons pas pu prélever le paiement annuel de la certification {tier} de {business}.",
      "Nothing changes for now: the certification stays valid until {date}. Pay before then so it is renewed.":
        "Rien ne change pour l'instant : la certification reste valable jusqu'au {date}. Payez avant cette date pour qu'elle soit renouvelée.",
      "Nothing changes for now. Pay so the certification is renewed.":
        "Rien ne change pour l'instant. Payez pour que la certification soit renouvelée.",
      "Pay now": "Payer maintenant",
      "Your answer was shortlisted: {title}": "Votre réponse a été présélectionnée : {title}",
      "Your answer was declined: {title}": "Votre réponse a été déclinée : {title}",
      "You were awarded: {title}": "Le marché vous a été attribué : {title}",
      'The poster of "{title}" shortlisted your answer for {business}.':
        "L'auteur de « {title} » a présélectionné votre réponse pour {business}.",
      'The poster of "{title}" declined your answer for {business}.':
        "L'auteur de « {title} » a décliné votre réponse pour {business}.",
      'The poster of "{title}" awarded the opportunity to your answer for {business}.':
        "L'auteur de « {title} » a attribué le marché à votre réponse pour {business}.",
      "Their note": "Sa remarque",
      "Open the opportunity": "Ouvrir l'appel d'offres",
      "You receive this because you answered this contract opportunity on Ujamaa.":
        "Vous recevez ce message car vous avez répondu à cet appel d'offres sur Ujamaa.",
      "Payment receipt: {tier} certification for {business}":
        "Reçu de paiement : certification {tier} pour {business}",
      "Thank you: we received your payment of {amount} for {business}.":
        "Merci : nous avons bien reçu votre paiement de {amount} pour {business}.",
      Receipt: "Reçu",
      Business: "Entreprise",
      Tier: "Niveau",
      Amount: "Montant",
      Period: "Période",
      "One year from the day the application is approved":
        "Un an à compter du jour où la demande est approuvée",
      "Paid on": "Payé le",
      "Go to your dashboard": "Aller à votre tableau de bord",
      "You receive this receipt because you paid for a certification on Ujamaa.":
        "Vous recevez ce reçu car vous avez payé une certification sur Ujamaa.",
      "{business} responded to your review": "{business} a répondu à votre avis",
      "{business} responded to your review on Ujamaa.": "{business} a répondu à votre avis sur Ujamaa.",
      "Read the response": "Lire la réponse",
      "You receive this because you wrote a review of this business on Ujamaa.":
        "Vous recevez ce message car vous avez publié un avis sur cette entreprise sur Ujamaa.",
      "Your vendor lists: {count, plural, one {# certification change} other {# certification changes}} this week":
        "Vos listes de fournisseurs : {count, plural, one {# changement de certification} other {# changements de certification}} cette semaine",
      "The certifications of vendors on your lists changed this week:":
        "Les certifications de fournisseurs de vos listes ont changé cette semaine :",
      "Open {list}:": "Ouvrir {list} :",
      "You receive this e-mail because you turned on the weekly digest of a vendor list on Ujamaa. Turn it off on the list's page.":
        "Vous recevez cet e-mail car vous avez activé le récapitulatif hebdomadaire d'une liste de fournisseurs sur Ujamaa. Désactivez-le sur la page de la liste.",
      "{name} was certified ({tier}).": "{name} a été certifiée ({tier}).",
      "{name}'s certification changed from {previous} to {tier}.":
        "La certification de {name} est passée de {previous} à {tier}.",
      "another tier": "un autre niveau",
      "{name}'s {tier} certification was renewed.": "La certification {tier} de {name} a été renouvelée.",
      "{name}'s {tier} certification lapsed.": "La certification {tier} de {name} a expiré.",
      "{name}'s {tier} certification was revoked.": "La certification {tier} de {name} a été révoquée.",
    },
    es: {
      "Educate. Elevate. Empower.": "Educar. Elevar. Empoderar.",
      "Confirm your Ujamaa account": "Confirme su cuenta de Ujamaa",
      "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account.":
        "¡Bienvenido a Ujamaa! Confirme su dirección de correo electrónico para terminar de crear su cuenta.",
      "Confirm my e-mail": "Confirmar mi correo electrónico",
      "If you did not sign up, you can ignore this message.":
        "Si usted no se registró, puede ignorar este mensaje.",
      "You receive this because this address was used to create a Ujamaa account.":
        "Recibe este mensaje porque esta dirección se usó para crear una cuenta de Ujamaa.",
      "Reset your Ujamaa password": "Restablezca su contraseña de Ujamaa",
      "We received a request to reset the password of your Ujamaa account.":
        "Recibimos una solicitud para restablecer la contraseña de su cuenta de Ujamaa.",
      "Set a new password": "Establecer una nueva contraseña",
      "The link works once and expires in one hour. If you did not ask for it, you can ignore this message.":
        "El enlace funciona una sola vez y vence en una hora. Si usted no lo solicitó, puede ignorar este mensaje.",
      "You receive this because a new password was asked for the Ujamaa account of this address.":
        "Recibe este mensaje porque se solicitó una nueva contraseña para la cuenta de Ujamaa de esta dirección.",
      "Your Ujamaa code: {code}": "Su código de Ujamaa: {code}",
      "Your code to sign in to Ujamaa is:": "Su código para iniciar sesión en Ujamaa es:",
      "Your code to reset your password is:": "Su código para restablecer su contraseña es:",
      "Your code to confirm your e-mail is:": "Su código para confirmar su correo electrónico es:",
      "It expires in 5 minutes. Never share it with anyone.":
        "Vence en 5 minutos. Nunca lo comparta con nadie.",
      "You receive this because a code was asked for the Ujamaa account of this address.":
        "Recibe este mensaje porque se solicitó un código para la cuenta de Ujamaa de esta dirección.",
      "You already have a Ujamaa account": "Ya tiene una cuenta de Ujamaa",
      "Someone, maybe you, tried to create a Ujamaa account with this e-mail address. You already have one.":
        "Alguien, quizá usted, intentó crear una cuenta de Ujamaa con esta dirección de correo electrónico. Usted ya tiene una.",
      "Sign in": "Iniciar sesión",
      "Forgot your password?": "¿Olvidó su contraseña?",
      "If this wasn't you, you can ignore this message.": "Si no fue usted, puede ignorar este mensaje.",
      "You receive this because this address already has a Ujamaa account.":
        "Recibe este mensaje porque esta dirección ya tiene una cuenta de Ujamaa.",
      "{sender} (signed in)": "{sender} (con sesión iniciada)",
      "Contact form: {subject}": "Formulario de contacto: {subject}",
      "New message from the Contact page.": "Nuevo mensaje desde la página de contacto.",
      From: "De",
      "Reply to": "Responder a",
      Subject: "Asunto",
      "You receive this because this address takes the messages of Ujamaa's Contact page (CONTACT_EMAIL).":
        "Recibe este mensaje porque esta dirección recibe los mensajes de la página de contacto de Ujamaa (CONTACT_EMAIL).",
      "New contract opportunity: {title}": "Nueva oportunidad de contratación: {title}",
      "Hello {name}, a new contract opportunity was posted that may interest {businesses}.":
        "Hola, {name}: se publicó una nueva oportunidad de contratación que puede interesar a {businesses}.",
      "Hello {name}, a new contract opportunity was posted that matches your saved interests.":
        "Hola, {name}: se publicó una nueva oportunidad de contratación que coincide con sus intereses guardados.",
      "Hello {name}, a new contract opportunity was posted that matches the NAICS codes of {businesses}.":
        "Hola, {name}: se publicó una nueva oportunidad de contratación que coincide con los códigos NAICS de {businesses}.",
      "You receive this because your {count, plural, one {business is} other {businesses are}} Preferred and contract notifications are on in your privacy settings.":
        "Recibe este mensaje porque {count, plural, one {su empresa es Preferente} other {sus empresas son Preferentes}} y las notificaciones de contratos están activadas en su configuración de privacidad.",
      "You receive this because it matches the categories or locations you saved and contract notifications are on in your privacy settings.":
        "Recibe este mensaje porque coincide con las categorías o ubicaciones que guardó y las notificaciones de contratos están activadas en su configuración de privacidad.",
      "You receive this because it has a NAICS code of your {count, plural, one {business's} other {businesses''}} For buyers section and contract notifications are on in your privacy settings.":
        "Recibe este mensaje porque tiene un código NAICS de la sección Para compradores de {count, plural, one {su empresa} other {sus empresas}} y las notificaciones de contratos están activadas en su configuración de privacidad.",
      Company: "Empresa",
      Location: "Ubicación",
      "Not specified": "No especificada",
      Budget: "Presupuesto",
      Deadline: "Fecha límite",
      None: "Ninguna",
      "NAICS codes ({edition})": "Códigos NAICS ({edition})",
      "View the opportunity": "Ver la oportunidad",
      "Unsubscribe from contract opportunity e-mails":
        "Cancelar la suscripción a los correos de oportunidades de contratación",
      "Starting at {amount}": "Desde {amount}",
      "Up to {amount}": "Hasta {amount}",
      "Budget negotiable": "Presupuesto negociable",
      Free: "Gratis",
      Verified: "Verificado",
      Certified: "Certificado",
      Preferred: "Preferente",
      "{business} is now Certified": "{business} obtuvo la certificación Certificado",
      "{business} is now {tier} certified": "{business} obtuvo la certificación {tier}",
      "Your certification application for {business} was not approved":
        "Su solicitud de certificación para {business} no fue aprobada",
      "Good news: your {tier} certification application for {business} was approved.":
        "Buenas noticias: su solicitud de certificación {tier} para {business} fue aprobada.",
      "Good news: your {tier} certification application for {business} was approved. It is valid until {date}.":
        "Buenas noticias: su solicitud de certificación {tier} para {business} fue aprobada. Es válida hasta el {date}.",
      "Your {tier} certification application for {business} was reviewed and not approved.":
        "Su solicitud de certificación {tier} para {business} fue revisada y no fue aprobada.",
      "Reviewer's notes": "Notas del revisor",
      "View your application": "Ver su solicitud",
      "Your listing now shows its certification badge.":
        "Su ficha ahora muestra su insignia de certificación.",
      "You can correct your documents and apply again from your application page.":
        "Puede corregir sus documentos y volver a presentar la solicitud desde la página de su solicitud.",
      "You receive this because you applied for the certification of {business} on Ujamaa.":
        "Recibe este mensaje porque solicitó la certificación de {business} en Ujamaa.",
      "New certification application: {business}": "Nueva solicitud de certificación: {business}",
      "{business} applied for {tier} certification and is waiting for review.":
        "{business} solicitó la certificación {tier} y espera su revisión.",
      "Review applications": "Revisar solicitudes",
      "You receive this because you are an administrator of Ujamaa.":
        "Recibe este mensaje porque es administrador de Ujamaa.",
      "Application received: {business}": "Solicitud recibida: {business}",
      "We received the {tier} certification application of {business}. An administrator will review its documents and affidavit.":
        "Recibimos la solicitud de certificación {tier} de {business}. Un administrador revisará sus documentos y su declaración jurada.",
      "You will get an e-mail when it is decided; until then you can follow it on your application page.":
        "Recibirá un correo electrónico cuando se tome una decisión; mientras tanto, puede seguirla en la página de su solicitud.",
      "You receive this because you submitted this application on Ujamaa.":
        "Recibe este mensaje porque presentó esta solicitud en Ujamaa.",
      "You receive this service notice because you own this business on Ujamaa.":
        "Recibe este aviso de servicio porque es propietario de esta empresa en Ujamaa.",
      "{business}: {tier} certification expires in {days, plural, one {# day} other {# days}}":
        "{business}: la certificación {tier} vence en {days, plural, one {# día} other {# días}}",
      "The {tier} certification of {business} expires on {date}, in {days, plural, one {# day} other {# days}}.":
        "La certificación {tier} de {business} vence el {date}, dentro de {days, plural, one {# día} other {# días}}.",
      "Renew it now to keep its badge in the directory and its certificate valid: the new year starts when the current one ends, so renewing early loses no day.":
        "Renuévela ahora para conservar su insignia en el directorio y la validez de su certificado: el nuevo año comienza cuando termina el actual, así que renovar antes no le hace perder ningún día.",
      "Renew the certification": "Renovar la certificación",
      "You receive this service notice because you own this business on Ujamaa; it is sent whatever your e-mail preferences.":
        "Recibe este aviso de servicio porque es propietario de esta empresa en Ujamaa; se envía independientemente de sus preferencias de correo electrónico.",
      "{business}: {tier} certification expired": "{business}: la certificación {tier} venció",
      'The {tier} certification of {business} expired on {date}. Its badge is no longer shown and its certificate now reads "Expired".':
        "La certificación {tier} de {business} venció el {date}. Su insignia ya no se muestra y su certificado ahora indica «Vencido».",
      "You can still renew it by payment until {date}. After that, a new application (documents, affidavit, signature and payment) reviewed by an administrator is needed.":
        "Todavía puede renovarla mediante pago hasta el {date}. Después de esa fecha, se necesitará una nueva solicitud (documentos, declaración jurada, firma y pago) revisada por un administrador.",
      "{business}: {tier} certification revoked": "{business}: la certificación {tier} fue revocada",
      'An administrator revoked the {tier} certification of {business} on {date}. Its badge is no longer shown and its certificate now reads "Revoked".':
        "Un administrador revocó la certificación {tier} de {business} el {date}. Su insignia ya no se muestra y su certificado ahora indica «Revocado».",
      "Reason: {reason}": "Motivo: {reason}",
      "Any yearly payment for this certification has been stopped.":
        "Se detuvo todo pago anual de esta certificación.",
      "View your application page": "Ver la página de su solicitud",
      "You can submit a new application from that page once the reason is addressed.":
        "Podrá presentar una nueva solicitud desde esa página una vez resuelto el motivo.",
      "{business}: the yearly payment failed": "{business}: el pago anual no se pudo realizar",
      "We could not charge the yearly payment for the {tier} certification of {business}.":
        "No pudimos cobrar el pago anual de la certificación {tier} de {business}.",
      "Nothing changes for now: the certification stays valid until {date}. Pay before then so it is renewed.":
        "Por ahora nada cambia: la certificación sigue siendo válida hasta el {date}. Pague antes de esa fecha para que se renueve.",
      "Nothing changes for now. Pay so the certification is renewed.":
        "Por ahora nada cambia. Pague para que la certificación se renueve.",
      "Pay now": "Pagar ahora",
      "Your answer was shortlisted: {title}": "Su respuesta fue preseleccionada: {title}",
      "Your answer was declined: {title}": "Su respuesta fue rechazada: {title}",
      "You were awarded: {title}": "Se le adjudicó: {title}",
      'The poster of "{title}" shortlisted your answer for {business}.':
        "Quien publicó «{title}» preseleccionó su respuesta para {business}.",
      'The poster of "{title}" declined your answer for {business}.':
        "Quien publicó «{title}» rechazó su respuesta para {business}.",
      'The poster of "{title}" awarded the opportunity to your answer for {business}.':
        "Quien publicó «{title}» adjudicó la oportunidad a su respuesta para {business}.",
      "Their note": "Su nota",
      "Open the opportunity": "Abrir la oportunidad",
      "You receive this because you answered this contract opportunity on Ujamaa.":
        "Recibe este mensaje porque respondió a esta oportunidad de contratación en Ujamaa.",
      "Payment receipt: {tier} certification for {business}":
        "Recibo de pago: certificación {tier} para {business}",
      "Thank you: we received your payment of {amount} for {business}.":
        "Gracias: recibimos su pago de {amount} para {business}.",
      Receipt: "Recibo",
      Business: "Empresa",
      Tier: "Nivel",
      Amount: "Importe",
      Period: "Período",
      "One year from the day the application is approved":
        "Un año a partir del día en que se apruebe la solicitud",
      "Paid on": "Pagado el",
      "Go to your dashboard": "Ir a su panel",
      "You receive this receipt because you paid for a certification on Ujamaa.":
        "Recibe este recibo porque pagó una certificación en Ujamaa.",
      "{business} responded to your review": "{business} respondió a su reseña",
      "{business} responded to your review on Ujamaa.": "{business} respondió a su reseña en Ujamaa.",
      "Read the response": "Leer la respuesta",
      "You receive this because you wrote a review of this business on Ujamaa.":
        "Recibe este mensaje porque escribió una reseña de esta empresa en Ujamaa.",
      "Your vendor lists: {count, plural, one {# certification change} other {# certification changes}} this week":
        "Sus listas de proveedores: {count, plural, one {# cambio de certificación} other {# cambios de certificación}} esta semana",
      "The certifications of vendors on your lists changed this week:":
        "Las certificaciones de proveedores de sus listas cambiaron esta semana:",
      "Open {list}:": "Abrir {list}:",
      "You receive this e-mail because you turned on the weekly digest of a vendor list on Ujamaa. Turn it off on the list's page.":
        "Recibe este correo porque activó el resumen semanal de una lista de proveedores en Ujamaa. Desactívelo en la página de la lista.",
      "{name} was certified ({tier}).": "{name} fue certificada ({tier}).",
      "{name}'s certification changed from {previous} to {tier}.":
        "La certificación de {name} cambió de {previous} a {tier}.",
      "another tier": "otro nivel",
      "{name}'s {tier} certification was renewed.": "La certificación {tier} de {name} fue renovada.",
      "{name}'s {tier} certification lapsed.": "La certificación {tier} de {name} venció.",
      "{name}'s {tier} certification was revoked.": "La certificación {tier} de {name} fue revocada.",
    },
    ar: {
      "Educate. Elevate. Empower.": "علِّم. ارتقِ. مكِّن.",
      "Confirm your Ujamaa account": "أكِّد حسابك على Ujamaa",
      "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account.":
        "مرحبًا بك في Ujamaa! يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.",
      "Confirm my e-mail": "تأكيد بريدي الإلكتروني",
      "If you did not sign up, you can ignore this message.":
        "إذا لم تكن أنت من أنشأ الحساب، فيمكنك تجاهل هذه الرسالة.",
      "You receive this because this address was used to create a Ujamaa account.":
        "تصلك هذه الرسالة لأن هذا العنوان استُخدم لإنشاء حساب على Ujamaa.",
      "Reset your Ujamaa password": "أعِد تعيين كلمة مرورك على Ujamaa",
      "We received a request to reset the password of your Ujamaa account.":
        "تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك على Ujamaa.",
      "Set a new password": "تعيين كلمة مرور جديدة",
      "The link works once and expires in one hour. If you did not ask for it, you can ignore this message.":
        "يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة. إذا لم تطلبه، فيمكنك تجاهل هذه الرسالة.",
      "You receive this because a new password was asked for the Ujamaa account of this address.":
        "تصلك هذه الرسالة لأنه طُلبت كلمة مرور جديدة لحساب Ujamaa المرتبط بهذا العنوان.",
      "Your Ujamaa code: {code}": "رمزك على Ujamaa: {code}",
      "Your code to sign in to Ujamaa is:": "رمزك لتسجيل الدخول إلى Ujamaa هو:",
      "Your code to reset your password is:": "رمزك لإعادة تعيين كلمة المرور هو:",
      "Your code to confirm your e-mail is:": "رمزك لتأكيد بريدك الإلكتروني هو:",
      "It expires in 5 minutes. Never share it with anyone.":
        "تنتهي صلاحيته خلال 5 دقائق. لا تشاركه مع أي شخص أبدًا.",
      "You receive this because a code was asked for the Ujamaa account of this address.":
        "تصلك هذه الرسالة لأنه طُلب رمز لحساب Ujamaa المرتبط بهذا العنوان.",
      "You already have a Ujamaa account": "لديك حساب على Ujamaa بالفعل",
      "Someone, maybe you, tried to create a Ujamaa account with this e-mail address. You already have one.":
        "حاول شخص ما، ربما أنت، إنشاء حساب على Ujamaa بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل.",
      "Sign in": "تسجيل الدخول",
      "Forgot your password?": "هل نسيت كلمة المرور؟",
      "If this wasn't you, you can ignore this message.": "إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.",
      "You receive this because this address already has a Ujamaa account.":
        "تصلك هذه الرسالة لأن لهذا العنوان حسابًا على Ujamaa بالفعل.",
      "{sender} (signed in)": "{sender} (مسجَّل الدخول)",
      "Contact form: {subject}": "نموذج الاتصال: {subject}",
      "New message from the Contact page.": "رسالة جديدة من صفحة الاتصال.",
      From: "من",
      "Reply to": "الرد إلى",
      Subject: "الموضوع",
      "You receive this because this address takes the messages of Ujamaa's Contact page (CONTACT_EMAIL).":
        "تصلك هذه الرسالة لأن هذا العنوان يستقبل رسائل صفحة الاتصال في Ujamaa (CONTACT_EMAIL).",
      "New contract opportunity: {title}": "فرصة تعاقد جديدة: {title}",
      "Hello {name}, a new contract opportunity was posted that may interest {businesses}.":
        "مرحبًا {name}، نُشرت فرصة تعاقد جديدة قد تهمّ {businesses}.",
      "Hello {name}, a new contract opportunity was posted that matches your saved interests.":
        "مرحبًا {name}، نُشرت فرصة تعاقد جديدة تطابق اهتماماتك المحفوظة.",
      "Hello {name}, a new contract opportunity was posted that matches the NAICS codes of {businesses}.":
        "مرحبًا {name}، نُشرت فرصة تعاقد جديدة تطابق رموز NAICS الخاصة بـ{businesses}.",
      "You receive this because your {count, plural, one {business is} other {businesses are}} Preferred and contract notifications are on in your privacy settings.":
        "تصلك هذه الرسالة لأن {count, plural, zero {منشآتك مميّزة} one {منشأتك مميّزة} two {منشأتيك مميّزتان} few {منشآتك مميّزة} many {منشآتك مميّزة} other {منشآتك مميّزة}} وإشعارات العقود مفعّلة في إعدادات الخصوصية لديك.",
      "You receive this because it matches the categories or locations you saved and contract notifications are on in your privacy settings.":
        "تصلك هذه الرسالة لأنها تطابق الفئات أو المواقع التي حفظتها وإشعارات العقود مفعّلة في إعدادات الخصوصية لديك.",
      "You receive this because it has a NAICS code of your {count, plural, one {business's} other {businesses''}} For buyers section and contract notifications are on in your privacy settings.":
        "تصلك هذه الرسالة لأنها تحمل رمز NAICS من قسم «للمشترين» في {count, plural, zero {منشآتك} one {منشأتك} two {منشأتيك} few {منشآتك} many {منشآتك} other {منشآتك}} وإشعارات العقود مفعّلة في إعدادات الخصوصية لديك.",
      Company: "الشركة",
      Location: "الموقع",
      "Not specified": "غير محدد",
      Budget: "الميزانية",
      Deadline: "الموعد النهائي",
      None: "لا يوجد",
      "NAICS codes ({edition})": "رموز NAICS ({edition})",
      "View the opportunity": "عرض الفرصة",
      "Unsubscribe from contract opportunity e-mails": "إلغاء الاشتراك في رسائل فرص التعاقد",
      "Starting at {amount}": "ابتداءً من {amount}",
      "Up to {amount}": "حتى {amount}",
      "Budget negotiable": "الميزانية قابلة للتفاوض",
      Free: "مجاني",
      Verified: "موثّق",
      Certified: "معتمد",
      Preferred: "مميّز",
      "{business} is now Certified": "حصلت {business} على شهادة «معتمد»",
      "{business} is now {tier} certified": "حصلت {business} على شهادة «{tier}»",
      "Your certification application for {business} was not approved":
        "لم تتم الموافقة على طلب اعتماد {business}",
      "Good news: your {tier} certification application for {business} was approved.":
        "خبر سار: تمت الموافقة على طلب اعتماد {business} بمستوى «{tier}».",
      "Good news: your {tier} certification application for {business} was approved. It is valid until {date}.":
        "خبر سار: تمت الموافقة على طلب اعتماد {business} بمستوى «{tier}». وهو صالح حتى {date}.",
      "Your {tier} certification application for {business} was reviewed and not approved.":
        "رُوجع طلب اعتماد {business} بمستوى «{tier}» ولم تتم الموافقة عليه.",
      "Reviewer's notes": "ملاحظات المراجع",
      "View your application": "عرض طلبك",
      "Your listing now shows its certification badge.": "تعرض صفحة منشأتك الآن شارة الاعتماد.",
      "You can correct your documents and apply again from your application page.":
        "يمكنك تصحيح مستنداتك وتقديم الطلب من جديد من صفحة طلبك.",
      "You receive this because you applied for the certification of {business} on Ujamaa.":
        "تصلك هذه الرسالة لأنك تقدّمت بطلب اعتماد {business} على Ujamaa.",
      "New certification application: {business}": "طلب اعتماد جديد: {business}",
      "{business} applied for {tier} certification and is waiting for review.":
        "تقدّمت {business} بطلب اعتماد بمستوى «{tier}» وهي في انتظار المراجعة.",
      "Review applications": "مراجعة الطلبات",
      "You receive this because you are an administrator of Ujamaa.":
        "تصلك هذه الرسالة لأنك مسؤول في Ujamaa.",
      "Application received: {business}": "تم استلام الطلب: {business}",
      "We received the {tier} certification application of {business}. An administrator will review its documents and affidavit.":
        "تلقّينا طلب اعتماد {business} بمستوى «{tier}». سيراجع أحد المسؤولين مستنداته وإقراره المشفوع باليمين.",
      "You will get an e-mail when it is decided; until then you can follow it on your application page.":
        "ستصلك رسالة بريد إلكتروني عند البتّ فيه؛ وحتى ذلك الحين يمكنك متابعته من صفحة طلبك.",
      "You receive this because you submitted this application on Ujamaa.":
        "تصلك هذه الرسالة لأنك قدّمت هذا الطلب على Ujamaa.",
      "You receive this service notice because you own this business on Ujamaa.":
        "يصلك إشعار الخدمة هذا لأنك مالك هذه المنشأة على Ujamaa.",
      "{business}: {tier} certification expires in {days, plural, one {# day} other {# days}}":
        "{business}: ينتهي اعتماد «{tier}» خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}",
      "The {tier} certification of {business} expires on {date}, in {days, plural, one {# day} other {# days}}.":
        "ينتهي اعتماد {business} بمستوى «{tier}» في {date}، أي خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.",
      "Renew it now to keep its badge in the directory and its certificate valid: the new year starts when the current one ends, so renewing early loses no day.":
        "جدّده الآن للحفاظ على شارته في الدليل وصلاحية شهادته: تبدأ السنة الجديدة عند انتهاء السنة الحالية، فلا يضيع أي يوم بالتجديد المبكر.",
      "Renew the certification": "تجديد الاعتماد",
      "You receive this service notice because you own this business on Ujamaa; it is sent whatever your e-mail preferences.":
        "يصلك إشعار الخدمة هذا لأنك مالك هذه المنشأة على Ujamaa؛ ويُرسل أيًّا كانت تفضيلات البريد الإلكتروني لديك.",
      "{business}: {tier} certification expired": "{business}: انتهى اعتماد «{tier}»",
      'The {tier} certification of {business} expired on {date}. Its badge is no longer shown and its certificate now reads "Expired".':
        "انتهى اعتماد {business} بمستوى «{tier}» في {date}. لم تعد شارته معروضة، وأصبحت شهادته تحمل عبارة «منتهية».",
      "You can still renew it by payment until {date}. After that, a new application (documents, affidavit, signature and payment) reviewed by an administrator is needed.":
        "لا يزال بإمكانك تجديده بالدفع حتى {date}. بعد ذلك، يلزم تقديم طلب جديد (مستندات وإقرار مشفوع باليمين وتوقيع ودفع) يراجعه أحد المسؤولين.",
      "{business}: {tier} certification revoked": "{business}: أُلغي اعتماد «{tier}»",
      'An administrator revoked the {tier} certification of {business} on {date}. Its badge is no longer shown and its certificate now reads "Revoked".':
        "ألغى أحد المسؤولين اعتماد {business} بمستوى «{tier}» في {date}. لم تعد شارته معروضة، وأصبحت شهادته تحمل عبارة «ملغاة».",
      "Reason: {reason}": "السبب: {reason}",
      "Any yearly payment for this certification has been stopped.": "أُوقفت أي دفعة سنوية لهذا الاعتماد.",
      "View your application page": "عرض صفحة طلبك",
      "You can submit a new application from that page once the reason is addressed.":
        "يمكنك تقديم طلب جديد من تلك الصفحة بعد معالجة السبب.",
      "{business}: the yearly payment failed": "{business}: تعذّرت الدفعة السنوية",
      "We could not charge the yearly payment for the {tier} certification of {business}.":
        "تعذّر علينا تحصيل الدفعة السنوية لاعتماد {business} بمستوى «{tier}».",
      "Nothing changes for now: the certification stays valid until {date}. Pay before then so it is renewed.":
        "لا شيء يتغير في الوقت الحالي: يظل الاعتماد صالحًا حتى {date}. ادفع قبل ذلك ليتم تجديده.",
      "Nothing changes for now. Pay so the certification is renewed.":
        "لا شيء يتغير في الوقت الحالي. ادفع ليتم تجديد الاعتماد.",
      "Pay now": "ادفع الآن",
      "Your answer was shortlisted: {title}": "أُدرج ردّك في القائمة المختصرة: {title}",
      "Your answer was declined: {title}": "رُفض ردّك: {title}",
      "You were awarded: {title}": "رُسيت عليك الفرصة: {title}",
      'The poster of "{title}" shortlisted your answer for {business}.':
        "أدرج ناشر «{title}» ردّك باسم {business} في القائمة المختصرة.",
      'The poster of "{title}" declined your answer for {business}.':
        "رفض ناشر «{title}» ردّك باسم {business}.",
      'The poster of "{title}" awarded the opportunity to your answer for {business}.':
        "أرسى ناشر «{title}» الفرصة على ردّك باسم {business}.",
      "Their note": "ملاحظته",
      "Open the opportunity": "فتح الفرصة",
      "You receive this because you answered this contract opportunity on Ujamaa.":
        "تصلك هذه الرسالة لأنك رددت على فرصة التعاقد هذه على Ujamaa.",
      "Payment receipt: {tier} certification for {business}": "إيصال دفع: اعتماد «{tier}» لـ{business}",
      "Thank you: we received your payment of {amount} for {business}.":
        "شكرًا لك: تلقّينا دفعتك البالغة {amount} لـ{business}.",
      Receipt: "الإيصال",
      Business: "المنشأة",
      Tier: "المستوى",
      Amount: "المبلغ",
      Period: "الفترة",
      "One year from the day the application is approved": "سنة واحدة من يوم الموافقة على الطلب",
      "Paid on": "تاريخ الدفع",
      "Go to your dashboard": "الانتقال إلى لوحة التحكم",
      "You receive this receipt because you paid for a certification on Ujamaa.":
        "يصلك هذا الإيصال لأنك دفعت مقابل اعتماد على Ujamaa.",
      "{business} responded to your review": "ردّت {business} على مراجعتك",
      "{business} responded to your review on Ujamaa.": "ردّت {business} على مراجعتك على Ujamaa.",
      "Read the response": "قراءة الرد",
      "You receive this because you wrote a review of this business on Ujamaa.":
        "تصلك هذه الرسالة لأنك كتبت مراجعة لهذه المنشأة على Ujamaa.",
      "Your vendor lists: {count, plural, one {# certification change} other {# certification changes}} this week":
        "قوائم المورّدين لديك: {count, plural, zero {لا تغييرات في الاعتماد} one {تغيير واحد في الاعتماد} two {تغييران في الاعتماد} few {# تغييرات في الاعتماد} many {# تغييرًا في الاعتماد} other {# تغيير في الاعتماد}} هذا الأسبوع",
      "The certifications of vendors on your lists changed this week:":
        "تغيّرت اعتمادات مورّدين في قوائمك هذا الأسبوع:",
      "Open {list}:": "فتح {list}:",
      "You receive this e-mail because you turned on the weekly digest of a vendor list on Ujamaa. Turn it off on the list's page.":
        "تصلك هذه الرسالة لأنك فعّلت الملخص الأسبوعي لقائمة مورّدين على Ujamaa. يمكنك إيقافه من صفحة القائمة.",
      "{name} was certified ({tier}).": "حصلت {name} على الاعتماد ({tier}).",
      "{name}'s certification changed from {previous} to {tier}.":
        "تغيّر اعتماد {name} من {previous} إلى {tier}.",
      "another tier": "مستوى آخر",
      "{name}'s {tier} certification was renewed.": "جُدّد اعتماد {name} بمستوى «{tier}».",
      "{name}'s {tier} certification lapsed.": "انتهى اعتماد {name} بمستوى «{tier}».",
      "{name}'s {tier} certification was revoked.": "أُلغي اعتماد {name} بمستوى «{tier}».",
    },
  },
);

export type MailMessageId = (typeof MAIL)["ids"][number];
