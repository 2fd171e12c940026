import { catalog } from "~/domain/languages/translations";

/**
 * The signed-in home (/hub): its welcome, quick actions, the cards of what a member (or an admin) can do
 * (src/web/app-shell/hub-cards.ts) and the call to certification.
 */
export const HUB = catalog(
  [
    "Home · Ujamaa",
    "Welcome back, {name}!",
    "Educate. Elevate. Empower. Here is everything you can do on Ujamaa.",
    "Quick Actions",
    "Create Storefront",
    "Find Opportunities",
    "Explore",
    "Business Directory",
    "Browse and discover Black-owned businesses.",
    "Certification",
    "Apply for or renew your business certification.",
    "Storefront Manager",
    "Create and manage your storefronts.",
    "Contract Opportunities",
    "Find and post contract opportunities.",
    "Vendor Lists",
    "Upload your vendors and see which are certified Ujamaa businesses.",
    "Your profile, privacy and security.",
    "Certification Review",
    "Approve or reject certification applications.",
    "Document Management",
    "Maintain certification templates.",
    "Other Certifications",
    "Check the NMSDC, WBENC, 8(a), HUB and DBE certificates owners add for buyers.",
    "Review Moderation",
    "Hide or keep reviews that customers and owners reported.",
    "Job Queue",
    "Watch background e-mails and alerts, and retry failed jobs.",
    "Premium",
    "Admin",
    "Get your business certified",
    "Earn a verified badge, priority placement and access to contract opportunities.",
    "Start Certification",
  ],
  {
    fr: {
      "Home · Ujamaa": "Accueil · Ujamaa",
      "Welcome back, {name}!": "Bon retour, {name} !",
      "Educate. Elevate. Empower. Here is everything you can do on Ujamaa.":
        "Éduquer. Élever. Émanciper. Voici tout ce que vous pouvez faire sur Ujamaa.",
      "Quick Actions": "Actions rapides",
      "Create Storefront": "Créer une vitrine",
      "Find Opportunities": "Trouver des opportunités",
      Explore: "Explorer",
      "Business Directory": "Annuaire des entreprises",
      "Browse and discover Black-owned businesses.":
        "Parcourez et découvrez des entreprises tenues par des personnes noires.",
      Certification: "Certification",
      "Apply for or renew your business certification.":
        "Demandez ou renouvelez la certification de votre entreprise.",
      "Storefront Manager": "Gestion des vitrines",
      "Create and manage your storefronts.": "Créez et gérez vos vitrines.",
      "Contract Opportunities": "Opportunités de contrats",
      "Find and post contract opportunities.": "Trouvez et publiez des opportunités de contrats.",
      "Vendor Lists": "Listes de fournisseurs",
      "Upload your vendors and see which are certified Ujamaa businesses.":
        "Importez vos fournisseurs et voyez lesquels sont des entreprises certifiées Ujamaa.",
      "Your profile, privacy and security.": "Votre profil, votre confidentialité et votre sécurité.",
      "Certification Review": "Examen des certifications",
      "Approve or reject certification applications.": "Approuvez ou refusez les demandes de certification.",
      "Document Management": "Gestion des documents",
      "Maintain certification templates.": "Tenez à jour les modèles de certification.",
      "Other Certifications": "Autres certifications",
      "Check the NMSDC, WBENC, 8(a), HUB and DBE certificates owners add for buyers.":
        "Vérifiez les certificats NMSDC, WBENC, 8(a), HUB et DBE que les propriétaires ajoutent pour les acheteurs.",
      "Review Moderation": "Modération des avis",
      "Hide or keep reviews that customers and owners reported.":
        "Masquez ou conservez les avis signalés par les clients et les propriétaires.",
      "Job Queue": "File des tâches",
      "Watch background e-mails and alerts, and retry failed jobs.":
        "Suivez les e-mails et alertes envoyés en arrière-plan, et relancez les tâches en échec.",
      Premium: "Premium",
      Admin: "Admin",
      "Get your business certified": "Faites certifier votre entreprise",
      "Earn a verified badge, priority placement and access to contract opportunities.":
        "Obtenez un badge vérifié, une mise en avant prioritaire et l'accès aux opportunités de contrats.",
      "Start Certification": "Commencer la certification",
    },
    es: {
      "Home · Ujamaa": "Inicio · Ujamaa",
      "Welcome back, {name}!": "¡Bienvenido de nuevo, {name}!",
      "Educate. Elevate. Empower. Here is everything you can do on Ujamaa.":
        "Educar. Elevar. Empoderar. Esto es todo lo que puede hacer en Ujamaa.",
      "Quick Actions": "Acciones rápidas",
      "Create Storefront": "Crear vitrina",
      "Find Opportunities": "Buscar oportunidades",
      Explore: "Explorar",
      "Business Directory": "Directorio de negocios",
      "Browse and discover Black-owned businesses.": "Explore y descubra negocios de propietarios negros.",
      Certification: "Certificación",
      "Apply for or renew your business certification.": "Solicite o renueve la certificación de su negocio.",
      "Storefront Manager": "Administrador de vitrinas",
      "Create and manage your storefronts.": "Cree y administre sus vitrinas.",
      "Contract Opportunities": "Oportunidades de contratos",
      "Find and post contract opportunities.": "Encuentre y publique oportunidades de contratos.",
      "Vendor Lists": "Listas de proveedores",
      "Upload your vendors and see which are certified Ujamaa businesses.":
        "Cargue sus proveedores y vea cuáles son negocios certificados por Ujamaa.",
      "Your profile, privacy and security.": "Su perfil, privacidad y seguridad.",
      "Certification Review": "Revisión de certificaciones",
      "Approve or reject certification applications.": "Apruebe o rechace las solicitudes de certificación.",
      "Document Management": "Gestión de documentos",
      "Maintain certification templates.": "Mantenga las plantillas de certificación.",
      "Other Certifications": "Otras certificaciones",
      "Check the NMSDC, WBENC, 8(a), HUB and DBE certificates owners add for buyers.":
        "Revise los certificados NMSDC, WBENC, 8(a), HUB y DBE que los propietarios agregan para los compradores.",
      "Review Moderation": "Moderación de reseñas",
      "Hide or keep reviews that customers and owners reported.":
        "Oculte o conserve las reseñas que reportaron clientes y propietarios.",
      "Job Queue": "Cola de tareas",
      "Watch background e-mails and alerts, and retry failed jobs.":
        "Supervise los correos y alertas en segundo plano y reintente las tareas fallidas.",
      Premium: "Premium",
      Admin: "Administración",
      "Get your business certified": "Certifique su negocio",
      "Earn a verified badge, priority placement and access to contract opportunities.":
        "Obtenga una insignia de verificación, posicionamiento prioritario y acceso a oportunidades de contratos.",
      "Start Certification": "Iniciar la certificación",
    },
    ar: {
      "Home · Ujamaa": "الرئيسية · Ujamaa",
      "Welcome back, {name}!": "مرحبًا بعودتك يا {name}!",
      "Educate. Elevate. Empower. Here is everything you can do on Ujamaa.":
        "تثقيف. ارتقاء. تمكين. إليك كل ما يمكنك فعله على Ujamaa.",
      "Quick Actions": "إجراءات سريعة",
      "Create Storefront": "إنشاء واجهة متجر",
      "Find Opportunities": "البحث عن فرص",
      Explore: "استكشاف",
      "Business Directory": "دليل الأنشطة التجارية",
      "Browse and discover Black-owned businesses.":
        "تصفّح الأنشطة التجارية المملوكة لأصحاب البشرة السوداء واكتشفها.",
      Certification: "الشهادة",
      "Apply for or renew your business certification.": "قدّم طلب الحصول على شهادة نشاطك التجاري أو جدّدها.",
      "Storefront Manager": "إدارة واجهات المتاجر",
      "Create and manage your storefronts.": "أنشئ واجهات متاجرك وأدِرها.",
      "Contract Opportunities": "فرص العقود",
      "Find and post contract opportunities.": "ابحث عن فرص العقود وانشرها.",
      "Vendor Lists": "قوائم الموردين",
      "Upload your vendors and see which are certified Ujamaa businesses.":
        "ارفع قائمة مورديك واعرف أيّهم أنشطة تجارية معتمدة من Ujamaa.",
      "Your profile, privacy and security.": "ملفك الشخصي وخصوصيتك وأمانك.",
      "Certification Review": "مراجعة الشهادات",
      "Approve or reject certification applications.": "وافق على طلبات الشهادات أو ارفضها.",
      "Document Management": "إدارة المستندات",
      "Maintain certification templates.": "حافظ على نماذج الشهادات محدّثة.",
      "Other Certifications": "شهادات أخرى",
      "Check the NMSDC, WBENC, 8(a), HUB and DBE certificates owners add for buyers.":
        "تحقّق من شهادات NMSDC وWBENC و8(a) وHUB وDBE التي يضيفها أصحاب الأنشطة للمشترين.",
      "Review Moderation": "الإشراف على المراجعات",
      "Hide or keep reviews that customers and owners reported.":
        "أخفِ المراجعات التي أبلغ عنها العملاء وأصحاب الأنشطة أو أبقِها.",
      "Job Queue": "قائمة انتظار المهام",
      "Watch background e-mails and alerts, and retry failed jobs.":
        "راقب رسائل البريد والتنبيهات التي تعمل في الخلفية، وأعد تشغيل المهام الفاشلة.",
      Premium: "مميّز",
      Admin: "المشرف",
      "Get your business certified": "احصل على شهادة لنشاطك التجاري",
      "Earn a verified badge, priority placement and access to contract opportunities.":
        "احصل على شارة التحقق وأولوية الظهور والوصول إلى فرص العقود.",
      "Start Certification": "ابدأ التقديم للشهادة",
    },
  },
);
