import { catalog } from "~/domain/languages/translations";

/**
 * What Ujamaa writes to a user outside a page and an e-mail: the in-app notifications (stored as text, written in
 * their recipient's language when they are made) and the text messages (SMS). The server reads them; no page
 * loads them.
 */
export const NOTICES = catalog(
  [
    // The tiers, as a notification names them.
    "Free",
    "Verified",
    "Certified",
    "Preferred",
    // Answers to an opportunity.
    "Your answer was shortlisted",
    "Your answer was declined",
    "Awarded: your answer won",
    "{title}: the poster's decision on the answer of {business}.",
    "your business",
    // Opportunity alerts.
    "New contract opportunity: {title}",
    "{company} posted an opportunity for {businesses}: {budget}.",
    "{company} posted an opportunity matching your saved interests: {budget}.",
    "{company} posted an opportunity matching the NAICS codes of {businesses}: {budget}.",
    // Certification: applications, decisions, revocation, expiry.
    "New certification application",
    "{business} applied for {tier} certification.",
    "Certification approved",
    "Certification application not approved",
    "{business} is now Certified.",
    "{business} is now {tier} certified.",
    "Your application for {business} was not approved.",
    "Your application for {business} was not approved. Notes: {notes}",
    "Certification revoked",
    "{business}'s {tier} certification was revoked. Reason: {reason}",
    "Certification expired",
    "{business}'s {tier} certification expired on {date}. Renew it by payment until {graceEnd}; after that, a new application is needed.",
    "Certification expires in {days, plural, one {# day} other {# days}}",
    "{business}'s {tier} certification expires on {date}. Renew it to keep its badge.",
    // Payments.
    "Duplicate payment to refund",
    "{business} paid its {tier} first year twice: the second payment is kept apart as a duplicate and its subscription is cancelled. Refund it at the payment provider.",
    "Certification renewed",
    "{business}'s {tier} certification now runs until {date}.",
    "Yearly payment failed",
    "We could not charge the yearly payment for {business}'s {tier} certification. It stays valid until {date}: pay before then so it is renewed.",
    "We could not charge the yearly payment for {business}'s {tier} certification. Pay it so the certification is renewed.",
    // Reviews.
    "New review of {business}",
    "{author} rated {business} {rating} out of 5.",
    "{business} responded to your review",
    "{business} answered your review. Read it on the business's page.",
    // Vendor lists.
    "Vendor list: {list}",
    "{business} was certified ({tier}).",
    "{business}'s certification changed from {previous} to {tier}.",
    "another tier",
    "{business}'s {tier} certification was renewed.",
    "{business}'s {tier} certification lapsed.",
    "{business}'s {tier} certification was revoked.",
    // Demo data (npm run seed).
    "Welcome to Ujamaa",
    "Your account is ready. List your business and apply for certification from your dashboard.",
    "Applications waiting for review",
    "{count, plural, one {# certification application is} other {# certification applications are}} pending review.",
    // Text messages (SMS): short, one segment each where the language allows.
    "{code} is your Ujamaa code to finish creating your account. It expires in 5 minutes.",
    "{code} is your Ujamaa code. It expires in 5 minutes. Never share it.",
    "{code} is your Ujamaa code to reset your password. It expires in 5 minutes.",
    "{code} is your Ujamaa sign-in code (two-step verification). It expires in 5 minutes.",
    "Someone tried to create an Ujamaa account with this number. You already have one: sign in at {url} or reset your password there.",
    "Someone tried to add this number to another Ujamaa account. It stays with yours; no code was sent.",
  ],
  {
    fr: {
      Free: "Gratuit",
      Verified: "Vérifié",
      Certified: "Certifié",
      Preferred: "Privilégié",
      "Your answer was shortlisted": "Votre réponse a été présélectionnée",
      "Your answer was declined": "Votre réponse a été refusée",
      "Awarded: your answer won": "Attribué : votre réponse a été retenue",
      "{title}: the poster's decision on the answer of {business}.":
        "{title} : la décision de l'auteur de l'opportunité sur la réponse de {business}.",
      "your business": "votre entreprise",
      "New contract opportunity: {title}": "Nouvelle opportunité de contrat : {title}",
      "{company} posted an opportunity for {businesses}: {budget}.":
        "{company} a publié une opportunité pour {businesses} : {budget}.",
      "{company} posted an opportunity matching your saved interests: {budget}.":
        "{company} a publié une opportunité correspondant à vos centres d'intérêt enregistrés : {budget}.",
      "{company} posted an opportunity matching the NAICS codes of {businesses}: {budget}.":
        "{company} a publié une opportunité correspondant aux codes NAICS de {businesses} : {budget}.",
      "New certification application": "Nouvelle demande de certification",
      "{business} applied for {tier} certification.": "{business} a demandé la certification {tier}.",
      "Certification approved": "Certification approuvée",
      "Certification application not approved": "Demande de certification non approuvée",
      "{business} is now Certified.": "{business} a obtenu la certification Certifié.",
      "{business} is now {tier} certified.": "{business} a obtenu la certification {tier}.",
      "Your application for {business} was not approved.":
        "Votre demande pour {business} n'a pas été approuvée.",
      "Your application for {business} was not approved. Notes: {notes}":
        "Votre demande pour {business} n'a pas été approuvée. Remarques : {notes}",
      "Certification revoked": "Certification révoquée",
      "{business}'s {tier} certification was revoked. Reason: {reason}":
        "La certification {tier} de {business} a été révoquée. Motif : {reason}",
      "Certification expired": "Certification expirée",
      "{business}'s {tier} certification expired on {date}. Renew it by payment until {graceEnd}; after that, a new application is needed.":
        "La certification {tier} de {business} a expiré le {date}. Vous pouvez la renouveler par paiement jusqu'au {graceEnd} ; passé ce délai, une nouvelle demande sera nécessaire.",
      "Certification expires in {days, plural, one {# day} other {# days}}":
        "La certification expire dans {days, plural, one {# jour} other {# jours}}",
      "{business}'s {tier} certification expires on {date}. Renew it to keep its badge.":
        "La certification {tier} de {business} expire le {date}. Renouvelez-la pour conserver son badge.",
      "Duplicate payment to refund": "Paiement en double à rembourser",
      "{business} paid its {tier} first year twice: the second payment is kept apart as a duplicate and its subscription is cancelled. Refund it at the payment provider.":
        "{business} a payé deux fois sa première année {tier} : le second paiement est mis à part comme doublon et son abonnement est annulé. Remboursez-le auprès du prestataire de paiement.",
      "Certification renewed": "Certification renouvelée",
      "{business}'s {tier} certification now runs until {date}.":
        "La certification {tier} de {business} est désormais valable jusqu'au {date}.",
      "Yearly payment failed": "Échec du paiement annuel",
      "We could not charge the yearly payment for {business}'s {tier} certification. It stays valid until {date}: pay before then so it is renewed.":
        "Nous n'avons pas pu prélever le paiement annuel de la certification {tier} de {business}. Elle reste valable jusqu'au {date} : payez avant cette date pour qu'elle soit renouvelée.",
      "We could not charge the yearly payment for {business}'s {tier} certification. Pay it so the certification is renewed.":
        "Nous n'avons pas pu prélever le paiement annuel de la certification {tier} de {business}. Réglez-le pour que la certification soit renouvelée.",
      "New review of {business}": "Nouvel avis sur {business}",
      "{author} rated {business} {rating} out of 5.":
        "{author} a attribué la note de {rating} sur 5 à {business}.",
      "{business} responded to your review": "{business} a répondu à votre avis",
      "{business} answered your review. Read it on the business's page.":
        "{business} a répondu à votre avis. Lisez sa réponse sur la page de l'entreprise.",
      "Vendor list: {list}": "Liste de fournisseurs : {list}",
      "{business} was certified ({tier}).": "{business} a été certifiée ({tier}).",
      "{business}'s certification changed from {previous} to {tier}.":
        "La certification de {business} est passée de {previous} à {tier}.",
      "another tier": "un autre niveau",
      "{business}'s {tier} certification was renewed.":
        "La certification {tier} de {business} a été renouvelée.",
      "{business}'s {tier} certification lapsed.": "La certification {tier} de {business} a expiré.",
      "{business}'s {tier} certification was revoked.":
        "La certification {tier} de {business} a été révoquée.",
      "{code} is your Ujamaa code to finish creating your account. It expires in 5 minutes.":
        "{code} est votre code Ujamaa pour terminer la création de votre compte. Il expire dans 5 minutes.",
      "{code} is your Ujamaa code. It expires in 5 minutes. Never share it.":
        "{code} est votre code Ujamaa. Il expire dans 5 minutes. Ne le communiquez jamais.",
      "{code} is your Ujamaa code to reset your password. It expires in 5 minutes.":
        "{code} est votre code Ujamaa pour réinitialiser votre mot de passe. Il expire dans 5 minutes.",
      "{code} is your Ujamaa sign-in code (two-step verification). It expires in 5 minutes.":
        "{code} est votre code de connexion Ujamaa (validation en deux étapes). Il expire dans 5 minutes.",
      "Someone tried to create an Ujamaa account with this number. You already have one: sign in at {url} or reset your password there.":
        "Quelqu'un a tenté de créer un compte Ujamaa avec ce numéro. Vous en avez déjà un : connectez-vous sur {url} ou réinitialisez-y votre mot de passe.",
      "Someone tried to add this number to another Ujamaa account. It stays with yours; no code was sent.":
        "Quelqu'un a tenté d'ajouter ce numéro à un autre compte Ujamaa. Il reste associé au vôtre ; aucun code n'a été envoyé.",
      "Welcome to Ujamaa": "Bienvenue sur Ujamaa",
      "Your account is ready. List your business and apply for certification from your dashboard.":
        "Votre compte est prêt. Inscrivez votre entreprise et demandez sa certification depuis votre tableau de bord.",
      "Applications waiting for review": "Demandes en attente d'examen",
      "{count, plural, one {# certification application is} other {# certification applications are}} pending review.":
        "{count, plural, one {# demande de certification est} other {# demandes de certification sont}} en attente d'examen.",
    },
    es: {
      Free: "Gratis",
      Verified: "Verificado",
      Certified: "Certificado",
      Preferred: "Preferente",
      "Your answer was shortlisted": "Su respuesta fue preseleccionada",
      "Your answer was declined": "Su respuesta fue rechazada",
      "Awarded: your answer won": "Adjudicada: su respuesta fue la elegida",
      "{title}: the poster's decision on the answer of {business}.":
        "{title}: la decisión de quien publicó la oportunidad sobre la respuesta de {business}.",
      "your business": "su empresa",
      "New contract opportunity: {title}": "Nueva oportunidad de contrato: {title}",
      "{company} posted an opportunity for {businesses}: {budget}.":
        "{company} publicó una oportunidad para {businesses}: {budget}.",
      "{company} posted an opportunity matching your saved interests: {budget}.":
        "{company} publicó una oportunidad que coincide con sus intereses guardados: {budget}.",
      "{company} posted an opportunity matching the NAICS codes of {businesses}: {budget}.":
        "{company} publicó una oportunidad que coincide con los códigos NAICS de {businesses}: {budget}.",
      "New certification application": "Nueva solicitud de certificación",
      "{business} applied for {tier} certification.": "{business} solicitó la certificación {tier}.",
      "Certification approved": "Certificación aprobada",
      "Certification application not approved": "Solicitud de certificación no aprobada",
      "{business} is now Certified.": "{business} obtuvo la certificación Certificado.",
      "{business} is now {tier} certified.": "{business} obtuvo la certificación {tier}.",
      "Your application for {business} was not approved.": "Su solicitud para {business} no fue aprobada.",
      "Your application for {business} was not approved. Notes: {notes}":
        "Su solicitud para {business} no fue aprobada. Observaciones: {notes}",
      "Certification revoked": "Certificación revocada",
      "{business}'s {tier} certification was revoked. Reason: {reason}":
        "La certificación {tier} de {business} fue revocada. Motivo: {reason}",
      "Certification expired": "Certificación vencida",
      "{business}'s {tier} certification expired on {date}. Renew it by payment until {graceEnd}; after that, a new application is needed.":
        "La certificación {tier} de {business} venció el {date}. Puede renovarla mediante pago hasta el {graceEnd}; después, será necesaria una nueva solicitud.",
      "Certification expires in {days, plural, one {# day} other {# days}}":
        "La certificación vence en {days, plural, one {# día} other {# días}}",
      "{business}'s {tier} certification expires on {date}. Renew it to keep its badge.":
        "La certificación {tier} de {business} vence el {date}. Renuévela para conservar su insignia.",
      "Duplicate payment to refund": "Pago duplicado por reembolsar",
      "{business} paid its {tier} first year twice: the second payment is kept apart as a duplicate and its subscription is cancelled. Refund it at the payment provider.":
        "{business} pagó dos veces su primer año {tier}: el segundo pago se guarda aparte como duplicado y su suscripción se cancela. Reembólselo en el proveedor de pagos.",
      "Certification renewed": "Certificación renovada",
      "{business}'s {tier} certification now runs until {date}.":
        "La certificación {tier} de {business} ahora es válida hasta el {date}.",
      "Yearly payment failed": "Falló el pago anual",
      "We could not charge the yearly payment for {business}'s {tier} certification. It stays valid until {date}: pay before then so it is renewed.":
        "No pudimos cobrar el pago anual de la certificación {tier} de {business}. Sigue vigente hasta el {date}: pague antes de esa fecha para que se renueve.",
      "We could not charge the yearly payment for {business}'s {tier} certification. Pay it so the certification is renewed.":
        "No pudimos cobrar el pago anual de la certificación {tier} de {business}. Páguelo para que la certificación se renueve.",
      "New review of {business}": "Nueva reseña de {business}",
      "{author} rated {business} {rating} out of 5.": "{author} calificó a {business} con {rating} de 5.",
      "{business} responded to your review": "{business} respondió a su reseña",
      "{business} answered your review. Read it on the business's page.":
        "{business} respondió a su reseña. Léala en la página de la empresa.",
      "Vendor list: {list}": "Lista de proveedores: {list}",
      "{business} was certified ({tier}).": "{business} fue certificada ({tier}).",
      "{business}'s certification changed from {previous} to {tier}.":
        "La certificación de {business} cambió de {previous} a {tier}.",
      "another tier": "otro nivel",
      "{business}'s {tier} certification was renewed.": "La certificación {tier} de {business} fue renovada.",
      "{business}'s {tier} certification lapsed.": "La certificación {tier} de {business} venció.",
      "{business}'s {tier} certification was revoked.": "La certificación {tier} de {business} fue revocada.",
      "{code} is your Ujamaa code to finish creating your account. It expires in 5 minutes.":
        "{code} es su clave de Ujamaa para terminar de crear su cuenta. Vence en 5 minutos.",
      "{code} is your Ujamaa code. It expires in 5 minutes. Never share it.":
        "{code} es su clave de Ujamaa. Vence en 5 minutos. No la comparta nunca.",
      "{code} is your Ujamaa code to reset your password. It expires in 5 minutes.":
        "{code} es su clave de Ujamaa para restablecer su contraseña. Vence en 5 minutos.",
      "{code} is your Ujamaa sign-in code (two-step verification). It expires in 5 minutes.":
        "{code} es su clave para entrar en Ujamaa (segundo paso de acceso). Vence en 5 minutos.",
      "Someone tried to create an Ujamaa account with this number. You already have one: sign in at {url} or reset your password there.":
        "Alguien intentó crear una cuenta de Ujamaa con este número. Usted ya tiene una: inicie sesión en {url} o restablezca allí su contraseña.",
      "Someone tried to add this number to another Ujamaa account. It stays with yours; no code was sent.":
        "Alguien intentó agregar este número a otra cuenta de Ujamaa. Sigue vinculado a la suya; no se envió ningún código.",
      "Welcome to Ujamaa": "Bienvenido a Ujamaa",
      "Your account is ready. List your business and apply for certification from your dashboard.":
        "Su cuenta está lista. Registre su empresa y solicite la certificación desde su panel.",
      "Applications waiting for review": "Solicitudes pendientes de revisión",
      "{count, plural, one {# certification application is} other {# certification applications are}} pending review.":
        "{count, plural, one {# solicitud de certificación está pendiente} other {# solicitudes de certificación están pendientes}} de revisión.",
    },
    ar: {
      Free: "مجاني",
      Verified: "موثّق",
      Certified: "معتمد",
      Preferred: "مميّز",
      "Your answer was shortlisted": "أُدرج ردّك في القائمة المختصرة",
      "Your answer was declined": "رُفض ردّك",
      "Awarded: your answer won": "تمت الترسية: وقع الاختيار على ردّك",
      "{title}: the poster's decision on the answer of {business}.":
        "{title}: قرار ناشر الفرصة بشأن ردّ {business}.",
      "your business": "نشاطك التجاري",
      "New contract opportunity: {title}": "فرصة تعاقد جديدة: {title}",
      "{company} posted an opportunity for {businesses}: {budget}.":
        "نشرت {company} فرصة تناسب {businesses}: {budget}.",
      "{company} posted an opportunity matching your saved interests: {budget}.":
        "نشرت {company} فرصة تطابق اهتماماتك المحفوظة: {budget}.",
      "{company} posted an opportunity matching the NAICS codes of {businesses}: {budget}.":
        "نشرت {company} فرصة تطابق رموز NAICS الخاصة بـ {businesses}: {budget}.",
      "New certification application": "طلب اعتماد جديد",
      "{business} applied for {tier} certification.": "قدّمت {business} طلبًا للحصول على شهادة «{tier}».",
      "Certification approved": "تمت الموافقة على الاعتماد",
      "Certification application not approved": "لم تتم الموافقة على طلب الاعتماد",
      "{business} is now Certified.": "حصلت {business} على شهادة «معتمد».",
      "{business} is now {tier} certified.": "حصلت {business} على شهادة «{tier}».",
      "Your application for {business} was not approved.": "لم تتم الموافقة على طلبك الخاص بـ {business}.",
      "Your application for {business} was not approved. Notes: {notes}":
        "لم تتم الموافقة على طلبك الخاص بـ {business}. ملاحظات: {notes}",
      "Certification revoked": "سُحب الاعتماد",
      "{business}'s {tier} certification was revoked. Reason: {reason}":
        "سُحبت شهادة «{tier}» الخاصة بـ {business}. السبب: {reason}",
      "Certification expired": "انتهت صلاحية الاعتماد",
      "{business}'s {tier} certification expired on {date}. Renew it by payment until {graceEnd}; after that, a new application is needed.":
        "انتهت صلاحية شهادة «{tier}» الخاصة بـ {business} في {date}. يمكنك تجديدها بالدفع حتى {graceEnd}؛ وبعد ذلك يلزم تقديم طلب جديد.",
      "Certification expires in {days, plural, one {# day} other {# days}}":
        "تنتهي صلاحية الاعتماد خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}",
      "{business}'s {tier} certification expires on {date}. Renew it to keep its badge.":
        "تنتهي صلاحية شهادة «{tier}» الخاصة بـ {business} في {date}. جدّدها للاحتفاظ بشارتها.",
      "Duplicate payment to refund": "دفعة مكررة يجب ردّها",
      "{business} paid its {tier} first year twice: the second payment is kept apart as a duplicate and its subscription is cancelled. Refund it at the payment provider.":
        "دفعت {business} رسوم السنة الأولى لشهادة «{tier}» مرتين: حُفظت الدفعة الثانية جانبًا بوصفها مكررة وأُلغي اشتراكها. يُرجى ردّها لدى مزوّد الدفع.",
      "Certification renewed": "جُدّد الاعتماد",
      "{business}'s {tier} certification now runs until {date}.":
        "أصبحت شهادة «{tier}» الخاصة بـ {business} سارية حتى {date}.",
      "Yearly payment failed": "تعذّر تحصيل الدفعة السنوية",
      "We could not charge the yearly payment for {business}'s {tier} certification. It stays valid until {date}: pay before then so it is renewed.":
        "تعذّر علينا تحصيل الدفعة السنوية لشهادة «{tier}» الخاصة بـ {business}. تبقى الشهادة سارية حتى {date}: ادفع قبل ذلك لتجديدها.",
      "We could not charge the yearly payment for {business}'s {tier} certification. Pay it so the certification is renewed.":
        "تعذّر علينا تحصيل الدفعة السنوية لشهادة «{tier}» الخاصة بـ {business}. ادفعها لتجديد الشهادة.",
      "New review of {business}": "تقييم جديد لـ {business}",
      "{author} rated {business} {rating} out of 5.": "قيّم {author} {business} بـ {rating} من 5.",
      "{business} responded to your review": "ردّت {business} على تقييمك",
      "{business} answered your review. Read it on the business's page.":
        "ردّت {business} على تقييمك. اقرأ الرد في صفحة النشاط التجاري.",
      "Vendor list: {list}": "قائمة الموردين: {list}",
      "{business} was certified ({tier}).": "حصلت {business} على الاعتماد ({tier}).",
      "{business}'s certification changed from {previous} to {tier}.":
        "تغيّر اعتماد {business} من {previous} إلى {tier}.",
      "another tier": "مستوى آخر",
      "{business}'s {tier} certification was renewed.": "جُدّدت شهادة «{tier}» الخاصة بـ {business}.",
      "{business}'s {tier} certification lapsed.": "انتهت صلاحية شهادة «{tier}» الخاصة بـ {business}.",
      "{business}'s {tier} certification was revoked.": "سُحبت شهادة «{tier}» الخاصة بـ {business}.",
      "{code} is your Ujamaa code to finish creating your account. It expires in 5 minutes.":
        "{code} رمز Ujamaa لإكمال إنشاء حسابك، صالح لمدة 5 دقائق.",
      "{code} is your Ujamaa code. It expires in 5 minutes. Never share it.":
        "{code} رمز Ujamaa الخاص بك، صالح 5 دقائق. لا تشاركه مع أحد.",
      "{code} is your Ujamaa code to reset your password. It expires in 5 minutes.":
        "{code} رمز Ujamaa لإعادة تعيين كلمة المرور، صالح 5 دقائق.",
      "{code} is your Ujamaa sign-in code (two-step verification). It expires in 5 minutes.":
        "{code} رمز الدخول إلى Ujamaa (التحقق بخطوتين)، صالح 5 دقائق.",
      "Someone tried to create an Ujamaa account with this number. You already have one: sign in at {url} or reset your password there.":
        "حاول شخص ما إنشاء حساب على Ujamaa بهذا الرقم. لديك حساب بالفعل: سجّل الدخول على {url} أو أعد تعيين كلمة المرور من هناك.",
      "Someone tried to add this number to another Ujamaa account. It stays with yours; no code was sent.":
        "حاول شخص ما إضافة هذا الرقم إلى حساب آخر على Ujamaa. يبقى الرقم مرتبطًا بحسابك، ولم يُرسَل أي رمز.",
      "Welcome to Ujamaa": "مرحبًا بكم في Ujamaa",
      "Your account is ready. List your business and apply for certification from your dashboard.":
        "حسابكم جاهز. أدرجوا نشاطكم التجاري وقدّموا طلب الاعتماد من لوحة التحكم.",
      "Applications waiting for review": "طلبات بانتظار المراجعة",
      "{count, plural, one {# certification application is} other {# certification applications are}} pending review.":
        "{count, plural, zero {لا طلبات اعتماد} one {طلب اعتماد واحد} two {طلبا اعتماد} few {# طلبات اعتماد} many {# طلب اعتماد} other {# طلب اعتماد}} بانتظار المراجعة.",
    },
  },
);

/** Any notice's id: its English text. */
export type NoticeId = (typeof NOTICES)["ids"][number];
