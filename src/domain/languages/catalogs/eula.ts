import { catalog } from "~/domain/languages/translations";

/** The End User License Agreement's text (src/web/features/info/eula.ts). */
export const EULA_TEXT = catalog(
  [
    "End User License Agreement",
    "The license under which you may use Ujamaa, the world business network app from Ujamaa LLC.",
    'This End User License Agreement ("EULA") is between you and Ujamaa LLC, a Texas limited liability company, for the use of Ujamaa, the world business network app, in a web browser or installed on a device. By using the app you accept this EULA.',
    "License",
    "We grant you a personal, revocable, non-exclusive, non-transferable license to use the app for its intended purpose: finding, listing and supporting businesses. The app is licensed, not sold; we keep all rights not expressly granted.",
    "Restrictions",
    "Do not copy, modify, resell or redistribute the app.",
    "Do not reverse engineer it except where the law allows it.",
    "Do not scrape the directory in bulk, overload the service or get around its security or rate limits.",
    "Minimum age",
    "You must be at least 18 to create an account. We collect no data from children under 13.",
    "Privacy",
    "Our {privacyPolicy} describes the data we collect, how we share it with service providers, a payment provider, an e-mail provider and analytics, and that it is processed in the U.S.",
    "Subscriptions",
    "Paid certification tiers bought in the app renew automatically at the end of each period unless cancelled before the renewal date.",
    "Termination",
    "This license ends if you break this EULA or stop using the app. We may suspend or end access to protect the service or its users.",
    "No warranty",
    'The app is provided "as is" without warranties of any kind, to the extent the law allows. Our liability is limited as set out in the {termsOfUse}.',
    "Governing law",
    "This EULA is governed by the laws of the State of Texas, United States.",
  ],
  {
    fr: {
      "End User License Agreement": "Contrat de licence utilisateur final",
      "The license under which you may use Ujamaa, the world business network app from Ujamaa LLC.":
        "La licence en vertu de laquelle vous pouvez utiliser Ujamaa, l'application du réseau mondial des entreprises d'Ujamaa LLC.",
      'This End User License Agreement ("EULA") is between you and Ujamaa LLC, a Texas limited liability company, for the use of Ujamaa, the world business network app, in a web browser or installed on a device. By using the app you accept this EULA.':
        "Le présent contrat de licence utilisateur final (« CLUF ») est conclu entre vous et Ujamaa LLC, société à responsabilité limitée de droit texan (limited liability company), pour l'utilisation d'Ujamaa, l'application du réseau mondial des entreprises, dans un navigateur web ou installée sur un appareil. En utilisant l'application, vous acceptez le présent CLUF.",
      License: "Licence",
      "We grant you a personal, revocable, non-exclusive, non-transferable license to use the app for its intended purpose: finding, listing and supporting businesses. The app is licensed, not sold; we keep all rights not expressly granted.":
        "Nous vous accordons une licence personnelle, révocable, non exclusive et non cessible d'utilisation de l'application conformément à sa destination : trouver, répertorier et soutenir des entreprises. L'application est concédée sous licence, et non vendue ; nous nous réservons tous les droits qui ne sont pas expressément accordés.",
      Restrictions: "Restrictions",
      "Do not copy, modify, resell or redistribute the app.":
        "Ne copiez pas, ne modifiez pas, ne revendez pas et ne redistribuez pas l'application.",
      "Do not reverse engineer it except where the law allows it.":
        "Ne procédez à aucune ingénierie inverse de l'application, sauf dans la mesure où la loi l'autorise.",
      "Do not scrape the directory in bulk, overload the service or get around its security or rate limits.":
        "N'extrayez pas massivement les données de l'annuaire, ne surchargez pas le service et ne contournez ni sa sécurité ni ses limites de débit.",
      "Minimum age": "Âge minimum",
      "You must be at least 18 to create an account. We collect no data from children under 13.":
        "Vous devez avoir au moins 18 ans pour créer un compte. Nous ne collectons aucune donnée concernant des enfants de moins de 13 ans.",
      Privacy: "Confidentialité",
      "Our {privacyPolicy} describes the data we collect, how we share it with service providers, a payment provider, an e-mail provider and analytics, and that it is processed in the U.S.":
        "Notre {privacyPolicy} décrit les données que nous collectons, la manière dont nous les partageons avec des prestataires de services, un prestataire de paiement, un prestataire de messagerie et des outils de mesure d'audience, et précise qu'elles sont traitées aux États-Unis.",
      Subscriptions: "Abonnements",
      "Paid certification tiers bought in the app renew automatically at the end of each period unless cancelled before the renewal date.":
        "Les niveaux de certification payants achetés dans l'application se renouvellent automatiquement à la fin de chaque période, sauf résiliation avant la date de renouvellement.",
      Termination: "Résiliation",
      "This license ends if you break this EULA or stop using the app. We may suspend or end access to protect the service or its users.":
        "La présente licence prend fin si vous enfreignez le présent CLUF ou cessez d'utiliser l'application. Nous pouvons suspendre ou supprimer l'accès afin de protéger le service ou ses utilisateurs.",
      "No warranty": "Absence de garantie",
      'The app is provided "as is" without warranties of any kind, to the extent the law allows. Our liability is limited as set out in the {termsOfUse}.':
        "Dans la mesure permise par la loi, l'application est fournie « en l'état », sans garantie d'aucune sorte. Notre responsabilité est limitée comme le prévoient les {termsOfUse}.",
      "Governing law": "Droit applicable",
      "This EULA is governed by the laws of the State of Texas, United States.":
        "Le présent CLUF est régi par le droit de l'État du Texas, aux États-Unis.",
    },
    es: {
      "End User License Agreement": "Contrato de licencia de usuario final",
      "The license under which you may use Ujamaa, the world business network app from Ujamaa LLC.":
        "La licencia en virtud de la cual usted puede utilizar Ujamaa, la aplicación de la red mundial de negocios de Ujamaa LLC.",
      'This End User License Agreement ("EULA") is between you and Ujamaa LLC, a Texas limited liability company, for the use of Ujamaa, the world business network app, in a web browser or installed on a device. By using the app you accept this EULA.':
        "El presente Contrato de licencia de usuario final («CLUF») se celebra entre usted y Ujamaa LLC, una sociedad de responsabilidad limitada (limited liability company) de Texas, para el uso de Ujamaa, la aplicación de la red mundial de negocios, en un navegador web o instalada en un dispositivo. Al utilizar la aplicación, usted acepta este CLUF.",
      License: "Licencia",
      "We grant you a personal, revocable, non-exclusive, non-transferable license to use the app for its intended purpose: finding, listing and supporting businesses. The app is licensed, not sold; we keep all rights not expressly granted.":
        "Le otorgamos una licencia personal, revocable, no exclusiva e intransferible para utilizar la aplicación con su finalidad prevista: encontrar, registrar y apoyar negocios. La aplicación se otorga bajo licencia, no se vende; nos reservamos todos los derechos que no se concedan expresamente.",
      Restrictions: "Restricciones",
      "Do not copy, modify, resell or redistribute the app.":
        "No copie, modifique, revenda ni redistribuya la aplicación.",
      "Do not reverse engineer it except where the law allows it.":
        "No realice ingeniería inversa de la aplicación, salvo en la medida en que la ley lo permita.",
      "Do not scrape the directory in bulk, overload the service or get around its security or rate limits.":
        "No extraiga datos del directorio de forma masiva, no sobrecargue el servicio ni eluda sus medidas de seguridad o sus límites de uso.",
      "Minimum age": "Edad mínima",
      "You must be at least 18 to create an account. We collect no data from children under 13.":
        "Debe tener al menos 18 años para crear una cuenta. No recopilamos datos de menores de 13 años.",
      Privacy: "Privacidad",
      "Our {privacyPolicy} describes the data we collect, how we share it with service providers, a payment provider, an e-mail provider and analytics, and that it is processed in the U.S.":
        "Nuestra {privacyPolicy} describe los datos que recopilamos, cómo los compartimos con proveedores de servicios, un proveedor de pagos, un proveedor de correo electrónico y servicios de analítica, y que se tratan en los EE. UU.",
      Subscriptions: "Suscripciones",
      "Paid certification tiers bought in the app renew automatically at the end of each period unless cancelled before the renewal date.":
        "Los niveles de certificación de pago adquiridos en la aplicación se renuevan automáticamente al final de cada período, salvo que se cancelen antes de la fecha de renovación.",
      Termination: "Terminación",
      "This license ends if you break this EULA or stop using the app. We may suspend or end access to protect the service or its users.":
        "Esta licencia termina si usted incumple este CLUF o deja de utilizar la aplicación. Podemos suspender o cancelar el acceso para proteger el servicio o a sus usuarios.",
      "No warranty": "Sin garantía",
      'The app is provided "as is" without warranties of any kind, to the extent the law allows. Our liability is limited as set out in the {termsOfUse}.':
        "En la medida en que la ley lo permita, la aplicación se ofrece «tal cual», sin garantías de ningún tipo. Nuestra responsabilidad se limita según lo establecido en las {termsOfUse}.",
      "Governing law": "Ley aplicable",
      "This EULA is governed by the laws of the State of Texas, United States.":
        "Este CLUF se rige por las leyes del Estado de Texas, Estados Unidos.",
    },
    ar: {
      "End User License Agreement": "اتفاقية ترخيص المستخدم النهائي",
      "The license under which you may use Ujamaa, the world business network app from Ujamaa LLC.":
        "الترخيص الذي يحق لك بموجبه استخدام Ujamaa، تطبيق شبكة الأعمال العالمية المقدَّم من Ujamaa LLC.",
      'This End User License Agreement ("EULA") is between you and Ujamaa LLC, a Texas limited liability company, for the use of Ujamaa, the world business network app, in a web browser or installed on a device. By using the app you accept this EULA.':
        "تُبرم اتفاقية ترخيص المستخدم النهائي هذه («الاتفاقية») بينك وبين Ujamaa LLC، وهي شركة ذات مسؤولية محدودة خاضعة لقوانين ولاية تكساس، بشأن استخدام Ujamaa، تطبيق شبكة الأعمال العالمية، في متصفح ويب أو مثبّتًا على جهاز. وباستخدامك التطبيق فإنك تقبل هذه الاتفاقية.",
      License: "الترخيص",
      "We grant you a personal, revocable, non-exclusive, non-transferable license to use the app for its intended purpose: finding, listing and supporting businesses. The app is licensed, not sold; we keep all rights not expressly granted.":
        "نمنحك ترخيصًا شخصيًا وقابلًا للإلغاء وغير حصري وغير قابل للتحويل لاستخدام التطبيق في الغرض المخصّص له: العثور على الأنشطة التجارية وإدراجها ودعمها. والتطبيق مرخَّص لا مَبيع، ونحتفظ بجميع الحقوق غير الممنوحة صراحةً.",
      Restrictions: "القيود",
      "Do not copy, modify, resell or redistribute the app.":
        "لا تنسخ التطبيق أو تعدّله أو تُعِد بيعه أو توزيعه.",
      "Do not reverse engineer it except where the law allows it.":
        "لا تُجرِ هندسة عكسية للتطبيق إلا حيث يسمح القانون بذلك.",
      "Do not scrape the directory in bulk, overload the service or get around its security or rate limits.":
        "لا تستخرج بيانات الدليل بصورة جماعية، ولا تُثقل الخدمة، ولا تتحايل على إجراءات أمانها أو حدود معدّل الاستخدام فيها.",
      "Minimum age": "الحد الأدنى للسن",
      "You must be at least 18 to create an account. We collect no data from children under 13.":
        "يجب ألّا يقلّ عمرك عن 18 عامًا لإنشاء حساب. ولا نجمع أي بيانات من الأطفال دون سن 13 عامًا.",
      Privacy: "الخصوصية",
      "Our {privacyPolicy} describes the data we collect, how we share it with service providers, a payment provider, an e-mail provider and analytics, and that it is processed in the U.S.":
        "تصف {privacyPolicy} الخاصة بنا البيانات التي نجمعها، وكيف نشاركها مع مزوّدي الخدمات ومزوّد خدمة الدفع ومزوّد خدمة البريد الإلكتروني وخدمات التحليلات، وأنها تُعالَج في الولايات المتحدة.",
      Subscriptions: "الاشتراكات",
      "Paid certification tiers bought in the app renew automatically at the end of each period unless cancelled before the renewal date.":
        "تتجدّد مستويات الاعتماد المدفوعة التي تُشترى عبر التطبيق تلقائيًا في نهاية كل فترة ما لم تُلغَ قبل تاريخ التجديد.",
      Termination: "الإنهاء",
      "This license ends if you break this EULA or stop using the app. We may suspend or end access to protect the service or its users.":
        "ينتهي هذا الترخيص إذا خالفت هذه الاتفاقية أو توقّفت عن استخدام التطبيق. ويجوز لنا تعليق الوصول أو إنهاؤه لحماية الخدمة أو مستخدميها.",
      "No warranty": "عدم تقديم ضمانات",
      'The app is provided "as is" without warranties of any kind, to the extent the law allows. Our liability is limited as set out in the {termsOfUse}.':
        "يُقدَّم التطبيق «كما هو» دون أي ضمانات من أي نوع، في الحدود التي يسمح بها القانون. وتقتصر مسؤوليتنا على النحو المبيَّن في {termsOfUse}.",
      "Governing law": "القانون الواجب التطبيق",
      "This EULA is governed by the laws of the State of Texas, United States.":
        "تخضع هذه الاتفاقية لقوانين ولاية تكساس في الولايات المتحدة الأمريكية.",
    },
  },
);
