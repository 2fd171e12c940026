import { catalog } from "~/domain/languages/translations";

/**
 * A member's notifications (the header's bell and its panel), loaded by the root for signed-in members,
 * and the page of the unsubscribe link in alert e-mails (/unsubscribe).
 */
export const NOTIFICATIONS = catalog(
  [
    "{count, plural, other {Notifications, # unread}}",
    "Mark all read",
    "Failed to load notifications.",
    "Loading…",
    "No notifications yet.",
    "Unread:",
    "{duration} ago",
    "{count, plural, one {# year} other {# years}}",
    "{count, plural, one {# month} other {# months}}",
    "{count, plural, one {# day} other {# days}}",
    "{count, plural, one {# hour} other {# hours}}",
    "{count, plural, one {# minute} other {# minutes}}",
    "less than a minute",
    "Error",
    "Unsubscribe · Ujamaa",
    "Unsubscribe from contract opportunity alerts?",
    "You will no longer receive e-mails about new contract opportunities.",
    "You can switch them back on in Settings, Privacy & Notifications.",
    "Unsubscribe",
    "You are unsubscribed",
    "You can switch them back on in {settings}.",
    "Link not valid",
    "This unsubscribe link is not valid. Sign in to change your e-mail preferences.",
    "Open Settings",
  ],
  {
    fr: {
      "{count, plural, other {Notifications, # unread}}":
        "{count, plural, one {Notifications, # non lue} other {Notifications, # non lues}}",
      "Mark all read": "Tout marquer comme lu",
      "Failed to load notifications.": "Impossible de charger les notifications.",
      "Loading…": "Chargement…",
      "No notifications yet.": "Aucune notification pour l'instant.",
      "Unread:": "Non lue :",
      "{duration} ago": "il y a {duration}",
      "{count, plural, one {# year} other {# years}}": "{count, plural, one {# an} other {# ans}}",
      "{count, plural, one {# month} other {# months}}": "{count, plural, one {# mois} other {# mois}}",
      "{count, plural, one {# day} other {# days}}": "{count, plural, one {# jour} other {# jours}}",
      "{count, plural, one {# hour} other {# hours}}": "{count, plural, one {# heure} other {# heures}}",
      "{count, plural, one {# minute} other {# minutes}}":
        "{count, plural, one {# minute} other {# minutes}}",
      "less than a minute": "moins d'une minute",
      Error: "Erreur",
      "Unsubscribe · Ujamaa": "Se désabonner · Ujamaa",
      "Unsubscribe from contract opportunity alerts?":
        "Se désabonner des alertes d'opportunités de contrats ?",
      "You will no longer receive e-mails about new contract opportunities.":
        "Vous ne recevrez plus d'e-mails sur les nouvelles opportunités de contrats.",
      "You can switch them back on in Settings, Privacy & Notifications.":
        "Vous pouvez les réactiver dans Paramètres, Confidentialité et notifications.",
      Unsubscribe: "Se désabonner",
      "You are unsubscribed": "Vous êtes désabonné",
      "You can switch them back on in {settings}.": "Vous pouvez les réactiver dans les {settings}.",
      "Link not valid": "Lien non valide",
      "This unsubscribe link is not valid. Sign in to change your e-mail preferences.":
        "Ce lien de désabonnement n'est pas valide. Connectez-vous pour modifier vos préférences d'e-mail.",
      "Open Settings": "Ouvrir les paramètres",
    },
    es: {
      "{count, plural, other {Notifications, # unread}}":
        "{count, plural, one {Notificaciones, # sin leer} other {Notificaciones, # sin leer}}",
      "Mark all read": "Marcar todo como leído",
      "Failed to load notifications.": "No se pudieron cargar las notificaciones.",
      "Loading…": "Cargando…",
      "No notifications yet.": "Aún no tiene notificaciones.",
      "Unread:": "Sin leer:",
      "{duration} ago": "hace {duration}",
      "{count, plural, one {# year} other {# years}}": "{count, plural, one {# año} other {# años}}",
      "{count, plural, one {# month} other {# months}}": "{count, plural, one {# mes} other {# meses}}",
      "{count, plural, one {# day} other {# days}}": "{count, plural, one {# día} other {# días}}",
      "{count, plural, one {# hour} other {# hours}}": "{count, plural, one {# hora} other {# horas}}",
      "{count, plural, one {# minute} other {# minutes}}":
        "{count, plural, one {# minuto} other {# minutos}}",
      "less than a minute": "menos de un minuto",
      Error: "Error",
      "Unsubscribe · Ujamaa": "Cancelar suscripción · Ujamaa",
      "Unsubscribe from contract opportunity alerts?":
        "¿Cancelar la suscripción a las alertas de oportunidades de contratos?",
      "You will no longer receive e-mails about new contract opportunities.":
        "Ya no recibirá correos electrónicos sobre nuevas oportunidades de contratos.",
      "You can switch them back on in Settings, Privacy & Notifications.":
        "Puede volver a activarlos en Configuración, Privacidad y notificaciones.",
      Unsubscribe: "Cancelar suscripción",
      "You are unsubscribed": "Se ha cancelado su suscripción",
      "You can switch them back on in {settings}.": "Puede volver a activarlos en {settings}.",
      "Link not valid": "Enlace no válido",
      "This unsubscribe link is not valid. Sign in to change your e-mail preferences.":
        "Este enlace para cancelar la suscripción no es válido. Inicie sesión para cambiar sus preferencias de correo electrónico.",
      "Open Settings": "Abrir la configuración",
    },
    ar: {
      "{count, plural, other {Notifications, # unread}}":
        "{count, plural, zero {الإشعارات، لا شيء غير مقروء} one {الإشعارات، واحد غير مقروء} two {الإشعارات، اثنان غير مقروءين} few {الإشعارات، # غير مقروءة} many {الإشعارات، # غير مقروء} other {الإشعارات، # غير مقروء}}",
      "Mark all read": "تعليم الكل كمقروء",
      "Failed to load notifications.": "تعذّر تحميل الإشعارات.",
      "Loading…": "جارٍ التحميل…",
      "No notifications yet.": "لا توجد إشعارات بعد.",
      "Unread:": "غير مقروء:",
      "{duration} ago": "منذ {duration}",
      "{count, plural, one {# year} other {# years}}":
        "{count, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنة} other {# سنة}}",
      "{count, plural, one {# month} other {# months}}":
        "{count, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}",
      "{count, plural, one {# day} other {# days}}":
        "{count, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}",
      "{count, plural, one {# hour} other {# hours}}":
        "{count, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}",
      "{count, plural, one {# minute} other {# minutes}}":
        "{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}",
      "less than a minute": "أقل من دقيقة",
      Error: "خطأ",
      "Unsubscribe · Ujamaa": "إلغاء الاشتراك · Ujamaa",
      "Unsubscribe from contract opportunity alerts?": "هل تريد إلغاء الاشتراك في تنبيهات فرص العقود؟",
      "You will no longer receive e-mails about new contract opportunities.":
        "لن تتلقى بعد الآن رسائل بريد إلكتروني حول فرص العقود الجديدة.",
      "You can switch them back on in Settings, Privacy & Notifications.":
        "يمكنك إعادة تفعيلها من الإعدادات، الخصوصية والإشعارات.",
      Unsubscribe: "إلغاء الاشتراك",
      "You are unsubscribed": "تم إلغاء اشتراكك",
      "You can switch them back on in {settings}.": "يمكنك إعادة تفعيلها من {settings}.",
      "Link not valid": "الرابط غير صالح",
      "This unsubscribe link is not valid. Sign in to change your e-mail preferences.":
        "رابط إلغاء الاشتراك هذا غير صالح. سجّل الدخول لتغيير تفضيلات البريد الإلكتروني.",
      "Open Settings": "فتح الإعدادات",
    },
  },
);
