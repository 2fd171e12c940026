import { catalog } from "~/domain/languages/translations";

/** The Cookie Policy's text (src/web/features/info/cookie-policy.ts); its title is the footer's, in `layout`. */
export const COOKIE_POLICY_TEXT = catalog(
  [
    "Which cookies and device storage Ujamaa uses, and how to choose which you allow.",
    "This policy explains how Ujamaa LLC, a Texas limited liability company that operates Ujamaa, the world business network app, uses cookies and similar storage on your device.",
    "What cookies are",
    "Cookies are small files a website stores in your browser. Similar storage, such as your browser's local storage, works the same way. We use both only as described here.",
    "The categories we use",
    "The cookie banner lets you choose among these categories:",
    "Essential (always on): needed for sign-in and security, such as your session cookie. The site cannot work without them.",
    "Analytics: helps us understand how the site is used, such as which pages are visited.",
    "Preferences: remembers your choices, such as filters.",
    "Marketing: lets partners show you relevant offers.",
    "Only essential cookies are used until you choose otherwise. Profile views and clicks that owners see in their storefront statistics are counted on our server without cookies.",
    "Your choice",
    "On your first visit the banner offers Accept All, Essential Only or Customize. Your choice is stored on your device (not on our servers) and can be changed at any time with Cookie settings at the foot of every page, or by clearing this site's data in your browser, after which the banner appears again. Blocking essential cookies in your browser will stop sign-in from working.",
    "Sharing and processing",
    "Information from optional cookies may be shared with our service providers, including analytics providers, as described in our {privacyPolicy}. It is processed in the U.S.",
    "Minimum age",
    "Accounts are for people 18 and older; we collect no data from children under 13.",
    "Governing law",
    "This policy is governed by the laws of the State of Texas, United States.",
    "Changes and contact",
    "We will post any change here with a new effective date. Questions? Use the {contactPage}.",
  ],
  {
    fr: {
      "Which cookies and device storage Ujamaa uses, and how to choose which you allow.":
        "Les cookies et le stockage sur l'appareil qu'utilise Ujamaa, et comment choisir ceux que vous autorisez.",
      "This policy explains how Ujamaa LLC, a Texas limited liability company that operates Ujamaa, the world business network app, uses cookies and similar storage on your device.":
        "La présente politique explique comment Ujamaa LLC, société à responsabilité limitée de droit texan (limited liability company) qui exploite Ujamaa, l'application du réseau mondial des entreprises, utilise des cookies et des moyens de stockage similaires sur votre appareil.",
      "What cookies are": "Qu'est-ce qu'un cookie",
      "Cookies are small files a website stores in your browser. Similar storage, such as your browser's local storage, works the same way. We use both only as described here.":
        "Les cookies sont de petits fichiers qu'un site web enregistre dans votre navigateur. Les moyens de stockage similaires, comme le stockage local de votre navigateur, fonctionnent de la même manière. Nous n'utilisons les uns et les autres que de la manière décrite ici.",
      "The categories we use": "Les catégories que nous utilisons",
      "The cookie banner lets you choose among these categories:":
        "La bannière des cookies vous permet de choisir parmi les catégories suivantes :",
      "Essential (always on): needed for sign-in and security, such as your session cookie. The site cannot work without them.":
        "Essentiels (toujours activés) : nécessaires à la connexion et à la sécurité, comme votre cookie de session. Le site ne peut pas fonctionner sans eux.",
      "Analytics: helps us understand how the site is used, such as which pages are visited.":
        "Mesure d'audience : nous aident à comprendre comment le site est utilisé, par exemple quelles pages sont consultées.",
      "Preferences: remembers your choices, such as filters.":
        "Préférences : mémorisent vos choix, comme les filtres.",
      "Marketing: lets partners show you relevant offers.":
        "Marketing : permettent à nos partenaires de vous proposer des offres pertinentes.",
      "Only essential cookies are used until you choose otherwise. Profile views and clicks that owners see in their storefront statistics are counted on our server without cookies.":
        "Seuls les cookies essentiels sont utilisés tant que vous n'en décidez pas autrement. Les consultations de profil et les clics que les propriétaires voient dans les statistiques de leur vitrine sont comptés sur notre serveur, sans cookies.",
      "Your choice": "Votre choix",
      "On your first visit the banner offers Accept All, Essential Only or Customize. Your choice is stored on your device (not on our servers) and can be changed at any time with Cookie settings at the foot of every page, or by clearing this site's data in your browser, after which the banner appears again. Blocking essential cookies in your browser will stop sign-in from working.":
        "Lors de votre première visite, la bannière propose Tout accepter, Essentiels uniquement ou Personnaliser. Votre choix est conservé sur votre appareil (et non sur nos serveurs) et peut être modifié à tout moment grâce au lien Paramètres des cookies en bas de chaque page, ou en effaçant les données de ce site dans votre navigateur, après quoi la bannière s'affiche de nouveau. Si vous bloquez les cookies essentiels dans votre navigateur, la connexion ne fonctionnera plus.",
      "Sharing and processing": "Partage et traitement",
      "Information from optional cookies may be shared with our service providers, including analytics providers, as described in our {privacyPolicy}. It is processed in the U.S.":
        "Les informations issues des cookies facultatifs peuvent être partagées avec nos prestataires de services, notamment des prestataires de mesure d'audience, comme le décrit notre {privacyPolicy}. Elles sont traitées aux États-Unis.",
      "Minimum age": "Âge minimum",
      "Accounts are for people 18 and older; we collect no data from children under 13.":
        "Les comptes sont réservés aux personnes de 18 ans et plus ; nous ne collectons aucune donnée concernant des enfants de moins de 13 ans.",
      "Governing law": "Droit applicable",
      "This policy is governed by the laws of the State of Texas, United States.":
        "La présente politique est régie par le droit de l'État du Texas, aux États-Unis.",
      "Changes and contact": "Modifications et contact",
      "We will post any change here with a new effective date. Questions? Use the {contactPage}.":
        "Toute modification sera publiée ici avec une nouvelle date d'entrée en vigueur. Des questions ? Utilisez la {contactPage}.",
    },
    es: {
      "Which cookies and device storage Ujamaa uses, and how to choose which you allow.":
        "Qué cookies y qué almacenamiento en el dispositivo utiliza Ujamaa, y cómo elegir cuáles permite.",
      "This policy explains how Ujamaa LLC, a Texas limited liability company that operates Ujamaa, the world business network app, uses cookies and similar storage on your device.":
        "Esta política explica cómo Ujamaa LLC, una sociedad de responsabilidad limitada (limited liability company) de Texas que opera Ujamaa, la aplicación de la red mundial de negocios, utiliza cookies y tecnologías de almacenamiento similares en su dispositivo.",
      "What cookies are": "Qué son las cookies",
      "Cookies are small files a website stores in your browser. Similar storage, such as your browser's local storage, works the same way. We use both only as described here.":
        "Las cookies son pequeños archivos que un sitio web guarda en su navegador. Otras formas de almacenamiento similares, como el almacenamiento local de su navegador, funcionan del mismo modo. Utilizamos ambos únicamente como se describe aquí.",
      "The categories we use": "Las categorías que utilizamos",
      "The cookie banner lets you choose among these categories:":
        "El aviso de cookies le permite elegir entre estas categorías:",
      "Essential (always on): needed for sign-in and security, such as your session cookie. The site cannot work without them.":
        "Esenciales (siempre activas): necesarias para el inicio de sesión y la seguridad, como su cookie de sesión. El sitio no puede funcionar sin ellas.",
      "Analytics: helps us understand how the site is used, such as which pages are visited.":
        "Analítica: nos ayudan a entender cómo se utiliza el sitio, por ejemplo, qué páginas se visitan.",
      "Preferences: remembers your choices, such as filters.":
        "Preferencias: recuerdan sus elecciones, como los filtros.",
      "Marketing: lets partners show you relevant offers.":
        "Marketing: permiten a nuestros socios mostrarle ofertas relevantes.",
      "Only essential cookies are used until you choose otherwise. Profile views and clicks that owners see in their storefront statistics are counted on our server without cookies.":
        "Solo se utilizan cookies esenciales hasta que usted decida lo contrario. Las visitas al perfil y los clics que los propietarios ven en las estadísticas de su vitrina se cuentan en nuestro servidor sin cookies.",
      "Your choice": "Su elección",
      "On your first visit the banner offers Accept All, Essential Only or Customize. Your choice is stored on your device (not on our servers) and can be changed at any time with Cookie settings at the foot of every page, or by clearing this site's data in your browser, after which the banner appears again. Blocking essential cookies in your browser will stop sign-in from working.":
        "En su primera visita, el aviso ofrece Aceptar todo, Solo esenciales o Personalizar. Su elección se guarda en su dispositivo (no en nuestros servidores) y puede cambiarse en cualquier momento con Configuración de cookies, al pie de cada página, o borrando los datos de este sitio en su navegador, tras lo cual el aviso vuelve a aparecer. Si bloquea las cookies esenciales en su navegador, el inicio de sesión dejará de funcionar.",
      "Sharing and processing": "Intercambio y tratamiento",
      "Information from optional cookies may be shared with our service providers, including analytics providers, as described in our {privacyPolicy}. It is processed in the U.S.":
        "La información procedente de las cookies opcionales puede compartirse con nuestros proveedores de servicios, incluidos los proveedores de analítica, como se describe en nuestra {privacyPolicy}. Se trata en los EE. UU.",
      "Minimum age": "Edad mínima",
      "Accounts are for people 18 and older; we collect no data from children under 13.":
        "Las cuentas son para personas de 18 años o más; no recopilamos datos de menores de 13 años.",
      "Governing law": "Ley aplicable",
      "This policy is governed by the laws of the State of Texas, United States.":
        "Esta política se rige por las leyes del Estado de Texas, Estados Unidos.",
      "Changes and contact": "Cambios y contacto",
      "We will post any change here with a new effective date. Questions? Use the {contactPage}.":
        "Publicaremos aquí cualquier cambio, con una nueva fecha de entrada en vigor. ¿Tiene preguntas? Utilice la {contactPage}.",
    },
    ar: {
      "Which cookies and device storage Ujamaa uses, and how to choose which you allow.":
        "ملفات تعريف الارتباط ووسائل التخزين على الجهاز التي يستخدمها Ujamaa، وكيف تختار ما تسمح به منها.",
      "This policy explains how Ujamaa LLC, a Texas limited liability company that operates Ujamaa, the world business network app, uses cookies and similar storage on your device.":
        "توضّح هذه السياسة كيف تستخدم Ujamaa LLC، وهي شركة ذات مسؤولية محدودة خاضعة لقوانين ولاية تكساس تتولّى تشغيل Ujamaa، تطبيق شبكة الأعمال العالمية، ملفاتِ تعريف الارتباط ووسائل التخزين المماثلة على جهازك.",
      "What cookies are": "ما ملفات تعريف الارتباط",
      "Cookies are small files a website stores in your browser. Similar storage, such as your browser's local storage, works the same way. We use both only as described here.":
        "ملفات تعريف الارتباط ملفات صغيرة يحفظها موقع الويب في متصفحك. وتعمل وسائل التخزين المماثلة، مثل التخزين المحلي في متصفحك، بالطريقة نفسها. ولا نستخدم أيًّا منهما إلا على النحو الموضّح هنا.",
      "The categories we use": "الفئات التي نستخدمها",
      "The cookie banner lets you choose among these categories:":
        "يتيح لك شريط ملفات تعريف الارتباط الاختيار من بين الفئات التالية:",
      "Essential (always on): needed for sign-in and security, such as your session cookie. The site cannot work without them.":
        "الأساسية (مفعّلة دائمًا): ضرورية لتسجيل الدخول والأمان، مثل ملف تعريف ارتباط الجلسة. ولا يمكن للموقع أن يعمل من دونها.",
      "Analytics: helps us understand how the site is used, such as which pages are visited.":
        "التحليلات: تساعدنا على فهم كيفية استخدام الموقع، مثل الصفحات التي تُزار.",
      "Preferences: remembers your choices, such as filters.":
        "التفضيلات: تتذكّر اختياراتك، مثل عوامل التصفية.",
      "Marketing: lets partners show you relevant offers.":
        "التسويق: تتيح للشركاء أن يعرضوا عليك عروضًا تناسبك.",
      "Only essential cookies are used until you choose otherwise. Profile views and clicks that owners see in their storefront statistics are counted on our server without cookies.":
        "لا تُستخدم إلا ملفات تعريف الارتباط الأساسية ما لم تختر غير ذلك. أما مشاهدات الملف التعريفي والنقرات التي يراها المالكون في إحصاءات واجهات متاجرهم فتُحتسب على خادمنا دون ملفات تعريف الارتباط.",
      "Your choice": "اختيارك",
      "On your first visit the banner offers Accept All, Essential Only or Customize. Your choice is stored on your device (not on our servers) and can be changed at any time with Cookie settings at the foot of every page, or by clearing this site's data in your browser, after which the banner appears again. Blocking essential cookies in your browser will stop sign-in from working.":
        "في زيارتك الأولى، يعرض الشريط خيارات «قبول الكل» و«الأساسية فقط» و«تخصيص». ويُحفَظ اختيارك على جهازك (لا على خوادمنا)، ويمكن تغييره في أي وقت من «إعدادات ملفات تعريف الارتباط» أسفل كل صفحة، أو بمسح بيانات هذا الموقع من متصفحك، وعندها يظهر الشريط من جديد. وسيؤدي حظر ملفات تعريف الارتباط الأساسية في متصفحك إلى تعطّل تسجيل الدخول.",
      "Sharing and processing": "المشاركة والمعالجة",
      "Information from optional cookies may be shared with our service providers, including analytics providers, as described in our {privacyPolicy}. It is processed in the U.S.":
        "قد تُشارَك المعلومات المستمدّة من ملفات تعريف الارتباط الاختيارية مع مزوّدي الخدمات لدينا، ومنهم مزوّدو خدمات التحليلات، على النحو الموضّح في {privacyPolicy} الخاصة بنا. وتُعالَج هذه المعلومات في الولايات المتحدة.",
      "Minimum age": "الحد الأدنى للسن",
      "Accounts are for people 18 and older; we collect no data from children under 13.":
        "الحسابات مخصّصة للأشخاص الذين تبلغ أعمارهم 18 عامًا فأكثر، ولا نجمع أي بيانات من الأطفال دون سن 13 عامًا.",
      "Governing law": "القانون الواجب التطبيق",
      "This policy is governed by the laws of the State of Texas, United States.":
        "تخضع هذه السياسة لقوانين ولاية تكساس في الولايات المتحدة الأمريكية.",
      "Changes and contact": "التعديلات والتواصل",
      "We will post any change here with a new effective date. Questions? Use the {contactPage}.":
        "سننشر أي تعديل هنا مع تاريخ سريان جديد. هل لديك أسئلة؟ استخدم {contactPage}.",
    },
  },
);
