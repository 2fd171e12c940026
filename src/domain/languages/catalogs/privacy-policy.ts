import { catalog } from "~/domain/languages/translations";

/** The Privacy Policy's text (src/web/features/info/privacy-policy.ts); its title is the footer's, in `layout`. */
export const PRIVACY_POLICY_TEXT = catalog(
  [
    "How Ujamaa LLC collects, uses, shares and protects your information on Ujamaa.",
    "Ujamaa is operated by Ujamaa LLC, a Texas limited liability company, which describes Ujamaa as the world business network app. This policy explains what information we collect when you use Ujamaa, why we collect it, who we share it with and the choices you have.",
    "Data we collect",
    "We collect only what we need to run the directory, storefronts and certification:",
    "Account data: your name, e-mail address and password (stored only as a secure hash), and your profile picture if you add one.",
    "Business data: the listings and storefronts you publish, such as business name, category, address, phone, e-mail, website, hours, logo and images.",
    "Certification data: the documents, signed affidavit and tier you submit when you apply for or renew certification.",
    "Payment data: the tier, amount and status of each payment. Card details go straight to our payment provider; we never see or store them.",
    "Messages: what you send us through the Contact page, with your name and e-mail address.",
    "Technical data: your IP address, browser and device type and session records, used to keep accounts secure and to limit abuse.",
    "Usage data: counts of profile views and of clicks on a business's phone number and website, kept per business and per day so owners can see how their listing performs.",
    "Your choices: your privacy preferences (stored with your account) and your cookie choice (stored on your device).",
    "How we use your data",
    "To provide Ujamaa: show listings, run search, manage your account and storefronts.",
    "To review certification applications and issue certificates anyone can verify.",
    "To send the e-mails you need (confirmations, sign-in codes, password resets) and, if you allow it in Settings, contract opportunity alerts and announcements.",
    "To answer your messages, keep the service secure and meet our legal obligations.",
    "We do not sell your personal information.",
    "Sharing with service providers",
    "We share information only with providers that help us run Ujamaa, and only what each needs:",
    "Service providers that host our servers, database and file storage.",
    "A payment provider that processes payments for paid certification tiers.",
    "An e-mail provider that delivers the messages we send you.",
    "Analytics: measurement of how the site is used, only with your consent (see the {cookiePolicy}).",
    "Information you publish in a listing or storefront is public. We may also disclose information when the law requires it.",
    "Processing in the U.S.",
    "Ujamaa is operated from the United States. Your information is stored and processed in the U.S., whichever country you use Ujamaa from.",
    "Minimum age",
    "You must be at least 18 years old to create an account. We do not knowingly collect any data from children under 13; if you believe a child has given us information, contact us and we will delete it.",
    "Subscriptions and renewal",
    "Paid certification tiers are subscriptions that renew automatically unless cancelled. We keep the payment records needed to renew or cancel them and for our accounts.",
    "Your choices and rights",
    "You can update your profile and your e-mail and privacy preferences in Settings, sign out of your other sessions, and change your cookie choice at any time. To get a copy of your data or to have your account deleted, contact us.",
    "Retention and security",
    "We keep your information while your account is open and afterwards only as long as the law or a dispute requires. Passwords are hashed, connections are encrypted, and private documents are only reachable through short-lived links.",
    "Governing law",
    "This policy is governed by the laws of the State of Texas, United States.",
    "Changes and contact",
    "We will post any change to this policy on this page with a new effective date. Questions? Write to {email} or use the {contactPage}.",
  ],
  {
    fr: {
      "How Ujamaa LLC collects, uses, shares and protects your information on Ujamaa.":
        "Comment Ujamaa LLC collecte, utilise, partage et protège vos informations sur Ujamaa.",
      "Ujamaa is operated by Ujamaa LLC, a Texas limited liability company, which describes Ujamaa as the world business network app. This policy explains what information we collect when you use Ujamaa, why we collect it, who we share it with and the choices you have.":
        "Ujamaa est exploité par Ujamaa LLC, société à responsabilité limitée de droit texan (limited liability company), qui présente Ujamaa comme l'application du réseau mondial des entreprises. La présente politique explique quelles informations nous collectons lorsque vous utilisez Ujamaa, pourquoi nous les collectons, avec qui nous les partageons et de quels choix vous disposez.",
      "Data we collect": "Données que nous collectons",
      "We collect only what we need to run the directory, storefronts and certification:":
        "Nous ne collectons que ce qui nous est nécessaire pour faire fonctionner l'annuaire, les vitrines et la certification :",
      "Account data: your name, e-mail address and password (stored only as a secure hash), and your profile picture if you add one.":
        "Données de compte : votre nom, votre adresse e-mail et votre mot de passe (conservé uniquement sous forme d'empreinte sécurisée), ainsi que votre photo de profil si vous en ajoutez une.",
      "Business data: the listings and storefronts you publish, such as business name, category, address, phone, e-mail, website, hours, logo and images.":
        "Données d'entreprise : les fiches et vitrines que vous publiez, comme le nom de l'entreprise, la catégorie, l'adresse, le téléphone, l'adresse e-mail, le site web, les horaires, le logo et les images.",
      "Certification data: the documents, signed affidavit and tier you submit when you apply for or renew certification.":
        "Données de certification : les documents, la déclaration sous serment signée et le niveau que vous soumettez lorsque vous demandez ou renouvelez une certification.",
      "Payment data: the tier, amount and status of each payment. Card details go straight to our payment provider; we never see or store them.":
        "Données de paiement : le niveau, le montant et le statut de chaque paiement. Les données de carte sont transmises directement à notre prestataire de paiement ; nous ne les voyons ni ne les conservons jamais.",
      "Messages: what you send us through the Contact page, with your name and e-mail address.":
        "Messages : ce que vous nous envoyez par la page Contact, avec votre nom et votre adresse e-mail.",
      "Technical data: your IP address, browser and device type and session records, used to keep accounts secure and to limit abuse.":
        "Données techniques : votre adresse IP, votre type de navigateur et d'appareil et les enregistrements de vos sessions, utilisés pour sécuriser les comptes et limiter les abus.",
      "Usage data: counts of profile views and of clicks on a business's phone number and website, kept per business and per day so owners can see how their listing performs.":
        "Données d'utilisation : le nombre de consultations des profils et de clics sur le numéro de téléphone et le site web d'une entreprise, comptés par entreprise et par jour afin que les propriétaires puissent suivre les performances de leur fiche.",
      "Your choices: your privacy preferences (stored with your account) and your cookie choice (stored on your device).":
        "Vos choix : vos préférences de confidentialité (conservées avec votre compte) et votre choix en matière de cookies (conservé sur votre appareil).",
      "How we use your data": "Utilisation de vos données",
      "To provide Ujamaa: show listings, run search, manage your account and storefronts.":
        "Fournir Ujamaa : afficher les fiches, assurer la recherche, gérer votre compte et vos vitrines.",
      "To review certification applications and issue certificates anyone can verify.":
        "Examiner les demandes de certification et délivrer des certificats que chacun peut vérifier.",
      "To send the e-mails you need (confirmations, sign-in codes, password resets) and, if you allow it in Settings, contract opportunity alerts and announcements.":
        "Vous envoyer les e-mails nécessaires (confirmations, codes de connexion, réinitialisations de mot de passe) et, si vous l'autorisez dans les Paramètres, des alertes d'opportunités de marchés et des annonces.",
      "To answer your messages, keep the service secure and meet our legal obligations.":
        "Répondre à vos messages, assurer la sécurité du service et respecter nos obligations légales.",
      "We do not sell your personal information.": "Nous ne vendons pas vos informations personnelles.",
      "Sharing with service providers": "Partage avec des prestataires de services",
      "We share information only with providers that help us run Ujamaa, and only what each needs:":
        "Nous ne partageons des informations qu'avec les prestataires qui nous aident à faire fonctionner Ujamaa, et uniquement ce dont chacun a besoin :",
      "Service providers that host our servers, database and file storage.":
        "Des prestataires de services qui hébergent nos serveurs, notre base de données et notre stockage de fichiers.",
      "A payment provider that processes payments for paid certification tiers.":
        "Un prestataire de paiement qui traite les paiements des niveaux de certification payants.",
      "An e-mail provider that delivers the messages we send you.":
        "Un prestataire de messagerie qui achemine les e-mails que nous vous envoyons.",
      "Analytics: measurement of how the site is used, only with your consent (see the {cookiePolicy}).":
        "Mesure d'audience : mesure de l'utilisation du site, uniquement avec votre consentement (voir la {cookiePolicy}).",
      "Information you publish in a listing or storefront is public. We may also disclose information when the law requires it.":
        "Les informations que vous publiez dans une fiche ou une vitrine sont publiques. Nous pouvons également divulguer des informations lorsque la loi l'exige.",
      "Processing in the U.S.": "Traitement aux États-Unis",
      "Ujamaa is operated from the United States. Your information is stored and processed in the U.S., whichever country you use Ujamaa from.":
        "Ujamaa est exploité depuis les États-Unis. Vos informations sont conservées et traitées aux États-Unis, quel que soit le pays depuis lequel vous utilisez Ujamaa.",
      "Minimum age": "Âge minimum",
      "You must be at least 18 years old to create an account. We do not knowingly collect any data from children under 13; if you believe a child has given us information, contact us and we will delete it.":
        "Vous devez avoir au moins 18 ans pour créer un compte. Nous ne collectons sciemment aucune donnée concernant des enfants de moins de 13 ans ; si vous pensez qu'un enfant nous a communiqué des informations, contactez-nous et nous les supprimerons.",
      "Subscriptions and renewal": "Abonnements et renouvellement",
      "Paid certification tiers are subscriptions that renew automatically unless cancelled. We keep the payment records needed to renew or cancel them and for our accounts.":
        "Les niveaux de certification payants sont des abonnements qui se renouvellent automatiquement, sauf résiliation. Nous conservons les justificatifs de paiement nécessaires à leur renouvellement ou à leur résiliation ainsi qu'à notre comptabilité.",
      "Your choices and rights": "Vos choix et vos droits",
      "You can update your profile and your e-mail and privacy preferences in Settings, sign out of your other sessions, and change your cookie choice at any time. To get a copy of your data or to have your account deleted, contact us.":
        "Vous pouvez à tout moment mettre à jour votre profil ainsi que vos préférences d'e-mail et de confidentialité dans les Paramètres, vous déconnecter de vos autres sessions et modifier votre choix en matière de cookies. Pour obtenir une copie de vos données ou faire supprimer votre compte, contactez-nous.",
      "Retention and security": "Conservation et sécurité",
      "We keep your information while your account is open and afterwards only as long as the law or a dispute requires. Passwords are hashed, connections are encrypted, and private documents are only reachable through short-lived links.":
        "Nous conservons vos informations tant que votre compte est ouvert, puis uniquement aussi longtemps que la loi ou un litige l'exige. Les mots de passe sont hachés, les connexions sont chiffrées et les documents privés ne sont accessibles que par des liens à durée de validité limitée.",
      "Governing law": "Droit applicable",
      "This policy is governed by the laws of the State of Texas, United States.":
        "La présente politique est régie par le droit de l'État du Texas, aux États-Unis.",
      "Changes and contact": "Modifications et contact",
      "We will post any change to this policy on this page with a new effective date. Questions? Write to {email} or use the {contactPage}.":
        "Toute modification de la présente politique sera publiée sur cette page avec une nouvelle date d'entrée en vigueur. Des questions ? Écrivez à {email} ou utilisez la {contactPage}.",
    },
    es: {
      "How Ujamaa LLC collects, uses, shares and protects your information on Ujamaa.":
        "Cómo Ujamaa LLC recopila, utiliza, comparte y protege su información en Ujamaa.",
      "Ujamaa is operated by Ujamaa LLC, a Texas limited liability company, which describes Ujamaa as the world business network app. This policy explains what information we collect when you use Ujamaa, why we collect it, who we share it with and the choices you have.":
        "Ujamaa es operada por Ujamaa LLC, una sociedad de responsabilidad limitada (limited liability company) de Texas, que describe a Ujamaa como la aplicación de la red mundial de negocios. Esta política explica qué información recopilamos cuando usted utiliza Ujamaa, por qué la recopilamos, con quién la compartimos y qué opciones tiene.",
      "Data we collect": "Datos que recopilamos",
      "We collect only what we need to run the directory, storefronts and certification:":
        "Solo recopilamos lo necesario para operar el directorio, las vitrinas y la certificación:",
      "Account data: your name, e-mail address and password (stored only as a secure hash), and your profile picture if you add one.":
        "Datos de la cuenta: su nombre, su dirección de correo electrónico y su contraseña (almacenada únicamente como un hash seguro), así como su foto de perfil si agrega una.",
      "Business data: the listings and storefronts you publish, such as business name, category, address, phone, e-mail, website, hours, logo and images.":
        "Datos del negocio: las fichas y vitrinas que usted publica, como el nombre del negocio, la categoría, la dirección, el teléfono, el correo electrónico, el sitio web, el horario, el logotipo y las imágenes.",
      "Certification data: the documents, signed affidavit and tier you submit when you apply for or renew certification.":
        "Datos de certificación: los documentos, la declaración jurada firmada y el nivel que usted presenta al solicitar o renovar la certificación.",
      "Payment data: the tier, amount and status of each payment. Card details go straight to our payment provider; we never see or store them.":
        "Datos de pago: el nivel, el importe y el estado de cada pago. Los datos de la tarjeta van directamente a nuestro proveedor de pagos; nunca los vemos ni los almacenamos.",
      "Messages: what you send us through the Contact page, with your name and e-mail address.":
        "Mensajes: lo que usted nos envía a través de la página de contacto, junto con su nombre y su dirección de correo electrónico.",
      "Technical data: your IP address, browser and device type and session records, used to keep accounts secure and to limit abuse.":
        "Datos técnicos: su dirección IP, el tipo de navegador y de dispositivo y los registros de sesión, que se utilizan para mantener seguras las cuentas y limitar los abusos.",
      "Usage data: counts of profile views and of clicks on a business's phone number and website, kept per business and per day so owners can see how their listing performs.":
        "Datos de uso: el número de visitas a los perfiles y de clics en el número de teléfono y el sitio web de un negocio, registrados por negocio y por día para que los propietarios puedan ver el rendimiento de su ficha.",
      "Your choices: your privacy preferences (stored with your account) and your cookie choice (stored on your device).":
        "Sus elecciones: sus preferencias de privacidad (almacenadas con su cuenta) y su elección sobre las cookies (almacenada en su dispositivo).",
      "How we use your data": "Cómo utilizamos sus datos",
      "To provide Ujamaa: show listings, run search, manage your account and storefronts.":
        "Para prestar el servicio de Ujamaa: mostrar fichas, ofrecer la búsqueda y gestionar su cuenta y sus vitrinas.",
      "To review certification applications and issue certificates anyone can verify.":
        "Para revisar las solicitudes de certificación y emitir certificados que cualquier persona puede verificar.",
      "To send the e-mails you need (confirmations, sign-in codes, password resets) and, if you allow it in Settings, contract opportunity alerts and announcements.":
        "Para enviarle los correos electrónicos que necesita (confirmaciones, códigos de inicio de sesión, restablecimientos de contraseña) y, si usted lo permite en Configuración, alertas de oportunidades de contratos y anuncios.",
      "To answer your messages, keep the service secure and meet our legal obligations.":
        "Para responder a sus mensajes, mantener la seguridad del servicio y cumplir nuestras obligaciones legales.",
      "We do not sell your personal information.": "No vendemos su información personal.",
      "Sharing with service providers": "Intercambio con proveedores de servicios",
      "We share information only with providers that help us run Ujamaa, and only what each needs:":
        "Solo compartimos información con los proveedores que nos ayudan a operar Ujamaa, y únicamente la que cada uno necesita:",
      "Service providers that host our servers, database and file storage.":
        "Proveedores de servicios que alojan nuestros servidores, nuestra base de datos y nuestro almacenamiento de archivos.",
      "A payment provider that processes payments for paid certification tiers.":
        "Un proveedor de pagos que procesa los pagos de los niveles de certificación de pago.",
      "An e-mail provider that delivers the messages we send you.":
        "Un proveedor de correo electrónico que entrega los mensajes que le enviamos.",
      "Analytics: measurement of how the site is used, only with your consent (see the {cookiePolicy}).":
        "Analítica: medición del uso del sitio, solo con su consentimiento (consulte la {cookiePolicy}).",
      "Information you publish in a listing or storefront is public. We may also disclose information when the law requires it.":
        "La información que usted publica en una ficha o vitrina es pública. También podemos divulgar información cuando la ley lo exija.",
      "Processing in the U.S.": "Tratamiento en los EE. UU.",
      "Ujamaa is operated from the United States. Your information is stored and processed in the U.S., whichever country you use Ujamaa from.":
        "Ujamaa se opera desde los Estados Unidos. Su información se almacena y se trata en los EE. UU., independientemente del país desde el que usted utilice Ujamaa.",
      "Minimum age": "Edad mínima",
      "You must be at least 18 years old to create an account. We do not knowingly collect any data from children under 13; if you believe a child has given us information, contact us and we will delete it.":
        "Debe tener al menos 18 años para crear una cuenta. No recopilamos a sabiendas ningún dato de menores de 13 años; si usted cree que un menor nos ha proporcionado información, comuníquese con nosotros y la eliminaremos.",
      "Subscriptions and renewal": "Suscripciones y renovación",
      "Paid certification tiers are subscriptions that renew automatically unless cancelled. We keep the payment records needed to renew or cancel them and for our accounts.":
        "Los niveles de certificación de pago son suscripciones que se renuevan automáticamente, salvo que se cancelen. Conservamos los registros de pago necesarios para renovarlas o cancelarlas y para nuestra contabilidad.",
      "Your choices and rights": "Sus opciones y derechos",
      "You can update your profile and your e-mail and privacy preferences in Settings, sign out of your other sessions, and change your cookie choice at any time. To get a copy of your data or to have your account deleted, contact us.":
        "En cualquier momento puede actualizar su perfil y sus preferencias de correo electrónico y de privacidad en Configuración, cerrar sus otras sesiones y cambiar su elección sobre las cookies. Para obtener una copia de sus datos o solicitar la eliminación de su cuenta, comuníquese con nosotros.",
      "Retention and security": "Conservación y seguridad",
      "We keep your information while your account is open and afterwards only as long as the law or a dispute requires. Passwords are hashed, connections are encrypted, and private documents are only reachable through short-lived links.":
        "Conservamos su información mientras su cuenta esté abierta y, después, solo durante el tiempo que exija la ley o una controversia. Las contraseñas se almacenan como hash, las conexiones están cifradas y los documentos privados solo son accesibles mediante enlaces de corta duración.",
      "Governing law": "Ley aplicable",
      "This policy is governed by the laws of the State of Texas, United States.":
        "Esta política se rige por las leyes del Estado de Texas, Estados Unidos.",
      "Changes and contact": "Cambios y contacto",
      "We will post any change to this policy on this page with a new effective date. Questions? Write to {email} or use the {contactPage}.":
        "Publicaremos en esta página cualquier cambio a esta política, con una nueva fecha de entrada en vigor. ¿Tiene preguntas? Escriba a {email} o utilice la {contactPage}.",
    },
    ar: {
      "How Ujamaa LLC collects, uses, shares and protects your information on Ujamaa.":
        "كيف تجمع Ujamaa LLC معلوماتك على Ujamaa وتستخدمها وتشاركها وتحميها.",
      "Ujamaa is operated by Ujamaa LLC, a Texas limited liability company, which describes Ujamaa as the world business network app. This policy explains what information we collect when you use Ujamaa, why we collect it, who we share it with and the choices you have.":
        "تتولّى تشغيل Ujamaa شركةُ Ujamaa LLC، وهي شركة ذات مسؤولية محدودة خاضعة لقوانين ولاية تكساس، وتصف Ujamaa بأنه تطبيق شبكة الأعمال العالمية. توضّح هذه السياسة المعلومات التي نجمعها عند استخدامك Ujamaa، وسبب جمعها، والجهات التي نشاركها معها، والخيارات المتاحة لك.",
      "Data we collect": "البيانات التي نجمعها",
      "We collect only what we need to run the directory, storefronts and certification:":
        "لا نجمع إلا ما نحتاج إليه لتشغيل الدليل وواجهات المتاجر والاعتماد:",
      "Account data: your name, e-mail address and password (stored only as a secure hash), and your profile picture if you add one.":
        "بيانات الحساب: اسمك وعنوان بريدك الإلكتروني وكلمة مرورك (التي لا تُخزَّن إلا في صورة تجزئة آمنة)، وصورة ملفك الشخصي إن أضفتها.",
      "Business data: the listings and storefronts you publish, such as business name, category, address, phone, e-mail, website, hours, logo and images.":
        "بيانات النشاط التجاري: القوائم وواجهات المتاجر التي تنشرها، مثل اسم النشاط التجاري وفئته وعنوانه وهاتفه وبريده الإلكتروني وموقعه الإلكتروني وساعات عمله وشعاره وصوره.",
      "Certification data: the documents, signed affidavit and tier you submit when you apply for or renew certification.":
        "بيانات الاعتماد: المستندات والإقرار المشفوع باليمين الموقَّع والمستوى الذي تقدّمه عند طلب الاعتماد أو تجديده.",
      "Payment data: the tier, amount and status of each payment. Card details go straight to our payment provider; we never see or store them.":
        "بيانات الدفع: المستوى والمبلغ والحالة لكل دفعة. تُرسَل بيانات البطاقة مباشرةً إلى مزوّد خدمة الدفع لدينا، ولا نطّلع عليها ولا نخزّنها أبدًا.",
      "Messages: what you send us through the Contact page, with your name and e-mail address.":
        "الرسائل: ما ترسله إلينا عبر صفحة الاتصال، مع اسمك وعنوان بريدك الإلكتروني.",
      "Technical data: your IP address, browser and device type and session records, used to keep accounts secure and to limit abuse.":
        "البيانات التقنية: عنوان IP الخاص بك، ونوع متصفحك وجهازك، وسجلات الجلسات، وتُستخدم للحفاظ على أمان الحسابات والحدّ من إساءة الاستخدام.",
      "Usage data: counts of profile views and of clicks on a business's phone number and website, kept per business and per day so owners can see how their listing performs.":
        "بيانات الاستخدام: أعداد مشاهدات الملفات التعريفية والنقرات على رقم هاتف النشاط التجاري وموقعه الإلكتروني، تُحفَظ لكل نشاط تجاري ولكل يوم ليتمكّن المالكون من متابعة أداء قوائمهم.",
      "Your choices: your privacy preferences (stored with your account) and your cookie choice (stored on your device).":
        "اختياراتك: تفضيلات الخصوصية الخاصة بك (المحفوظة مع حسابك) واختيارك بشأن ملفات تعريف الارتباط (المحفوظ على جهازك).",
      "How we use your data": "كيف نستخدم بياناتك",
      "To provide Ujamaa: show listings, run search, manage your account and storefronts.":
        "لتقديم Ujamaa: عرض القوائم، وتشغيل البحث، وإدارة حسابك وواجهات متاجرك.",
      "To review certification applications and issue certificates anyone can verify.":
        "لمراجعة طلبات الاعتماد وإصدار شهادات يمكن لأي شخص التحقق منها.",
      "To send the e-mails you need (confirmations, sign-in codes, password resets) and, if you allow it in Settings, contract opportunity alerts and announcements.":
        "لإرسال رسائل البريد الإلكتروني التي تحتاج إليها (التأكيدات، ورموز تسجيل الدخول، وإعادة تعيين كلمة المرور)، وكذلك تنبيهات فرص التعاقد والإعلانات إذا سمحت بها في الإعدادات.",
      "To answer your messages, keep the service secure and meet our legal obligations.":
        "للردّ على رسائلك، والحفاظ على أمان الخدمة، والوفاء بالتزاماتنا القانونية.",
      "We do not sell your personal information.": "نحن لا نبيع معلوماتك الشخصية.",
      "Sharing with service providers": "المشاركة مع مزوّدي الخدمات",
      "We share information only with providers that help us run Ujamaa, and only what each needs:":
        "لا نشارك المعلومات إلا مع المزوّدين الذين يساعدوننا في تشغيل Ujamaa، ولا نشارك إلا ما يحتاج إليه كلٌّ منهم:",
      "Service providers that host our servers, database and file storage.":
        "مزوّدو الخدمات الذين يستضيفون خوادمنا وقاعدة بياناتنا ومساحة تخزين الملفات لدينا.",
      "A payment provider that processes payments for paid certification tiers.":
        "مزوّد خدمة دفع يعالج المدفوعات الخاصة بمستويات الاعتماد المدفوعة.",
      "An e-mail provider that delivers the messages we send you.":
        "مزوّد خدمة بريد إلكتروني يتولّى إيصال الرسائل التي نرسلها إليك.",
      "Analytics: measurement of how the site is used, only with your consent (see the {cookiePolicy}).":
        "التحليلات: قياس كيفية استخدام الموقع، بموافقتك فقط (راجع {cookiePolicy}).",
      "Information you publish in a listing or storefront is public. We may also disclose information when the law requires it.":
        "المعلومات التي تنشرها في قائمة أو واجهة متجر هي معلومات عامة. وقد نفصح أيضًا عن معلومات عندما يقتضي القانون ذلك.",
      "Processing in the U.S.": "المعالجة في الولايات المتحدة",
      "Ujamaa is operated from the United States. Your information is stored and processed in the U.S., whichever country you use Ujamaa from.":
        "يُشغَّل Ujamaa من الولايات المتحدة. تُخزَّن معلوماتك وتُعالَج في الولايات المتحدة، أيًّا كان البلد الذي تستخدم منه Ujamaa.",
      "Minimum age": "الحد الأدنى للسن",
      "You must be at least 18 years old to create an account. We do not knowingly collect any data from children under 13; if you believe a child has given us information, contact us and we will delete it.":
        "يجب ألّا يقلّ عمرك عن 18 عامًا لإنشاء حساب. ولا نجمع عن علمٍ أي بيانات من الأطفال دون سن 13 عامًا؛ وإذا كنت تعتقد أن طفلًا قد قدّم إلينا معلومات، فتواصل معنا وسنحذفها.",
      "Subscriptions and renewal": "الاشتراكات والتجديد",
      "Paid certification tiers are subscriptions that renew automatically unless cancelled. We keep the payment records needed to renew or cancel them and for our accounts.":
        "مستويات الاعتماد المدفوعة اشتراكاتٌ تتجدّد تلقائيًا ما لم تُلغَ. ونحتفظ بسجلات الدفع اللازمة لتجديدها أو إلغائها ولأغراض حساباتنا.",
      "Your choices and rights": "اختياراتك وحقوقك",
      "You can update your profile and your e-mail and privacy preferences in Settings, sign out of your other sessions, and change your cookie choice at any time. To get a copy of your data or to have your account deleted, contact us.":
        "يمكنك في أي وقت تحديث ملفك الشخصي وتفضيلات البريد الإلكتروني والخصوصية من الإعدادات، وتسجيل الخروج من جلساتك الأخرى، وتغيير اختيارك بشأن ملفات تعريف الارتباط. وللحصول على نسخة من بياناتك أو لحذف حسابك، تواصل معنا.",
      "Retention and security": "الاحتفاظ بالبيانات وأمنها",
      "We keep your information while your account is open and afterwards only as long as the law or a dispute requires. Passwords are hashed, connections are encrypted, and private documents are only reachable through short-lived links.":
        "نحتفظ بمعلوماتك ما دام حسابك مفتوحًا، وبعد ذلك فقط للمدة التي يقتضيها القانون أو نزاعٌ قائم. تُخزَّن كلمات المرور مُجزّأةً، وتُشفَّر الاتصالات، ولا يمكن الوصول إلى المستندات الخاصة إلا عبر روابط قصيرة الأجل.",
      "Governing law": "القانون الواجب التطبيق",
      "This policy is governed by the laws of the State of Texas, United States.":
        "تخضع هذه السياسة لقوانين ولاية تكساس في الولايات المتحدة الأمريكية.",
      "Changes and contact": "التعديلات والتواصل",
      "We will post any change to this policy on this page with a new effective date. Questions? Write to {email} or use the {contactPage}.":
        "سننشر أي تعديل على هذه السياسة في هذه الصفحة مع تاريخ سريان جديد. هل لديك أسئلة؟ راسلنا على {email} أو استخدم {contactPage}.",
    },
  },
);
