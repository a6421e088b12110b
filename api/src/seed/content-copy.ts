/** Site copy per language for the content seed (see content.ts); English is the reference. */
import type { Language } from '../db/localized-text';

export interface FlowCopy {
  seoTitle: string;
  seoDescription: string;
  title: string;
  subtitle: string;
}

export interface Copy {
  flows: { booking: FlowCopy; gifting: FlowCopy; activity: FlowCopy };
  banner: { home: string; search: string; product: string };
  promo: { stays: string; gifts: string; lastMinute: string };
  usp: [string, string, string, string];
  boxes: {
    title: string;
    subtitle: string;
    buttonLabel: string;
    items: [string, string, string, string];
  };
  included: string;
  gift: { title: string; subtitle: string };
  targeted: { title: string; subtitle: string; cta: string };
  topResults: string;
  nav: {
    inspirations: string;
    themes: string;
    destinations: string;
    activities: string;
    gifts: string;
    romantic: string;
    spa: string;
    gourmet: string;
    family: string;
    nature: string;
    seaside: string;
    mountain: string;
    culture: string;
    allThemes: string;
    weekTheme: string;
    weekThemeDescription: string;
  };
  ideas: {
    title: string;
    intro: string;
    sectionThemes: string;
    sectionSeasons: string;
    introThemes: string;
    introSeasons: string;
  };
  seasons: [string, string, string, string];
  pages: Record<
    | 'terms-of-sale'
    | 'terms-of-use'
    | 'data-protection'
    | 'cookies'
    | 'partner-signup'
    | 'faq'
    | 'press-room',
    { title: string; content: string }
  >;
  landing: { title: string; description: string };
  recommendations: [string, string, string, string];
  reviews: { positive: readonly string[]; negative: readonly string[]; names: readonly string[] };
  minisiteLegal: string;
}

export const COPY: Record<Language, Copy> = {
  en: {
    flows: {
      booking: {
        seoTitle: 'Weekend breaks and getaways at the best price',
        seoDescription:
          'Book a weekend in a hand-picked hotel with dinner, spa or activity included.',
        title: 'Your next weekend starts here',
        subtitle: 'Over 2,000 hotels with breakfast, dinner, spa or activity included',
      },
      gifting: {
        seoTitle: 'Gift a weekend: gift vouchers, gift boxes and gift cards',
        seoDescription:
          'Offer a getaway: a single voucher, a gift box or a gift card valid for a year.',
        title: 'Give a weekend away',
        subtitle: 'Vouchers valid for 12 months, exchangeable free of charge',
      },
      activity: {
        seoTitle: 'Activities and experiences near you',
        seoDescription: 'Wine tastings, spa afternoons, cooking classes and outdoor adventures.',
        title: 'Experiences to enjoy today',
        subtitle: 'Activities without a night at the hotel, bookable in a few clicks',
      },
    },
    banner: {
      home: '<p><strong>Spring sale:</strong> up to 40% off weekends until Sunday</p>',
      search: '<p>Free cancellation on most weekends: book now, decide later</p>',
      product: '<p>Best price guaranteed: found it cheaper? We refund the difference</p>',
    },
    promo: { stays: 'Stays', gifts: 'Gifts', lastMinute: 'Last-minute deals' },
    usp: [
      'Best price guaranteed',
      'Free cancellation on most offers',
      'Customer care 6 days a week',
      '4.5/5 from 4146 reviews',
    ],
    boxes: {
      title: 'Our best-selling gift boxes',
      subtitle: 'A choice of hotels and experiences for the lucky one',
      buttonLabel: 'See all gift boxes',
      items: ['Romantic escape', 'Spa and wellness', 'Gourmet table', 'Exceptional stays'],
    },
    included: 'One night with breakfast for two, plus an experience',
    gift: {
      title: 'Looking for a gift?',
      subtitle: 'A weekend, a box or a gift card: they choose the date',
    },
    targeted: {
      title: 'Less than 2 hours from home',
      subtitle: 'Leave on Friday night, be back on Sunday',
      cta: 'Discover',
    },
    topResults: 'Top weekends right now',
    nav: {
      inspirations: 'Inspirations',
      themes: 'Themes',
      destinations: 'Destinations',
      activities: 'Activities',
      gifts: 'Gift ideas',
      romantic: 'Romantic weekend',
      spa: 'Spa and wellness',
      gourmet: 'Gourmet getaway',
      family: 'Family weekend',
      nature: 'Nature break',
      seaside: 'Seaside',
      mountain: 'Mountain',
      culture: 'City and culture',
      allThemes: 'All themes',
      weekTheme: 'Spa weekend',
      weekThemeDescription: 'Slow down this weekend: massages, pools and saunas at home or abroad.',
    },
    ideas: {
      title: 'Weekend ideas',
      intro: 'Not sure where to go? Browse our ideas by theme, season and region.',
      sectionThemes: 'By theme',
      sectionSeasons: 'By season',
      introThemes: 'Romance, relaxation or good food: pick your mood.',
      introSeasons: 'The best getaways for every time of year.',
    },
    seasons: ['Spring getaways', 'Summer breaks', 'Autumn escapes', 'Winter weekends'],
    pages: {
      'terms-of-sale': {
        title: 'Terms of sale',
        content:
          '<h2>1. Scope</h2><p>These terms apply to every booking and gift voucher bought on the site. Prices are in euros, taxes included.</p><h2>2. Cancellation</h2><p>Cancellation terms are shown on each offer before payment.</p>',
      },
      'terms-of-use': {
        title: 'Terms of use',
        content:
          '<p>By using this site you agree to use it for personal, non-commercial purposes only.</p>',
      },
      'data-protection': {
        title: 'Data protection',
        content:
          '<p>We process your personal data to handle your bookings and, with your consent, to send you offers. You may access, correct or erase it at any time.</p>',
      },
      cookies: {
        title: 'Cookie policy',
        content:
          '<p>We use cookies to run the site, measure its audience and show relevant offers. You can change your choices at any time.</p>',
      },
      'partner-signup': {
        title: 'Become a partner hotel',
        content:
          '<p>Join more than 2,000 partner hotels and fill your rooms on weekends. Tell us about your property and we will call you back.</p>',
      },
      faq: {
        title: 'Frequently asked questions',
        content:
          '<h2>How do I change my booking?</h2><p>Use "Check my Booking" with your booking number and e-mail.</p><h2>How long is a gift voucher valid?</h2><p>12 months from purchase.</p>',
      },
      'press-room': {
        title: 'Press room',
        content: '<p>Press releases, logos and contacts for journalists.</p>',
      },
    },
    landing: {
      title: 'Romantic weekends',
      description: 'Our most romantic hotels, with dinner and late check-out.',
    },
    recommendations: [
      'Castles for a night',
      'Spa weekends under €150',
      'Wine-country getaways',
      'Weekends by the sea',
    ],
    reviews: {
      positive: [
        'Warm welcome and a spotless room.',
        'Excellent dinner, the chef deserves praise.',
        'Perfect location to explore the city on foot.',
        'The spa was a real moment of calm.',
        'Great value for money, we will be back.',
        'Very comfortable bed and quiet room.',
      ],
      negative: [
        '',
        '',
        'Breakfast a bit expensive.',
        'Parking is hard to find.',
        'The room was a little small.',
        'Wi-Fi was slow.',
      ],
      names: ['Emma', 'Oliver', 'Sophie', 'James', 'Grace', 'Thomas'],
    },
    minisiteLegal:
      'Example offer: 1 night with breakfast for 2 from €89, valid for stays booked between 1 March and 30 June 2026, subject to availability.',
  },
  fr: {
    flows: {
      booking: {
        seoTitle: 'Week-ends et courts séjours au meilleur prix',
        seoDescription:
          'Réservez un week-end dans un hôtel sélectionné avec dîner, spa ou activité inclus.',
        title: 'Votre prochain week-end commence ici',
        subtitle: 'Plus de 2 000 hôtels avec petit-déjeuner, dîner, spa ou activité inclus',
      },
      gifting: {
        seoTitle: 'Offrir un week-end : bons cadeaux, coffrets et cartes cadeaux',
        seoDescription:
          'Offrez une escapade : un bon cadeau, un coffret ou une carte cadeau valable un an.',
        title: 'Offrez un week-end',
        subtitle: 'Bons valables 12 mois, échange gratuit',
      },
      activity: {
        seoTitle: 'Activités et expériences près de chez vous',
        seoDescription: 'Dégustations, après-midi spa, cours de cuisine et aventures en plein air.',
        title: 'Des expériences à vivre dès aujourd’hui',
        subtitle: 'Des activités sans nuit d’hôtel, réservables en quelques clics',
      },
    },
    banner: {
      home: '<p><strong>Soldes de printemps :</strong> jusqu’à -40 % sur les week-ends jusqu’à dimanche</p>',
      search:
        '<p>Annulation gratuite sur la plupart des week-ends : réservez maintenant, décidez plus tard</p>',
      product:
        '<p>Meilleur prix garanti : moins cher ailleurs ? Nous remboursons la différence</p>',
    },
    promo: { stays: 'Séjours', gifts: 'Cadeaux', lastMinute: 'Offres de dernière minute' },
    usp: [
      'Meilleur prix garanti',
      'Annulation gratuite sur la plupart des offres',
      'Service client 6 jours sur 7',
      '4,5/5 sur 4146 avis',
    ],
    boxes: {
      title: 'Nos coffrets cadeaux les plus vendus',
      subtitle: 'Un choix d’hôtels et d’expériences pour l’heureux élu',
      buttonLabel: 'Voir tous les coffrets',
      items: ['Escapade romantique', 'Spa et bien-être', 'Table gourmande', 'Séjours d’exception'],
    },
    included: 'Une nuit avec petit-déjeuner pour deux et une expérience',
    gift: {
      title: 'Vous cherchez un cadeau ?',
      subtitle: 'Un week-end, un coffret ou une carte cadeau : ils choisissent la date',
    },
    targeted: {
      title: 'À moins de 2 heures de chez vous',
      subtitle: 'Partez vendredi soir, rentrez dimanche',
      cta: 'Découvrir',
    },
    topResults: 'Les week-ends du moment',
    nav: {
      inspirations: 'Inspirations',
      themes: 'Thèmes',
      destinations: 'Destinations',
      activities: 'Activités',
      gifts: 'Idées cadeaux',
      romantic: 'Week-end romantique',
      spa: 'Spa et bien-être',
      gourmet: 'Escapade gourmande',
      family: 'Week-end en famille',
      nature: 'Séjour nature',
      seaside: 'Bord de mer',
      mountain: 'Montagne',
      culture: 'Ville et culture',
      allThemes: 'Tous les thèmes',
      weekTheme: 'Week-end spa',
      weekThemeDescription:
        'Ralentissez ce week-end : massages, piscines et saunas près de chez vous.',
    },
    ideas: {
      title: 'Idées de week-end',
      intro: 'Pas encore de destination ? Parcourez nos idées par thème, saison et région.',
      sectionThemes: 'Par thème',
      sectionSeasons: 'Par saison',
      introThemes: 'Romantique, détente ou gourmand : choisissez votre envie.',
      introSeasons: 'Les meilleures escapades à chaque saison.',
    },
    seasons: [
      'Escapades de printemps',
      'Séjours d’été',
      'Échappées d’automne',
      'Week-ends d’hiver',
    ],
    pages: {
      'terms-of-sale': {
        title: 'Conditions générales de vente',
        content:
          '<h2>1. Champ d’application</h2><p>Les présentes conditions s’appliquent à toute réservation et à tout bon cadeau achetés sur le site. Les prix sont en euros TTC.</p><h2>2. Annulation</h2><p>Les conditions d’annulation figurent sur chaque offre avant le paiement.</p>',
      },
      'terms-of-use': {
        title: 'Conditions d’utilisation',
        content:
          '<p>En utilisant ce site, vous vous engagez à un usage personnel et non commercial.</p>',
      },
      'data-protection': {
        title: 'Protection des données',
        content:
          '<p>Nous traitons vos données personnelles pour gérer vos réservations et, avec votre accord, vous envoyer nos offres. Vous pouvez y accéder, les rectifier ou les effacer à tout moment.</p>',
      },
      cookies: {
        title: 'Politique cookies',
        content:
          '<p>Nous utilisons des cookies pour faire fonctionner le site, mesurer son audience et afficher des offres pertinentes.</p>',
      },
      'partner-signup': {
        title: 'Devenir hôtel partenaire',
        content:
          '<p>Rejoignez plus de 2 000 hôtels partenaires et remplissez vos chambres le week-end.</p>',
      },
      faq: {
        title: 'Questions fréquentes',
        content:
          '<h2>Comment modifier ma réservation ?</h2><p>Utilisez « Vérifier ma réservation » avec votre numéro de réservation et votre e-mail.</p><h2>Quelle est la validité d’un bon cadeau ?</h2><p>12 mois à compter de l’achat.</p>',
      },
      'press-room': {
        title: 'Espace presse',
        content: '<p>Communiqués, logos et contacts pour les journalistes.</p>',
      },
    },
    landing: {
      title: 'Week-ends romantiques',
      description: 'Nos hôtels les plus romantiques, avec dîner et départ tardif.',
    },
    recommendations: [
      'Une nuit au château',
      'Week-ends spa à moins de 150 €',
      'Escapades dans les vignes',
      'Week-ends au bord de la mer',
    ],
    reviews: {
      positive: [
        'Accueil chaleureux et chambre impeccable.',
        'Dîner excellent, bravo au chef.',
        'Emplacement idéal pour visiter la ville à pied.',
        'Le spa a été un vrai moment de calme.',
        'Très bon rapport qualité-prix, nous reviendrons.',
        'Lit très confortable et chambre calme.',
      ],
      negative: [
        '',
        '',
        'Petit-déjeuner un peu cher.',
        'Difficile de se garer.',
        'Chambre un peu petite.',
        'Wi-Fi lent.',
      ],
      names: ['Camille', 'Julien', 'Léa', 'Nicolas', 'Chloé', 'Mathieu'],
    },
    minisiteLegal:
      'Exemple d’offre : 1 nuit avec petit-déjeuner pour 2 dès 89 €, pour des séjours réservés entre le 1er mars et le 30 juin 2026, selon disponibilités.',
  },
  es: {
    flows: {
      booking: {
        seoTitle: 'Escapadas de fin de semana al mejor precio',
        seoDescription:
          'Reserva un fin de semana en un hotel seleccionado con cena, spa o actividad incluidos.',
        title: 'Tu próxima escapada empieza aquí',
        subtitle: 'Más de 2.000 hoteles con desayuno, cena, spa o actividad incluidos',
      },
      gifting: {
        seoTitle: 'Regala un fin de semana: bonos, cajas regalo y tarjetas regalo',
        seoDescription:
          'Regala una escapada: un bono, una caja regalo o una tarjeta regalo válida un año.',
        title: 'Regala una escapada',
        subtitle: 'Bonos válidos 12 meses, cambio gratuito',
      },
      activity: {
        seoTitle: 'Actividades y experiencias cerca de ti',
        seoDescription: 'Catas de vino, tardes de spa, clases de cocina y aventuras al aire libre.',
        title: 'Experiencias para disfrutar hoy',
        subtitle: 'Actividades sin noche de hotel, reservables en pocos clics',
      },
    },
    banner: {
      home: '<p><strong>Rebajas de primavera:</strong> hasta un 40 % de descuento en escapadas hasta el domingo</p>',
      search:
        '<p>Cancelación gratuita en la mayoría de escapadas: reserva ahora, decide después</p>',
      product:
        '<p>Mejor precio garantizado: ¿lo has visto más barato? Te devolvemos la diferencia</p>',
    },
    promo: { stays: 'Escapadas', gifts: 'Regalos', lastMinute: 'Ofertas de última hora' },
    usp: [
      'Mejor precio garantizado',
      'Cancelación gratuita en la mayoría de ofertas',
      'Atención al cliente 6 días a la semana',
      '4,5/5 de 4146 opiniones',
    ],
    boxes: {
      title: 'Nuestras cajas regalo más vendidas',
      subtitle: 'Una selección de hoteles y experiencias para quien tú elijas',
      buttonLabel: 'Ver todas las cajas regalo',
      items: ['Escapada romántica', 'Spa y bienestar', 'Mesa gourmet', 'Estancias excepcionales'],
    },
    included: 'Una noche con desayuno para dos y una experiencia',
    gift: {
      title: '¿Buscas un regalo?',
      subtitle: 'Una escapada, una caja o una tarjeta regalo: ellos eligen la fecha',
    },
    targeted: {
      title: 'A menos de 2 horas de casa',
      subtitle: 'Sal el viernes por la noche y vuelve el domingo',
      cta: 'Descubrir',
    },
    topResults: 'Las escapadas del momento',
    nav: {
      inspirations: 'Inspiración',
      themes: 'Temas',
      destinations: 'Destinos',
      activities: 'Actividades',
      gifts: 'Ideas de regalo',
      romantic: 'Escapada romántica',
      spa: 'Spa y bienestar',
      gourmet: 'Escapada gastronómica',
      family: 'Escapada en familia',
      nature: 'Escapada rural',
      seaside: 'Playa',
      mountain: 'Montaña',
      culture: 'Ciudad y cultura',
      allThemes: 'Todos los temas',
      weekTheme: 'Escapada con spa',
      weekThemeDescription:
        'Desconecta este fin de semana: masajes, piscinas y saunas cerca de ti.',
    },
    ideas: {
      title: 'Ideas de escapadas',
      intro: '¿Aún no sabes adónde ir? Descubre nuestras ideas por tema, temporada y región.',
      sectionThemes: 'Por tema',
      sectionSeasons: 'Por temporada',
      introThemes: 'Romance, relax o buena mesa: elige tu plan.',
      introSeasons: 'Las mejores escapadas para cada época del año.',
    },
    seasons: [
      'Escapadas de primavera',
      'Escapadas de verano',
      'Escapadas de otoño',
      'Escapadas de invierno',
    ],
    pages: {
      'terms-of-sale': {
        title: 'Condiciones generales de venta',
        content:
          '<h2>1. Ámbito</h2><p>Estas condiciones se aplican a toda reserva y bono regalo comprados en el sitio. Los precios se indican en euros con IVA incluido.</p><h2>2. Cancelación</h2><p>Las condiciones de cancelación figuran en cada oferta antes del pago.</p>',
      },
      'terms-of-use': {
        title: 'Condiciones de uso',
        content: '<p>Al usar este sitio te comprometes a un uso personal y no comercial.</p>',
      },
      'data-protection': {
        title: 'Protección de datos',
        content:
          '<p>Tratamos tus datos personales para gestionar tus reservas y, con tu consentimiento, enviarte ofertas. Puedes acceder a ellos, rectificarlos o suprimirlos en cualquier momento.</p>',
      },
      cookies: {
        title: 'Política de cookies',
        content:
          '<p>Usamos cookies para el funcionamiento del sitio, medir la audiencia y mostrar ofertas relevantes.</p>',
      },
      'partner-signup': {
        title: 'Hazte hotel colaborador',
        content:
          '<p>Únete a más de 2.000 hoteles colaboradores y llena tus habitaciones los fines de semana.</p>',
      },
      faq: {
        title: 'Preguntas frecuentes',
        content:
          '<h2>¿Cómo modifico mi reserva?</h2><p>Usa «Consultar mi reserva» con tu número de reserva y tu e-mail.</p><h2>¿Cuánto tiempo es válido un bono regalo?</h2><p>12 meses desde la compra.</p>',
      },
      'press-room': {
        title: 'Sala de prensa',
        content: '<p>Notas de prensa, logotipos y contactos para periodistas.</p>',
      },
    },
    landing: {
      title: 'Escapadas románticas',
      description: 'Nuestros hoteles más románticos, con cena y salida tardía.',
    },
    recommendations: [
      'Una noche en un castillo',
      'Escapadas con spa por menos de 150 €',
      'Escapadas entre viñedos',
      'Fines de semana junto al mar',
    ],
    reviews: {
      positive: [
        'Trato muy amable y habitación impecable.',
        'Cena excelente, felicidades al chef.',
        'Ubicación perfecta para recorrer la ciudad a pie.',
        'El spa fue un auténtico momento de calma.',
        'Muy buena relación calidad-precio, volveremos.',
        'Cama muy cómoda y habitación tranquila.',
      ],
      negative: [
        '',
        '',
        'Desayuno algo caro.',
        'Difícil aparcar.',
        'La habitación era algo pequeña.',
        'El wifi iba lento.',
      ],
      names: ['Lucía', 'Javier', 'Marta', 'Carlos', 'Elena', 'Pablo'],
    },
    minisiteLegal:
      'Oferta de ejemplo: 1 noche con desayuno para 2 desde 89 €, para estancias reservadas entre el 1 de marzo y el 30 de junio de 2026, según disponibilidad.',
  },
  nl: {
    flows: {
      booking: {
        seoTitle: 'Weekendjes weg en korte vakanties voor de beste prijs',
        seoDescription:
          'Boek een weekend in een zorgvuldig gekozen hotel met diner, wellness of activiteit inbegrepen.',
        title: 'Je volgende weekend begint hier',
        subtitle: 'Meer dan 2.000 hotels met ontbijt, diner, wellness of activiteit inbegrepen',
      },
      gifting: {
        seoTitle: 'Een weekend cadeau geven: cadeaubonnen, cadeauboxen en cadeaukaarten',
        seoDescription:
          'Geef een uitje cadeau: een cadeaubon, een cadeaubox of een cadeaukaart die een jaar geldig is.',
        title: 'Geef een weekendje weg cadeau',
        subtitle: 'Bonnen 12 maanden geldig, gratis om te ruilen',
      },
      activity: {
        seoTitle: 'Activiteiten en belevenissen bij jou in de buurt',
        seoDescription: 'Wijnproeverijen, wellnessmiddagen, kookworkshops en buitenavonturen.',
        title: 'Belevenissen om vandaag te boeken',
        subtitle: 'Activiteiten zonder hotelovernachting, in een paar klikken geboekt',
      },
    },
    banner: {
      home: '<p><strong>Lentesale:</strong> tot 40% korting op weekendjes weg tot zondag</p>',
      search: '<p>Gratis annuleren op de meeste weekendjes: boek nu, beslis later</p>',
      product:
        '<p>Laagste prijs gegarandeerd: ergens goedkoper gezien? Wij betalen het verschil terug</p>',
    },
    promo: { stays: 'Verblijven', gifts: 'Cadeaus', lastMinute: 'Lastminutedeals' },
    usp: [
      'Laagste prijs gegarandeerd',
      'Gratis annuleren op de meeste aanbiedingen',
      'Klantenservice 6 dagen per week',
      '4,5/5 uit 4146 beoordelingen',
    ],
    boxes: {
      title: 'Onze best verkochte cadeauboxen',
      subtitle: 'Een keuze uit hotels en belevenissen voor de gelukkige',
      buttonLabel: 'Bekijk alle cadeauboxen',
      items: [
        'Romantisch uitje',
        'Wellness en ontspanning',
        'Culinaire tafel',
        'Bijzondere verblijven',
      ],
    },
    included: 'Eén nacht met ontbijt voor twee en een belevenis',
    gift: {
      title: 'Op zoek naar een cadeau?',
      subtitle: 'Een weekend, een box of een cadeaukaart: zij kiezen de datum',
    },
    targeted: {
      title: 'Op minder dan 2 uur van huis',
      subtitle: 'Vertrek vrijdagavond, terug op zondag',
      cta: 'Ontdek',
    },
    topResults: 'De populairste weekendjes van dit moment',
    nav: {
      inspirations: 'Inspiratie',
      themes: "Thema's",
      destinations: 'Bestemmingen',
      activities: 'Activiteiten',
      gifts: 'Cadeau-ideeën',
      romantic: 'Romantisch weekend',
      spa: 'Wellness en ontspanning',
      gourmet: 'Culinair uitje',
      family: 'Weekend met het gezin',
      nature: 'Natuurweekend',
      seaside: 'Aan zee',
      mountain: 'Bergen',
      culture: 'Stad en cultuur',
      allThemes: "Alle thema's",
      weekTheme: 'Wellnessweekend',
      weekThemeDescription:
        'Kom dit weekend tot rust: massages, zwembaden en sauna’s dichtbij huis.',
    },
    ideas: {
      title: 'Weekendideeën',
      intro: 'Nog geen bestemming? Bekijk onze ideeën per thema, seizoen en regio.',
      sectionThemes: 'Per thema',
      sectionSeasons: 'Per seizoen',
      introThemes: 'Romantiek, ontspanning of lekker eten: kies waar je zin in hebt.',
      introSeasons: 'De mooiste uitjes voor elk seizoen.',
    },
    seasons: ['Lente-uitjes', 'Zomerweekendjes', 'Herfstuitjes', 'Winterweekendjes'],
    pages: {
      'terms-of-sale': {
        title: 'Algemene verkoopvoorwaarden',
        content:
          '<h2>1. Toepassing</h2><p>Deze voorwaarden gelden voor elke boeking en elke cadeaubon die op de site wordt gekocht. Prijzen zijn in euro, inclusief btw.</p><h2>2. Annulering</h2><p>De annuleringsvoorwaarden staan bij elke aanbieding vóór de betaling.</p>',
      },
      'terms-of-use': {
        title: 'Gebruiksvoorwaarden',
        content:
          '<p>Door deze site te gebruiken, ga je akkoord met persoonlijk en niet-commercieel gebruik.</p>',
      },
      'data-protection': {
        title: 'Gegevensbescherming',
        content:
          '<p>Wij verwerken je persoonsgegevens om je boekingen af te handelen en, met je toestemming, je aanbiedingen te sturen. Je kunt ze altijd inzien, corrigeren of laten verwijderen.</p>',
      },
      cookies: {
        title: 'Cookiebeleid',
        content:
          '<p>Wij gebruiken cookies om de site te laten werken, het bezoek te meten en relevante aanbiedingen te tonen.</p>',
      },
      'partner-signup': {
        title: 'Word partnerhotel',
        content:
          '<p>Sluit je aan bij meer dan 2.000 partnerhotels en vul je kamers in het weekend.</p>',
      },
      faq: {
        title: 'Veelgestelde vragen',
        content:
          '<h2>Hoe wijzig ik mijn boeking?</h2><p>Gebruik "Mijn boeking bekijken" met je boekingsnummer en e-mailadres.</p><h2>Hoe lang is een cadeaubon geldig?</h2><p>12 maanden na aankoop.</p>',
      },
      'press-room': {
        title: 'Persruimte',
        content: '<p>Persberichten, logo’s en contactgegevens voor journalisten.</p>',
      },
    },
    landing: {
      title: 'Romantische weekendjes',
      description: 'Onze meest romantische hotels, met diner en late check-out.',
    },
    recommendations: [
      'Een nacht in een kasteel',
      'Wellnessweekendjes onder € 150',
      'Uitjes tussen de wijngaarden',
      'Weekendjes aan zee',
    ],
    reviews: {
      positive: [
        'Hartelijk ontvangen en een brandschone kamer.',
        'Uitstekend diner, complimenten aan de chef.',
        'Perfecte ligging om de stad te voet te verkennen.',
        'De wellness was echt een moment van rust.',
        'Prima prijs-kwaliteitverhouding, we komen terug.',
        'Heerlijk bed en een rustige kamer.',
      ],
      negative: [
        '',
        '',
        'Ontbijt wat aan de prijzige kant.',
        'Parkeren is lastig.',
        'De kamer was wat klein.',
        'Trage wifi.',
      ],
      names: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Jeroen'],
    },
    minisiteLegal:
      'Voorbeeldaanbieding: 1 nacht met ontbijt voor 2 vanaf € 89, voor verblijven geboekt tussen 1 maart en 30 juni 2026, onder voorbehoud van beschikbaarheid.',
  },
  it: {
    flows: {
      booking: {
        seoTitle: 'Weekend e brevi fughe al miglior prezzo',
        seoDescription:
          'Prenota un weekend in un hotel selezionato con cena, spa o attività incluse.',
        title: 'Il tuo prossimo weekend inizia qui',
        subtitle: 'Oltre 2.000 hotel con colazione, cena, spa o attività incluse',
      },
      gifting: {
        seoTitle: 'Regala un weekend: buoni, cofanetti e carte regalo',
        seoDescription:
          'Regala una fuga: un buono, un cofanetto o una carta regalo valida un anno.',
        title: 'Regala un weekend',
        subtitle: 'Buoni validi 12 mesi, cambio gratuito',
      },
      activity: {
        seoTitle: 'Attività ed esperienze vicino a te',
        seoDescription:
          'Degustazioni, pomeriggi in spa, corsi di cucina e avventure all’aria aperta.',
        title: 'Esperienze da vivere oggi',
        subtitle: 'Attività senza notte in hotel, prenotabili in pochi clic',
      },
    },
    banner: {
      home: '<p><strong>Saldi di primavera:</strong> fino al 40% di sconto sui weekend fino a domenica</p>',
      search:
        '<p>Cancellazione gratuita sulla maggior parte dei weekend: prenota ora, decidi dopo</p>',
      product: '<p>Miglior prezzo garantito: trovato a meno? Ti rimborsiamo la differenza</p>',
    },
    promo: { stays: 'Soggiorni', gifts: 'Regali', lastMinute: 'Offerte last minute' },
    usp: [
      'Miglior prezzo garantito',
      'Cancellazione gratuita sulla maggior parte delle offerte',
      'Assistenza clienti 6 giorni su 7',
      '4,5/5 da 4146 recensioni',
    ],
    boxes: {
      title: 'I nostri cofanetti regalo più venduti',
      subtitle: 'Una scelta di hotel ed esperienze per il fortunato',
      buttonLabel: 'Vedi tutti i cofanetti',
      items: ['Fuga romantica', 'Spa e benessere', 'Tavola gourmet', 'Soggiorni d’eccezione'],
    },
    included: 'Una notte con colazione per due e un’esperienza',
    gift: {
      title: 'Cerchi un regalo?',
      subtitle: 'Un weekend, un cofanetto o una carta regalo: scelgono loro la data',
    },
    targeted: {
      title: 'A meno di 2 ore da casa',
      subtitle: 'Parti venerdì sera, torna domenica',
      cta: 'Scopri',
    },
    topResults: 'I weekend del momento',
    nav: {
      inspirations: 'Ispirazioni',
      themes: 'Temi',
      destinations: 'Destinazioni',
      activities: 'Attività',
      gifts: 'Idee regalo',
      romantic: 'Weekend romantico',
      spa: 'Spa e benessere',
      gourmet: 'Fuga gastronomica',
      family: 'Weekend in famiglia',
      nature: 'Weekend nella natura',
      seaside: 'Al mare',
      mountain: 'Montagna',
      culture: 'Città e cultura',
      allThemes: 'Tutti i temi',
      weekTheme: 'Weekend in spa',
      weekThemeDescription: 'Rallenta questo weekend: massaggi, piscine e saune vicino a casa.',
    },
    ideas: {
      title: 'Idee per il weekend',
      intro: 'Non sai ancora dove andare? Sfoglia le nostre idee per tema, stagione e regione.',
      sectionThemes: 'Per tema',
      sectionSeasons: 'Per stagione',
      introThemes: 'Romanticismo, relax o buona cucina: scegli il tuo stile.',
      introSeasons: 'Le fughe migliori in ogni stagione.',
    },
    seasons: ['Fughe di primavera', 'Weekend d’estate', 'Fughe d’autunno', 'Weekend d’inverno'],
    pages: {
      'terms-of-sale': {
        title: 'Condizioni generali di vendita',
        content:
          '<h2>1. Ambito</h2><p>Le presenti condizioni si applicano a ogni prenotazione e buono regalo acquistati sul sito. I prezzi sono in euro, IVA inclusa.</p><h2>2. Cancellazione</h2><p>Le condizioni di cancellazione sono indicate in ogni offerta prima del pagamento.</p>',
      },
      'terms-of-use': {
        title: 'Condizioni d’uso',
        content: '<p>Usando questo sito ti impegni a farne un uso personale e non commerciale.</p>',
      },
      'data-protection': {
        title: 'Protezione dei dati',
        content:
          '<p>Trattiamo i tuoi dati personali per gestire le prenotazioni e, con il tuo consenso, inviarti offerte. Puoi accedervi, rettificarli o cancellarli in qualsiasi momento.</p>',
      },
      cookies: {
        title: 'Informativa cookie',
        content:
          '<p>Usiamo i cookie per il funzionamento del sito, per misurarne l’audience e mostrare offerte pertinenti.</p>',
      },
      'partner-signup': {
        title: 'Diventa hotel partner',
        content: '<p>Unisciti a oltre 2.000 hotel partner e riempi le camere nel weekend.</p>',
      },
      faq: {
        title: 'Domande frequenti',
        content:
          '<h2>Come modifico la mia prenotazione?</h2><p>Usa «Verifica la mia prenotazione» con numero di prenotazione ed e-mail.</p><h2>Quanto dura un buono regalo?</h2><p>12 mesi dall’acquisto.</p>',
      },
      'press-room': {
        title: 'Area stampa',
        content: '<p>Comunicati, loghi e contatti per i giornalisti.</p>',
      },
    },
    landing: {
      title: 'Weekend romantici',
      description: 'I nostri hotel più romantici, con cena e check-out posticipato.',
    },
    recommendations: [
      'Una notte in castello',
      'Weekend in spa sotto i 150 €',
      'Fughe tra i vigneti',
      'Weekend al mare',
    ],
    reviews: {
      positive: [
        'Accoglienza calorosa e camera impeccabile.',
        'Cena eccellente, complimenti allo chef.',
        'Posizione perfetta per girare la città a piedi.',
        'La spa è stata un vero momento di relax.',
        'Ottimo rapporto qualità-prezzo, torneremo.',
        'Letto comodissimo e camera silenziosa.',
      ],
      negative: [
        '',
        '',
        'Colazione un po’ cara.',
        'Difficile parcheggiare.',
        'Camera un po’ piccola.',
        'Wi-Fi lento.',
      ],
      names: ['Giulia', 'Marco', 'Chiara', 'Luca', 'Francesca', 'Andrea'],
    },
    minisiteLegal:
      'Offerta di esempio: 1 notte con colazione per 2 da 89 €, per soggiorni prenotati tra il 1° marzo e il 30 giugno 2026, salvo disponibilità.',
  },
};
