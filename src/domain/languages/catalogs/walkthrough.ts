import { catalog } from "~/domain/languages/translations";

/**
 * The onboarding walkthrough: its three steps and hub. The root loads it for a member who has not done
 * it (it opens by itself on any page); /settings loads it too (restarted from its tab, docked in the
 * profile set-up).
 */
export const WALKTHROUGH = catalog(
  [
    "Your walkthrough progress could not be saved.",
    "Error",
    "Step {step} of {total}",
    "Skip",
    "Walkthrough progress",
    "Back",
    "{percent}% Complete",
    "Welcome to Ujamaa, {name}!",
    "Discover, support and grow Black-owned businesses in the United States and worldwide.",
    "Get Started",
    "Let's Get You Set Up",
    "Add your name and a profile picture so businesses and members know who you are.",
    "Set Up Profile",
    "Skip for Now",
    "Where would you like to start?",
    "Choose a place to begin. You can always come back from your dashboard.",
    "Explore Directory",
    "Find Black-owned businesses near you.",
    "Get Certified",
    "Earn a verified badge for your business.",
    "Open Storefront",
    "List your business in the network.",
    "Open My Storefront",
    "Create your storefront step by step.",
    "Go to Main Dashboard",
    "Skip for now",
  ],
  {
    fr: {
      "Your walkthrough progress could not be saved.":
        "Votre progression dans la visite guidée n'a pas pu être enregistrée.",
      Error: "Erreur",
      "Step {step} of {total}": "Étape {step} sur {total}",
      Skip: "Passer",
      "Walkthrough progress": "Progression de la visite guidée",
      Back: "Retour",
      "{percent}% Complete": "{percent} % effectué",
      "Welcome to Ujamaa, {name}!": "Bienvenue sur Ujamaa, {name} !",
      "Discover, support and grow Black-owned businesses in the United States and worldwide.":
        "Découvrez, soutenez et faites grandir les entreprises tenues par des personnes noires, aux États-Unis et dans le monde entier.",
      "Get Started": "Commencer",
      "Let's Get You Set Up": "Configurons votre compte",
      "Add your name and a profile picture so businesses and members know who you are.":
        "Ajoutez votre nom et une photo de profil pour que les entreprises et les membres sachent qui vous êtes.",
      "Set Up Profile": "Configurer le profil",
      "Skip for Now": "Passer pour l'instant",
      "Where would you like to start?": "Par où souhaitez-vous commencer ?",
      "Choose a place to begin. You can always come back from your dashboard.":
        "Choisissez par où commencer. Vous pourrez toujours revenir depuis votre tableau de bord.",
      "Explore Directory": "Explorer l'annuaire",
      "Find Black-owned businesses near you.":
        "Trouvez des entreprises tenues par des personnes noires près de chez vous.",
      "Get Certified": "Obtenir la certification",
      "Earn a verified badge for your business.": "Obtenez un badge vérifié pour votre entreprise.",
      "Open Storefront": "Ouvrir une vitrine",
      "List your business in the network.": "Inscrivez votre entreprise dans le réseau.",
      "Open My Storefront": "Ouvrir ma vitrine",
      "Create your storefront step by step.": "Créez votre vitrine étape par étape.",
      "Go to Main Dashboard": "Aller au tableau de bord principal",
      "Skip for now": "Passer pour l'instant",
    },
    es: {
      "Your walkthrough progress could not be saved.":
        "No se pudo guardar su progreso en el recorrido guiado.",
      Error: "Error",
      "Step {step} of {total}": "Paso {step} de {total}",
      Skip: "Omitir",
      "Walkthrough progress": "Progreso del recorrido guiado",
      Back: "Atrás",
      "{percent}% Complete": "{percent} % completado",
      "Welcome to Ujamaa, {name}!": "¡Bienvenido a Ujamaa, {name}!",
      "Discover, support and grow Black-owned businesses in the United States and worldwide.":
        "Descubra, apoye y haga crecer negocios de propietarios negros en los Estados Unidos y en todo el mundo.",
      "Get Started": "Comenzar",
      "Let's Get You Set Up": "Configuremos su cuenta",
      "Add your name and a profile picture so businesses and members know who you are.":
        "Agregue su nombre y una foto de perfil para que los negocios y los miembros sepan quién es usted.",
      "Set Up Profile": "Configurar perfil",
      "Skip for Now": "Omitir por ahora",
      "Where would you like to start?": "¿Por dónde le gustaría comenzar?",
      "Choose a place to begin. You can always come back from your dashboard.":
        "Elija por dónde empezar. Siempre puede volver desde su panel.",
      "Explore Directory": "Explorar el directorio",
      "Find Black-owned businesses near you.": "Encuentre negocios de propietarios negros cerca de usted.",
      "Get Certified": "Obtener la certificación",
      "Earn a verified badge for your business.": "Obtenga una insignia de verificación para su negocio.",
      "Open Storefront": "Abrir una vitrina",
      "List your business in the network.": "Registre su negocio en la red.",
      "Open My Storefront": "Abrir mi vitrina",
      "Create your storefront step by step.": "Cree su vitrina paso a paso.",
      "Go to Main Dashboard": "Ir al panel principal",
      "Skip for now": "Omitir por ahora",
    },
    ar: {
      "Your walkthrough progress could not be saved.": "تعذّر حفظ تقدّمك في الجولة التعريفية.",
      Error: "خطأ",
      "Step {step} of {total}": "الخطوة {step} من {total}",
      Skip: "تخطٍّ",
      "Walkthrough progress": "تقدّم الجولة التعريفية",
      Back: "رجوع",
      "{percent}% Complete": "اكتمل {percent}%",
      "Welcome to Ujamaa, {name}!": "مرحبًا بك في Ujamaa يا {name}!",
      "Discover, support and grow Black-owned businesses in the United States and worldwide.":
        "اكتشف الأنشطة التجارية المملوكة لأصحاب البشرة السوداء وادعمها وساعدها على النمو في الولايات المتحدة وحول العالم.",
      "Get Started": "ابدأ",
      "Let's Get You Set Up": "لنبدأ بإعداد حسابك",
      "Add your name and a profile picture so businesses and members know who you are.":
        "أضف اسمك وصورة للملف الشخصي ليعرف أصحاب الأنشطة التجارية والأعضاء من أنت.",
      "Set Up Profile": "إعداد الملف الشخصي",
      "Skip for Now": "تخطٍّ الآن",
      "Where would you like to start?": "من أين تودّ أن تبدأ؟",
      "Choose a place to begin. You can always come back from your dashboard.":
        "اختر نقطة البداية. يمكنك دائمًا العودة من لوحة التحكم.",
      "Explore Directory": "استكشاف الدليل",
      "Find Black-owned businesses near you.":
        "اعثر على أنشطة تجارية مملوكة لأصحاب البشرة السوداء بالقرب منك.",
      "Get Certified": "احصل على الشهادة",
      "Earn a verified badge for your business.": "احصل على شارة التحقق لنشاطك التجاري.",
      "Open Storefront": "فتح واجهة متجر",
      "List your business in the network.": "أدرج نشاطك التجاري في الشبكة.",
      "Open My Storefront": "فتح واجهة متجري",
      "Create your storefront step by step.": "أنشئ واجهة متجرك خطوة بخطوة.",
      "Go to Main Dashboard": "الانتقال إلى لوحة التحكم الرئيسية",
      "Skip for now": "تخطٍّ الآن",
    },
  },
);
