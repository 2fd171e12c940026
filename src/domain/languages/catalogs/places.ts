import { catalog } from "~/domain/languages/translations";

/**
 * Places and maps, loaded by the root for every page: the signed-in header's row of places, the
 * place box and Near me of the search forms, the results map, the business page's small map, and
 * the business forms' pin picker and "Location on the map".
 */
export const PLACES = catalog(
  [
    "Your places",
    // The place box and Near me.
    "{label} suggestions",
    "Near me",
    "Finding you…",
    "Your browser did not share your location. Type a place instead.",
    "Finding your location took too long. Type a place instead.",
    "Your location is not available here. Type a place instead.",
    // The maps.
    "Loading the map…",
    "The map could not be loaded. Reload the page to try again.",
    "Map of the results",
    "The map shows the businesses of the list. The list has the same results and is easier to use with a keyboard or a screen reader.",
    "Search this area",
    "{count, plural, one {# business here} other {# businesses here}}",
    "{distance} away",
    "Map of the area of {name}",
    "Map of where {name} is",
    "Approximate area",
    "Location",
    "Directions",
    "(opens in a new tab)",
    // The pin picker and the location of a business form.
    "Location on the map",
    "Show only my area",
    "Your street address is then hidden from the public; only your area is shown.",
    "We could not place this address on the map — drop a pin",
    "Click or tap the map to drop the pin, then drag it to the business's door. With a keyboard, move the focused pin with the arrow keys (Shift for bigger steps), or type its latitude and longitude.",
    "Map for placing the business's pin",
    "Business location pin at latitude {lat}, longitude {lng}. Arrow keys move it.",
    "The pin's position",
    "Latitude",
    "Longitude",
    "Between -90 and 90",
    "Between -180 and 180",
  ],
  {
    fr: {
      "Your places": "Vos espaces",
      "{label} suggestions": "Suggestions pour « {label} »",
      "Near me": "Près de moi",
      "Finding you…": "Localisation…",
      "Your browser did not share your location. Type a place instead.":
        "Votre navigateur n’a pas partagé votre position. Saisissez plutôt un lieu.",
      "Finding your location took too long. Type a place instead.":
        "La recherche de votre position a pris trop de temps. Saisissez plutôt un lieu.",
      "Your location is not available here. Type a place instead.":
        "Votre position n’est pas disponible ici. Saisissez plutôt un lieu.",
      "Loading the map…": "Chargement de la carte…",
      "The map could not be loaded. Reload the page to try again.":
        "La carte n’a pas pu être chargée. Rechargez la page pour réessayer.",
      "Map of the results": "Carte des résultats",
      "The map shows the businesses of the list. The list has the same results and is easier to use with a keyboard or a screen reader.":
        "La carte montre les entreprises de la liste. La liste contient les mêmes résultats et s’utilise plus facilement au clavier ou avec un lecteur d’écran.",
      "Search this area": "Rechercher dans cette zone",
      "{count, plural, one {# business here} other {# businesses here}}":
        "{count, plural, one {# entreprise ici} other {# entreprises ici}}",
      "{distance} away": "à {distance}",
      "Map of the area of {name}": "Carte du secteur de {name}",
      "Map of where {name} is": "Carte de l’emplacement de {name}",
      "Approximate area": "Secteur approximatif",
      Location: "Emplacement",
      Directions: "Itinéraire",
      "(opens in a new tab)": "(s’ouvre dans un nouvel onglet)",
      "Location on the map": "Emplacement sur la carte",
      "Show only my area": "Afficher uniquement mon secteur",
      "Your street address is then hidden from the public; only your area is shown.":
        "Votre adresse est alors masquée au public ; seul votre secteur est affiché.",
      "We could not place this address on the map — drop a pin":
        "Nous n’avons pas pu placer cette adresse sur la carte — posez une épingle",
      "Click or tap the map to drop the pin, then drag it to the business's door. With a keyboard, move the focused pin with the arrow keys (Shift for bigger steps), or type its latitude and longitude.":
        "Cliquez ou appuyez sur la carte pour poser l’épingle, puis faites-la glisser jusqu’à la porte de l’entreprise. Au clavier, déplacez l’épingle sélectionnée avec les flèches (Maj pour des pas plus grands), ou saisissez sa latitude et sa longitude.",
      "Map for placing the business's pin": "Carte pour placer l’épingle de l’entreprise",
      "Business location pin at latitude {lat}, longitude {lng}. Arrow keys move it.":
        "Épingle de l’entreprise à la latitude {lat}, longitude {lng}. Les flèches la déplacent.",
      "The pin's position": "Position de l’épingle",
      Latitude: "Latitude",
      Longitude: "Longitude",
      "Between -90 and 90": "Entre -90 et 90",
      "Between -180 and 180": "Entre -180 et 180",
    },
    es: {
      "Your places": "Sus espacios",
      "{label} suggestions": "Sugerencias para «{label}»",
      "Near me": "Cerca de mí",
      "Finding you…": "Buscando su ubicación…",
      "Your browser did not share your location. Type a place instead.":
        "Su navegador no compartió su ubicación. Escriba un lugar.",
      "Finding your location took too long. Type a place instead.":
        "Encontrar su ubicación tardó demasiado. Escriba un lugar.",
      "Your location is not available here. Type a place instead.":
        "Su ubicación no está disponible aquí. Escriba un lugar.",
      "Loading the map…": "Cargando el mapa…",
      "The map could not be loaded. Reload the page to try again.":
        "No se pudo cargar el mapa. Vuelva a cargar la página para intentarlo de nuevo.",
      "Map of the results": "Mapa de los resultados",
      "The map shows the businesses of the list. The list has the same results and is easier to use with a keyboard or a screen reader.":
        "El mapa muestra los negocios de la lista. La lista tiene los mismos resultados y es más fácil de usar con un teclado o un lector de pantalla.",
      "Search this area": "Buscar en esta zona",
      "{count, plural, one {# business here} other {# businesses here}}":
        "{count, plural, one {# negocio aquí} other {# negocios aquí}}",
      "{distance} away": "a {distance}",
      "Map of the area of {name}": "Mapa de la zona de {name}",
      "Map of where {name} is": "Mapa de la ubicación de {name}",
      "Approximate area": "Zona aproximada",
      Location: "Ubicación",
      Directions: "Cómo llegar",
      "(opens in a new tab)": "(se abre en una pestaña nueva)",
      "Location on the map": "Ubicación en el mapa",
      "Show only my area": "Mostrar solo mi zona",
      "Your street address is then hidden from the public; only your area is shown.":
        "Así, su dirección queda oculta al público; solo se muestra su zona.",
      "We could not place this address on the map — drop a pin":
        "No pudimos ubicar esta dirección en el mapa: coloque un marcador",
      "Click or tap the map to drop the pin, then drag it to the business's door. With a keyboard, move the focused pin with the arrow keys (Shift for bigger steps), or type its latitude and longitude.":
        "Haga clic o toque el mapa para colocar el marcador y luego arrástrelo hasta la puerta del negocio. Con el teclado, mueva el marcador seleccionado con las flechas (Mayús para pasos más grandes) o escriba su latitud y longitud.",
      "Map for placing the business's pin": "Mapa para colocar el marcador del negocio",
      "Business location pin at latitude {lat}, longitude {lng}. Arrow keys move it.":
        "Marcador del negocio en la latitud {lat}, longitud {lng}. Las flechas lo mueven.",
      "The pin's position": "Posición del marcador",
      Latitude: "Latitud",
      Longitude: "Longitud",
      "Between -90 and 90": "Entre -90 y 90",
      "Between -180 and 180": "Entre -180 y 180",
    },
    ar: {
      "Your places": "أقسامك",
      "{label} suggestions": "اقتراحات «{label}»",
      "Near me": "بالقرب مني",
      "Finding you…": "جارٍ تحديد موقعك…",
      "Your browser did not share your location. Type a place instead.":
        "لم يشارك متصفحك موقعك. اكتب مكانًا بدلًا من ذلك.",
      "Finding your location took too long. Type a place instead.":
        "استغرق تحديد موقعك وقتًا طويلًا. اكتب مكانًا بدلًا من ذلك.",
      "Your location is not available here. Type a place instead.":
        "موقعك غير متاح هنا. اكتب مكانًا بدلًا من ذلك.",
      "Loading the map…": "جارٍ تحميل الخريطة…",
      "The map could not be loaded. Reload the page to try again.":
        "تعذّر تحميل الخريطة. أعد تحميل الصفحة للمحاولة مرة أخرى.",
      "Map of the results": "خريطة النتائج",
      "The map shows the businesses of the list. The list has the same results and is easier to use with a keyboard or a screen reader.":
        "تعرض الخريطة الأنشطة التجارية الواردة في القائمة. تتضمن القائمة النتائج نفسها، واستخدامها أسهل بلوحة المفاتيح أو بقارئ الشاشة.",
      "Search this area": "البحث في هذه المنطقة",
      "{count, plural, one {# business here} other {# businesses here}}":
        "{count, plural, zero {لا أنشطة تجارية هنا} one {نشاط تجاري واحد هنا} two {نشاطان تجاريان هنا} few {# أنشطة تجارية هنا} many {# نشاطًا تجاريًا هنا} other {# نشاط تجاري هنا}}",
      "{distance} away": "على بُعد {distance}",
      "Map of the area of {name}": "خريطة منطقة {name}",
      "Map of where {name} is": "خريطة موقع {name}",
      "Approximate area": "المنطقة التقريبية",
      Location: "الموقع",
      Directions: "الاتجاهات",
      "(opens in a new tab)": "(يُفتح في علامة تبويب جديدة)",
      "Location on the map": "الموقع على الخريطة",
      "Show only my area": "عرض منطقتي فقط",
      "Your street address is then hidden from the public; only your area is shown.":
        "يُخفى عندئذٍ عنوانك عن العامة، ولا تظهر إلا منطقتك.",
      "We could not place this address on the map — drop a pin":
        "تعذّر علينا تحديد هذا العنوان على الخريطة — ضع دبوسًا",
      "Click or tap the map to drop the pin, then drag it to the business's door. With a keyboard, move the focused pin with the arrow keys (Shift for bigger steps), or type its latitude and longitude.":
        "انقر على الخريطة أو المسها لوضع الدبوس، ثم اسحبه إلى باب النشاط التجاري. باستخدام لوحة المفاتيح، حرّك الدبوس المحدد بمفاتيح الأسهم (مع Shift لخطوات أكبر)، أو اكتب خط العرض وخط الطول.",
      "Map for placing the business's pin": "خريطة لوضع دبوس النشاط التجاري",
      "Business location pin at latitude {lat}, longitude {lng}. Arrow keys move it.":
        "دبوس موقع النشاط التجاري عند خط العرض {lat} وخط الطول {lng}. تحرّكه مفاتيح الأسهم.",
      "The pin's position": "موضع الدبوس",
      Latitude: "خط العرض",
      Longitude: "خط الطول",
      "Between -90 and 90": "بين -90 و90",
      "Between -180 and 180": "بين -180 و180",
    },
  },
);
