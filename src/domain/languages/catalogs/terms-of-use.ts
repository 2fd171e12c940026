import { catalog } from "~/domain/languages/translations";

/** The Terms of Use's text (src/web/features/info/terms-of-use.ts); its title is the footer's, in `layout`. */
export const TERMS_OF_USE_TEXT = catalog(
  [
    "The terms that apply when you use Ujamaa, the world business network app operated by Ujamaa LLC.",
    'These terms are an agreement between you and Ujamaa LLC, a Texas limited liability company ("we", "us"), which operates Ujamaa, the world business network app. By using Ujamaa you accept them. If you do not agree, please do not use the service.',
    "Who may use Ujamaa",
    "Anyone may browse the directory. To create an account, list a business or apply for certification you must be at least 18 years old and able to enter into a contract. Ujamaa is not meant for children, and we collect no data from anyone under 13.",
    "Your account",
    "Keep your password and sign-in codes to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.",
    "Listings and content",
    "Only list a business you own or are authorized to represent, and keep its details accurate.",
    "You keep ownership of what you publish and give us permission to show it on Ujamaa and to promote the directory.",
    "Do not post anything unlawful, misleading, infringing or harmful. We may edit or remove content and suspend accounts that break these terms.",
    "Certification",
    "Certification tiers (Free, Verified, Certified, Preferred) are granted after an administrator reviews your documents and affidavit. A certificate states the outcome of that review on its date; it is not a guarantee of a business's products or services. We may revoke a certification obtained with false information.",
    "Payments and automatic renewal",
    "Paid tiers are billed yearly in advance through our payment provider. Your subscription renews automatically at the end of each period unless cancelled before the renewal date. Fees already paid are not refunded except where the law requires it.",
    "Privacy and service providers",
    "Our {privacyPolicy} explains what data we collect and how we share it with service providers, a payment provider, an e-mail provider and analytics. Your data is processed in the U.S.",
    "Disclaimers and liability",
    'Ujamaa is provided "as is". Businesses listed are independent of us; we are not party to your dealings with them. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the fees you paid us in the twelve months before the claim.',
    "Governing law",
    "These terms are governed by the laws of the State of Texas, United States, without regard to its conflict-of-law rules. Disputes will be heard by the state or federal courts located in Texas.",
    "Changes and contact",
    "We may update these terms; the new version applies from its effective date shown on this page. Questions? Use the {contactPage}.",
  ],
  {
    fr: {
      "The terms that apply when you use Ujamaa, the world business network app operated by Ujamaa LLC.":
        "Les conditions applicables à votre utilisation d'Ujamaa, l'application du réseau mondial des entreprises exploitée par Ujamaa LLC.",
      'These terms are an agreement between you and Ujamaa LLC, a Texas limited liability company ("we", "us"), which operates Ujamaa, the world business network app. By using Ujamaa you accept them. If you do not agree, please do not use the service.':
        "Les présentes conditions constituent un accord entre vous et Ujamaa LLC, société à responsabilité limitée de droit texan (limited liability company) (« nous »), qui exploite Ujamaa, l'application du réseau mondial des entreprises. En utilisant Ujamaa, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.",
      "Who may use Ujamaa": "Qui peut utiliser Ujamaa",
      "Anyone may browse the directory. To create an account, list a business or apply for certification you must be at least 18 years old and able to enter into a contract. Ujamaa is not meant for children, and we collect no data from anyone under 13.":
        "Toute personne peut consulter l'annuaire. Pour créer un compte, inscrire une entreprise ou demander une certification, vous devez avoir au moins 18 ans et être en mesure de conclure un contrat. Ujamaa ne s'adresse pas aux enfants, et nous ne collectons aucune donnée concernant des personnes de moins de 13 ans.",
      "Your account": "Votre compte",
      "Keep your password and sign-in codes to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.":
        "Gardez pour vous votre mot de passe et vos codes de connexion, et prévenez-nous immédiatement si vous pensez qu'une autre personne a utilisé votre compte. Vous êtes responsable de ce qui se passe sous votre compte.",
      "Listings and content": "Fiches et contenus",
      "Only list a business you own or are authorized to represent, and keep its details accurate.":
        "N'inscrivez qu'une entreprise dont vous êtes propriétaire ou que vous êtes autorisé à représenter, et veillez à l'exactitude de ses informations.",
      "You keep ownership of what you publish and give us permission to show it on Ujamaa and to promote the directory.":
        "Vous restez propriétaire de ce que vous publiez et nous autorisez à l'afficher sur Ujamaa et à l'utiliser pour promouvoir l'annuaire.",
      "Do not post anything unlawful, misleading, infringing or harmful. We may edit or remove content and suspend accounts that break these terms.":
        "Ne publiez rien d'illégal, de trompeur, de contrefaisant ou de préjudiciable. Nous pouvons modifier ou supprimer des contenus et suspendre les comptes qui enfreignent les présentes conditions.",
      Certification: "Certification",
      "Certification tiers (Free, Verified, Certified, Preferred) are granted after an administrator reviews your documents and affidavit. A certificate states the outcome of that review on its date; it is not a guarantee of a business's products or services. We may revoke a certification obtained with false information.":
        "Les niveaux de certification (Gratuit, Vérifié, Certifié, Privilégié) sont accordés après l'examen de vos documents et de votre déclaration sous serment par un administrateur. Un certificat atteste du résultat de cet examen à sa date ; il ne constitue pas une garantie des produits ou services d'une entreprise. Nous pouvons retirer une certification obtenue au moyen d'informations fausses.",
      "Payments and automatic renewal": "Paiements et renouvellement automatique",
      "Paid tiers are billed yearly in advance through our payment provider. Your subscription renews automatically at the end of each period unless cancelled before the renewal date. Fees already paid are not refunded except where the law requires it.":
        "Les niveaux payants sont facturés annuellement et d'avance par l'intermédiaire de notre prestataire de paiement. Votre abonnement se renouvelle automatiquement à la fin de chaque période, sauf résiliation avant la date de renouvellement. Les sommes déjà versées ne sont pas remboursées, sauf lorsque la loi l'exige.",
      "Privacy and service providers": "Confidentialité et prestataires de services",
      "Our {privacyPolicy} explains what data we collect and how we share it with service providers, a payment provider, an e-mail provider and analytics. Your data is processed in the U.S.":
        "Notre {privacyPolicy} explique quelles données nous collectons et comment nous les partageons avec des prestataires de services, un prestataire de paiement, un prestataire de messagerie et des outils de mesure d'audience. Vos données sont traitées aux États-Unis.",
      "Disclaimers and liability": "Exclusions de garantie et responsabilité",
      'Ujamaa is provided "as is". Businesses listed are independent of us; we are not party to your dealings with them. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the fees you paid us in the twelve months before the claim.':
        "Ujamaa est fourni « en l'état ». Les entreprises répertoriées sont indépendantes de nous ; nous ne sommes pas partie à vos relations avec elles. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, et notre responsabilité totale est limitée aux sommes que vous nous avez versées au cours des douze mois précédant la réclamation.",
      "Governing law": "Droit applicable",
      "These terms are governed by the laws of the State of Texas, United States, without regard to its conflict-of-law rules. Disputes will be heard by the state or federal courts located in Texas.":
        "Les présentes conditions sont régies par le droit de l'État du Texas, aux États-Unis, sans égard à ses règles de conflit de lois. Les litiges seront portés devant les tribunaux d'État ou fédéraux situés au Texas.",
      "Changes and contact": "Modifications et contact",
      "We may update these terms; the new version applies from its effective date shown on this page. Questions? Use the {contactPage}.":
        "Nous pouvons mettre à jour les présentes conditions ; la nouvelle version s'applique à compter de sa date d'entrée en vigueur indiquée sur cette page. Des questions ? Utilisez la {contactPage}.",
    },
    es: {
      "The terms that apply when you use Ujamaa, the world business network app operated by Ujamaa LLC.":
        "Las condiciones que se aplican cuando usted utiliza Ujamaa, la aplicación de la red mundial de negocios operada por Ujamaa LLC.",
      'These terms are an agreement between you and Ujamaa LLC, a Texas limited liability company ("we", "us"), which operates Ujamaa, the world business network app. By using Ujamaa you accept them. If you do not agree, please do not use the service.':
        "Estas condiciones constituyen un acuerdo entre usted y Ujamaa LLC, una sociedad de responsabilidad limitada (limited liability company) de Texas («nosotros»), que opera Ujamaa, la aplicación de la red mundial de negocios. Al utilizar Ujamaa, usted las acepta. Si no está de acuerdo, le rogamos que no utilice el servicio.",
      "Who may use Ujamaa": "Quién puede utilizar Ujamaa",
      "Anyone may browse the directory. To create an account, list a business or apply for certification you must be at least 18 years old and able to enter into a contract. Ujamaa is not meant for children, and we collect no data from anyone under 13.":
        "Cualquier persona puede consultar el directorio. Para crear una cuenta, registrar un negocio o solicitar la certificación, usted debe tener al menos 18 años y capacidad para celebrar un contrato. Ujamaa no está destinado a menores, y no recopilamos datos de ninguna persona menor de 13 años.",
      "Your account": "Su cuenta",
      "Keep your password and sign-in codes to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.":
        "No comparta su contraseña ni sus códigos de inicio de sesión, y avísenos de inmediato si cree que otra persona ha utilizado su cuenta. Usted es responsable de lo que ocurra en su cuenta.",
      "Listings and content": "Fichas y contenido",
      "Only list a business you own or are authorized to represent, and keep its details accurate.":
        "Registre únicamente un negocio del que sea propietario o al que esté autorizado a representar, y mantenga sus datos exactos.",
      "You keep ownership of what you publish and give us permission to show it on Ujamaa and to promote the directory.":
        "Usted conserva la titularidad de lo que publica y nos autoriza a mostrarlo en Ujamaa y a utilizarlo para promocionar el directorio.",
      "Do not post anything unlawful, misleading, infringing or harmful. We may edit or remove content and suspend accounts that break these terms.":
        "No publique nada ilícito, engañoso, que infrinja derechos de terceros o que sea perjudicial. Podemos editar o eliminar contenido y suspender las cuentas que incumplan estas condiciones.",
      Certification: "Certificación",
      "Certification tiers (Free, Verified, Certified, Preferred) are granted after an administrator reviews your documents and affidavit. A certificate states the outcome of that review on its date; it is not a guarantee of a business's products or services. We may revoke a certification obtained with false information.":
        "Los niveles de certificación (Gratis, Verificado, Certificado, Preferente) se otorgan después de que un administrador revisa sus documentos y su declaración jurada. Un certificado deja constancia del resultado de esa revisión en su fecha; no constituye una garantía de los productos o servicios de un negocio. Podemos revocar una certificación obtenida con información falsa.",
      "Payments and automatic renewal": "Pagos y renovación automática",
      "Paid tiers are billed yearly in advance through our payment provider. Your subscription renews automatically at the end of each period unless cancelled before the renewal date. Fees already paid are not refunded except where the law requires it.":
        "Los niveles de pago se facturan anualmente por adelantado a través de nuestro proveedor de pagos. Su suscripción se renueva automáticamente al final de cada período, salvo que la cancele antes de la fecha de renovación. Las tarifas ya pagadas no se reembolsan, salvo cuando la ley lo exija.",
      "Privacy and service providers": "Privacidad y proveedores de servicios",
      "Our {privacyPolicy} explains what data we collect and how we share it with service providers, a payment provider, an e-mail provider and analytics. Your data is processed in the U.S.":
        "Nuestra {privacyPolicy} explica qué datos recopilamos y cómo los compartimos con proveedores de servicios, un proveedor de pagos, un proveedor de correo electrónico y servicios de analítica. Sus datos se tratan en los EE. UU.",
      "Disclaimers and liability": "Exenciones de responsabilidad y responsabilidad",
      'Ujamaa is provided "as is". Businesses listed are independent of us; we are not party to your dealings with them. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the fees you paid us in the twelve months before the claim.':
        "Ujamaa se ofrece «tal cual». Los negocios incluidos son independientes de nosotros; no somos parte en sus tratos con ellos. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes, y nuestra responsabilidad total se limita a las tarifas que usted nos haya pagado en los doce meses anteriores a la reclamación.",
      "Governing law": "Ley aplicable",
      "These terms are governed by the laws of the State of Texas, United States, without regard to its conflict-of-law rules. Disputes will be heard by the state or federal courts located in Texas.":
        "Estas condiciones se rigen por las leyes del Estado de Texas, Estados Unidos, sin tener en cuenta sus normas sobre conflicto de leyes. Las controversias serán resueltas por los tribunales estatales o federales ubicados en Texas.",
      "Changes and contact": "Cambios y contacto",
      "We may update these terms; the new version applies from its effective date shown on this page. Questions? Use the {contactPage}.":
        "Podemos actualizar estas condiciones; la nueva versión se aplica a partir de la fecha de entrada en vigor que figura en esta página. ¿Tiene preguntas? Utilice la {contactPage}.",
    },
    ar: {
      "The terms that apply when you use Ujamaa, the world business network app operated by Ujamaa LLC.":
        "الشروط التي تسري عند استخدامك Ujamaa، تطبيق شبكة الأعمال العالمية الذي تشغّله Ujamaa LLC.",
      'These terms are an agreement between you and Ujamaa LLC, a Texas limited liability company ("we", "us"), which operates Ujamaa, the world business network app. By using Ujamaa you accept them. If you do not agree, please do not use the service.':
        "تمثّل هذه الشروط اتفاقًا بينك وبين Ujamaa LLC، وهي شركة ذات مسؤولية محدودة خاضعة لقوانين ولاية تكساس (ويُشار إليها بـ«نحن»)، تتولّى تشغيل Ujamaa، تطبيق شبكة الأعمال العالمية. وباستخدامك Ujamaa فإنك تقبل هذه الشروط. وإذا كنت لا توافق عليها، فيُرجى عدم استخدام الخدمة.",
      "Who may use Ujamaa": "من يحق له استخدام Ujamaa",
      "Anyone may browse the directory. To create an account, list a business or apply for certification you must be at least 18 years old and able to enter into a contract. Ujamaa is not meant for children, and we collect no data from anyone under 13.":
        "يحق لأي شخص تصفّح الدليل. أما لإنشاء حساب أو إدراج نشاط تجاري أو طلب الاعتماد، فيجب ألّا يقلّ عمرك عن 18 عامًا وأن تكون أهلًا لإبرام العقود. وUjamaa غير موجَّه إلى الأطفال، ولا نجمع أي بيانات من أي شخص دون سن 13 عامًا.",
      "Your account": "حسابك",
      "Keep your password and sign-in codes to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.":
        "احتفظ بكلمة مرورك ورموز تسجيل الدخول لنفسك، وأبلغنا فورًا إذا اعتقدت أن شخصًا آخر قد استخدم حسابك. وأنت مسؤول عمّا يجري من خلال حسابك.",
      "Listings and content": "القوائم والمحتوى",
      "Only list a business you own or are authorized to represent, and keep its details accurate.":
        "لا تُدرج إلا نشاطًا تجاريًا تملكه أو مخوَّلًا بتمثيله، وحافظ على دقّة بياناته.",
      "You keep ownership of what you publish and give us permission to show it on Ujamaa and to promote the directory.":
        "تظلّ مالكًا لما تنشره، وتمنحنا الإذن بعرضه على Ujamaa واستخدامه للترويج للدليل.",
      "Do not post anything unlawful, misleading, infringing or harmful. We may edit or remove content and suspend accounts that break these terms.":
        "لا تنشر أي محتوى غير قانوني أو مضلِّل أو منتهِك لحقوق الغير أو ضار. ويجوز لنا تعديل المحتوى أو إزالته وتعليق الحسابات التي تخالف هذه الشروط.",
      Certification: "الاعتماد",
      "Certification tiers (Free, Verified, Certified, Preferred) are granted after an administrator reviews your documents and affidavit. A certificate states the outcome of that review on its date; it is not a guarantee of a business's products or services. We may revoke a certification obtained with false information.":
        "تُمنح مستويات الاعتماد (مجاني، موثّق، معتمد، مميّز) بعد أن يراجع أحد المسؤولين مستنداتك وإقرارك المشفوع باليمين. وتُثبت الشهادة نتيجة تلك المراجعة في تاريخها، ولا تُعدّ ضمانًا لمنتجات النشاط التجاري أو خدماته. ويجوز لنا سحب أي اعتماد حُصِل عليه بناءً على معلومات كاذبة.",
      "Payments and automatic renewal": "المدفوعات والتجديد التلقائي",
      "Paid tiers are billed yearly in advance through our payment provider. Your subscription renews automatically at the end of each period unless cancelled before the renewal date. Fees already paid are not refunded except where the law requires it.":
        "تُحصَّل رسوم المستويات المدفوعة سنويًا مقدّمًا عبر مزوّد خدمة الدفع لدينا. ويتجدّد اشتراكك تلقائيًا في نهاية كل فترة ما لم تُلغِه قبل تاريخ التجديد. ولا تُستردّ الرسوم المدفوعة إلا حيث يقتضي القانون ذلك.",
      "Privacy and service providers": "الخصوصية ومزوّدو الخدمات",
      "Our {privacyPolicy} explains what data we collect and how we share it with service providers, a payment provider, an e-mail provider and analytics. Your data is processed in the U.S.":
        "توضّح {privacyPolicy} الخاصة بنا البيانات التي نجمعها وكيف نشاركها مع مزوّدي الخدمات ومزوّد خدمة الدفع ومزوّد خدمة البريد الإلكتروني وخدمات التحليلات. وتُعالَج بياناتك في الولايات المتحدة.",
      "Disclaimers and liability": "إخلاء المسؤولية وحدودها",
      'Ujamaa is provided "as is". Businesses listed are independent of us; we are not party to your dealings with them. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the fees you paid us in the twelve months before the claim.':
        "يُقدَّم Ujamaa «كما هو». والأنشطة التجارية المُدرجة مستقلة عنّا، ولسنا طرفًا في تعاملاتك معها. وفي الحدود التي يسمح بها القانون، لا نتحمّل المسؤولية عن الخسائر غير المباشرة أو التبعية، وتقتصر مسؤوليتنا الإجمالية على الرسوم التي دفعتها لنا خلال الاثني عشر شهرًا السابقة للمطالبة.",
      "Governing law": "القانون الواجب التطبيق",
      "These terms are governed by the laws of the State of Texas, United States, without regard to its conflict-of-law rules. Disputes will be heard by the state or federal courts located in Texas.":
        "تخضع هذه الشروط لقوانين ولاية تكساس في الولايات المتحدة الأمريكية، دون اعتبار لقواعد تنازع القوانين فيها. وتختص المحاكم الولائية أو الفيدرالية الكائنة في تكساس بالنظر في أي نزاع.",
      "Changes and contact": "التعديلات والتواصل",
      "We may update these terms; the new version applies from its effective date shown on this page. Questions? Use the {contactPage}.":
        "يجوز لنا تحديث هذه الشروط، وتسري النسخة الجديدة اعتبارًا من تاريخ سريانها المبيَّن في هذه الصفحة. هل لديك أسئلة؟ استخدم {contactPage}.",
    },
  },
);
