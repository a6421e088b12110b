/** Activity-only products (issue 3 §1-§2): a few per seeded city, in every catalogue language. */
import { LANGUAGES, type Language, type LocalizedText } from '../db/localized-text';
import type {
  ActivityContent,
  ActivityLocation,
  activityProducts,
  ActivityProductPrice,
  activityTags,
} from '../db/schema';
import { CITIES, cityName, type City } from './cities';
import { generateDestinations } from './destinations';
import { createRandom, type Random } from './random';

/** Activity-only product ids start here, apart from weekend ids. */
export const FIRST_ACTIVITY_PRODUCT_ID = 500_001;
const PRODUCTS_PER_CITY = 4;

type Text = LocalizedText;
const t = (en: string, fr: string, es: string, nl: string, it: string): Text => ({
  en,
  fr,
  es,
  nl,
  it,
});

interface Template {
  tag: string;
  univers: 'WELLNESS' | 'GASTRONOMY' | 'CULTURE' | 'OUTDOOR' | 'WINE' | 'FUN';
  type: 'ACTIVITY' | 'DINNER';
  icon: string;
  tagLabel: Text;
  /** {city} is replaced by the city's name. */
  label: Text;
  description: Text;
  composition: Text;
  how: Text;
  partner: string;
  minutes: number;
  /** Per-person price range in euros. */
  price: readonly [number, number];
  /** Adult counts the product is sold for. */
  pax: readonly [number, number];
  menu?: Text;
}

const TEMPLATES: readonly Template[] = [
  {
    tag: 'spa',
    univers: 'WELLNESS',
    type: 'ACTIVITY',
    icon: 'spa',
    tagLabel: t('Spa', 'Spa', 'Spa', 'Spa', 'Spa'),
    label: t(
      'Spa escape in {city}',
      'Parenthèse spa à {city}',
      'Escapada spa en {city}',
      'Spa-uitje in {city}',
      'Pausa spa a {city}',
    ),
    description: t(
      'Two hours of access to the pools, sauna and hammam of a city-centre spa, with herbal tea in the relaxation room.',
      "Deux heures d'accès aux bassins, au sauna et au hammam d'un spa du centre-ville, avec tisane en salle de repos.",
      'Dos horas de acceso a las piscinas, la sauna y el hammam de un spa céntrico, con infusión en la sala de relax.',
      'Twee uur toegang tot de baden, sauna en hamam van een spa in het centrum, met kruidenthee in de rustruimte.',
      'Due ore di accesso a piscine, sauna e hammam di una spa in centro, con tisana nella sala relax.',
    ),
    composition: t(
      'Spa access, bathrobe and towels, herbal tea',
      'Accès au spa, peignoir et serviettes, tisane',
      'Acceso al spa, albornoz y toallas, infusión',
      'Toegang tot de spa, badjas en handdoeken, kruidenthee',
      'Accesso alla spa, accappatoio e asciugamani, tisana',
    ),
    how: t(
      'Book your slot by phone with the spa, voucher number in hand.',
      'Réservez votre créneau par téléphone auprès du spa, muni du numéro de bon.',
      'Reserva tu hora por teléfono con el spa, con el número del bono a mano.',
      'Reserveer je tijdslot telefonisch bij de spa met je vouchernummer bij de hand.',
      'Prenota il tuo orario telefonando alla spa, con il numero del buono a portata di mano.',
    ),
    partner: 'Spa Harmonie',
    minutes: 120,
    price: [35, 70],
    pax: [1, 4],
  },
  {
    tag: 'massage',
    univers: 'WELLNESS',
    type: 'ACTIVITY',
    icon: 'massage',
    tagLabel: t('Massage', 'Massage', 'Masaje', 'Massage', 'Massaggio'),
    label: t(
      'Duo massage in {city}',
      'Massage en duo à {city}',
      'Masaje en pareja en {city}',
      'Duomassage in {city}',
      'Massaggio di coppia a {city}',
    ),
    description: t(
      'A 50-minute relaxing massage with warm essential oils, side by side in a candle-lit cabin.',
      'Un massage relaxant de 50 minutes aux huiles essentielles chaudes, côte à côte dans une cabine éclairée à la bougie.',
      'Un masaje relajante de 50 minutos con aceites esenciales calientes, uno junto al otro en una cabina a la luz de las velas.',
      'Een ontspannende massage van 50 minuten met warme essentiële oliën, naast elkaar in een cabine bij kaarslicht.',
      'Un massaggio rilassante di 50 minuti con oli essenziali caldi, fianco a fianco in una cabina a lume di candela.',
    ),
    composition: t(
      '50-minute massage per person, access to the relaxation area',
      'Massage de 50 minutes par personne, accès à l’espace détente',
      'Masaje de 50 minutos por persona, acceso a la zona de relax',
      'Massage van 50 minuten per persoon, toegang tot de relaxruimte',
      'Massaggio di 50 minuti a persona, accesso all’area relax',
    ),
    how: t(
      'Call the institute to book; arrive 15 minutes early.',
      'Appelez l’institut pour réserver ; arrivez 15 minutes en avance.',
      'Llama al centro para reservar; llega 15 minutos antes.',
      'Bel het instituut om te reserveren; kom 15 minuten vroeger.',
      'Chiama il centro per prenotare; arriva 15 minuti prima.',
    ),
    partner: 'Institut Lotus',
    minutes: 50,
    price: [55, 95],
    pax: [2, 2],
  },
  {
    tag: 'cooking-class',
    univers: 'GASTRONOMY',
    type: 'ACTIVITY',
    icon: 'chef',
    tagLabel: t(
      'Cooking class',
      'Cours de cuisine',
      'Clase de cocina',
      'Kookworkshop',
      'Corso di cucina',
    ),
    label: t(
      'Cooking class with a chef in {city}',
      'Cours de cuisine avec un chef à {city}',
      'Clase de cocina con un chef en {city}',
      'Kookles met een chef in {city}',
      'Corso di cucina con uno chef a {city}',
    ),
    description: t(
      'Cook three local recipes with a professional chef, then sit down to eat what you made with a glass of wine.',
      'Préparez trois recettes locales avec un chef professionnel, puis dégustez vos plats avec un verre de vin.',
      'Prepara tres recetas locales con un chef profesional y luego disfruta de tus platos con una copa de vino.',
      'Kook drie lokale recepten met een professionele chef en geniet daarna van je gerechten met een glas wijn.',
      'Prepara tre ricette locali con uno chef professionista, poi gusta i tuoi piatti con un bicchiere di vino.',
    ),
    composition: t(
      'Three-hour class, ingredients, apron, tasting and one glass of wine',
      'Cours de trois heures, ingrédients, tablier, dégustation et un verre de vin',
      'Clase de tres horas, ingredientes, delantal, degustación y una copa de vino',
      'Les van drie uur, ingrediënten, schort, proeverij en een glas wijn',
      'Lezione di tre ore, ingredienti, grembiule, degustazione e un bicchiere di vino',
    ),
    how: t(
      'Choose a session on the workshop’s website with your voucher code.',
      'Choisissez une session sur le site de l’atelier avec votre code de bon.',
      'Elige una sesión en la web del taller con el código de tu bono.',
      'Kies een sessie op de website van het atelier met je vouchercode.',
      'Scegli una sessione sul sito del laboratorio con il codice del buono.',
    ),
    partner: 'Atelier des Saveurs',
    minutes: 180,
    price: [60, 110],
    pax: [1, 6],
  },
  {
    tag: 'dinner',
    univers: 'GASTRONOMY',
    type: 'DINNER',
    icon: 'dinner',
    tagLabel: t(
      'Gourmet dinner',
      'Dîner gastronomique',
      'Cena gourmet',
      'Gastronomisch diner',
      'Cena gourmet',
    ),
    label: t(
      'Gourmet dinner in {city}',
      'Dîner gastronomique à {city}',
      'Cena gourmet en {city}',
      'Gastronomisch diner in {city}',
      'Cena gourmet a {city}',
    ),
    description: t(
      'A five-course tasting menu by a chef who works with market produce, served in an intimate dining room.',
      'Un menu dégustation en cinq plats signé par un chef qui travaille les produits du marché, servi dans une salle intimiste.',
      'Un menú degustación de cinco platos de un chef que trabaja con producto de mercado, servido en un comedor íntimo.',
      'Een vijfgangen-proeverijmenu van een chef die met marktproducten werkt, geserveerd in een intieme eetzaal.',
      'Un menù degustazione di cinque portate di uno chef che lavora i prodotti del mercato, servito in una sala raccolta.',
    ),
    composition: t(
      'Five-course tasting menu, water and coffee',
      'Menu dégustation en cinq plats, eau et café',
      'Menú degustación de cinco platos, agua y café',
      'Proeverijmenu van vijf gangen, water en koffie',
      'Menù degustazione di cinque portate, acqua e caffè',
    ),
    how: t(
      'Book your table by phone, giving your voucher number.',
      'Réservez votre table par téléphone en indiquant votre numéro de bon.',
      'Reserva tu mesa por teléfono indicando el número de tu bono.',
      'Reserveer je tafel telefonisch met vermelding van je vouchernummer.',
      'Prenota il tavolo per telefono indicando il numero del buono.',
    ),
    partner: 'Le Comptoir du Chef',
    minutes: 150,
    price: [45, 95],
    pax: [2, 4],
    menu: t(
      'Seasonal starter, fish of the day, meat course, cheese, dessert',
      'Entrée de saison, poisson du jour, viande, fromage, dessert',
      'Entrante de temporada, pescado del día, carne, queso, postre',
      'Seizoensvoorgerecht, vis van de dag, vleesgerecht, kaas, dessert',
      'Antipasto di stagione, pesce del giorno, carne, formaggio, dolce',
    ),
  },
  {
    tag: 'wine-tasting',
    univers: 'WINE',
    type: 'ACTIVITY',
    icon: 'wine',
    tagLabel: t(
      'Wine tasting',
      'Dégustation de vins',
      'Cata de vinos',
      'Wijnproeverij',
      'Degustazione di vini',
    ),
    label: t(
      'Wine tasting near {city}',
      'Dégustation de vins près de {city}',
      'Cata de vinos cerca de {city}',
      'Wijnproeverij bij {city}',
      'Degustazione di vini vicino a {city}',
    ),
    description: t(
      'Visit a family wine estate, walk through the cellars and taste five wines with local cheese.',
      'Visitez un domaine viticole familial, parcourez les caves et dégustez cinq vins avec des fromages locaux.',
      'Visita una bodega familiar, recorre sus bodegas y cata cinco vinos con quesos locales.',
      'Bezoek een familiewijndomein, wandel door de kelders en proef vijf wijnen met lokale kaas.',
      'Visita una cantina di famiglia, scopri le cantine e degusta cinque vini con formaggi locali.',
    ),
    composition: t(
      'Guided cellar tour, tasting of five wines, cheese board',
      'Visite guidée des caves, dégustation de cinq vins, plateau de fromages',
      'Visita guiada a la bodega, cata de cinco vinos, tabla de quesos',
      'Rondleiding door de kelders, proeverij van vijf wijnen, kaasplankje',
      'Visita guidata della cantina, degustazione di cinque vini, tagliere di formaggi',
    ),
    how: t(
      'Book by e-mail with the estate at least 48 hours ahead.',
      'Réservez par e-mail auprès du domaine au moins 48 heures à l’avance.',
      'Reserva por correo con la bodega al menos 48 horas antes.',
      'Reserveer minstens 48 uur vooraf per e-mail bij het domein.',
      'Prenota via e-mail con la cantina almeno 48 ore prima.',
    ),
    partner: 'Domaine des Coteaux',
    minutes: 120,
    price: [25, 55],
    pax: [1, 6],
  },
  {
    tag: 'hot-air-balloon',
    univers: 'OUTDOOR',
    type: 'ACTIVITY',
    icon: 'balloon',
    tagLabel: t(
      'Hot-air balloon',
      'Montgolfière',
      'Globo aerostático',
      'Ballonvaart',
      'Mongolfiera',
    ),
    label: t(
      'Hot-air balloon flight over {city}',
      'Vol en montgolfière au-dessus de {city}',
      'Vuelo en globo sobre {city}',
      'Ballonvaart boven {city}',
      'Volo in mongolfiera su {city}',
    ),
    description: t(
      'Take off at sunrise for an hour in the air, followed by the pilots’ traditional toast on landing.',
      'Décollez au lever du soleil pour une heure de vol, suivie du traditionnel toast des aérostiers à l’atterrissage.',
      'Despega al amanecer para una hora de vuelo, seguida del tradicional brindis de los pilotos al aterrizar.',
      'Stijg op bij zonsopgang voor een uur in de lucht, gevolgd door de traditionele toost van de piloten bij de landing.',
      'Decolla all’alba per un’ora di volo, seguita dal tradizionale brindisi dei piloti all’atterraggio.',
    ),
    composition: t(
      'One-hour flight, flight certificate, landing toast',
      'Vol d’une heure, diplôme de vol, toast à l’atterrissage',
      'Vuelo de una hora, diploma de vuelo, brindis al aterrizar',
      'Vlucht van een uur, vliegcertificaat, toost bij de landing',
      'Volo di un’ora, attestato di volo, brindisi all’atterraggio',
    ),
    how: t(
      'Book a date with the pilot; flights depend on the weather.',
      'Réservez une date avec le pilote ; les vols dépendent de la météo.',
      'Reserva una fecha con el piloto; los vuelos dependen del tiempo.',
      'Reserveer een datum bij de piloot; vluchten zijn weersafhankelijk.',
      'Prenota una data con il pilota; i voli dipendono dal meteo.',
    ),
    partner: 'Air Aventure',
    minutes: 60,
    price: [180, 260],
    pax: [1, 4],
  },
  {
    tag: 'kayak',
    univers: 'OUTDOOR',
    type: 'ACTIVITY',
    icon: 'kayak',
    tagLabel: t('Kayak', 'Kayak', 'Kayak', 'Kajak', 'Kayak'),
    label: t(
      'Kayak trip around {city}',
      'Balade en kayak autour de {city}',
      'Excursión en kayak por {city}',
      'Kajaktocht rond {city}',
      'Escursione in kayak intorno a {city}',
    ),
    description: t(
      'Paddle for half a day with a guide along quiet waters, with a stop for a swim or a picnic.',
      'Pagayez une demi-journée avec un guide sur des eaux calmes, avec une pause baignade ou pique-nique.',
      'Rema medio día con un guía por aguas tranquilas, con una parada para bañarte o comer al aire libre.',
      'Peddel een halve dag met een gids over rustig water, met een stop om te zwemmen of te picknicken.',
      'Pagaia per mezza giornata con una guida su acque tranquille, con una sosta per un bagno o un picnic.',
    ),
    composition: t(
      'Kayak, paddle, life jacket, waterproof bag and guide',
      'Kayak, pagaie, gilet, sac étanche et guide',
      'Kayak, remo, chaleco, bolsa estanca y guía',
      'Kajak, peddel, zwemvest, waterdichte tas en gids',
      'Kayak, pagaia, giubbotto, sacca stagna e guida',
    ),
    how: t(
      'Book online with the base; open from April to October.',
      'Réservez en ligne auprès de la base ; ouvert d’avril à octobre.',
      'Reserva en línea con la base; abierto de abril a octubre.',
      'Reserveer online bij de basis; open van april tot oktober.',
      'Prenota online con la base; aperto da aprile a ottobre.',
    ),
    partner: 'Base Nautique',
    minutes: 240,
    price: [25, 45],
    pax: [1, 6],
  },
  {
    tag: 'museum',
    univers: 'CULTURE',
    type: 'ACTIVITY',
    icon: 'museum',
    tagLabel: t('Guided visit', 'Visite guidée', 'Visita guiada', 'Rondleiding', 'Visita guidata'),
    label: t(
      'Guided museum visit in {city}',
      'Visite guidée de musée à {city}',
      'Visita guiada a un museo de {city}',
      'Rondleiding door een museum in {city}',
      'Visita guidata a un museo di {city}',
    ),
    description: t(
      'Skip the queue and discover the masterpieces of the city’s finest museum with an art historian.',
      'Évitez la file et découvrez les chefs-d’œuvre du plus beau musée de la ville avec une historienne de l’art.',
      'Evita la cola y descubre las obras maestras del mejor museo de la ciudad con una historiadora del arte.',
      'Sla de rij over en ontdek de meesterwerken van het mooiste museum van de stad met een kunsthistorica.',
      'Salta la fila e scopri i capolavori del museo più bello della città con una storica dell’arte.',
    ),
    composition: t(
      'Skip-the-line ticket, 90-minute guided tour, audio headset',
      'Billet coupe-file, visite guidée de 90 minutes, casque audio',
      'Entrada sin colas, visita guiada de 90 minutos, auriculares',
      'Voorrangsticket, rondleiding van 90 minuten, audioheadset',
      'Biglietto salta fila, visita guidata di 90 minuti, auricolari',
    ),
    how: t(
      'Pick a time slot online; tours run every day but Monday.',
      'Choisissez un créneau en ligne ; visites tous les jours sauf le lundi.',
      'Elige un horario en línea; visitas todos los días excepto el lunes.',
      'Kies online een tijdslot; rondleidingen elke dag behalve maandag.',
      'Scegli un orario online; visite tutti i giorni tranne il lunedì.',
    ),
    partner: 'Art & Patrimoine',
    minutes: 90,
    price: [20, 40],
    pax: [1, 8],
  },
  {
    tag: 'boat-cruise',
    univers: 'CULTURE',
    type: 'ACTIVITY',
    icon: 'boat',
    tagLabel: t('Boat cruise', 'Croisière', 'Paseo en barco', 'Rondvaart', 'Giro in barca'),
    label: t(
      'Evening boat cruise in {city}',
      'Croisière au coucher du soleil à {city}',
      'Paseo en barco al atardecer en {city}',
      'Avondrondvaart in {city}',
      'Giro in barca al tramonto a {city}',
    ),
    description: t(
      'See the city from the water at sunset on a small boat, with a glass of sparkling wine on board.',
      'Découvrez la ville depuis l’eau au coucher du soleil à bord d’un petit bateau, avec une coupe de pétillant.',
      'Descubre la ciudad desde el agua al atardecer en un barco pequeño, con una copa de cava a bordo.',
      'Bekijk de stad vanaf het water bij zonsondergang op een kleine boot, met een glas bubbels aan boord.',
      'Ammira la città dall’acqua al tramonto su una piccola barca, con un calice di bollicine a bordo.',
    ),
    composition: t(
      'One-hour cruise, live commentary, one glass of sparkling wine',
      'Croisière d’une heure, commentaire en direct, une coupe de pétillant',
      'Paseo de una hora, comentarios en directo, una copa de cava',
      'Rondvaart van een uur, live uitleg, een glas bubbels',
      'Giro di un’ora, commento dal vivo, un calice di bollicine',
    ),
    how: t(
      'Book your departure online; boarding 10 minutes before.',
      'Réservez votre départ en ligne ; embarquement 10 minutes avant.',
      'Reserva tu salida en línea; embarque 10 minutos antes.',
      'Reserveer je vertrek online; instappen 10 minuten vooraf.',
      'Prenota la partenza online; imbarco 10 minuti prima.',
    ),
    partner: 'Les Bateaux du Port',
    minutes: 60,
    price: [18, 35],
    pax: [1, 8],
  },
  {
    tag: 'escape-game',
    univers: 'FUN',
    type: 'ACTIVITY',
    icon: 'key',
    tagLabel: t('Escape game', 'Escape game', 'Escape room', 'Escaperoom', 'Escape room'),
    label: t(
      'Escape game in {city}',
      'Escape game à {city}',
      'Escape room en {city}',
      'Escaperoom in {city}',
      'Escape room a {city}',
    ),
    description: t(
      'Sixty minutes to solve the riddles of a themed room with your team before the clock runs out.',
      'Soixante minutes pour résoudre les énigmes d’une salle à thème en équipe avant la fin du compte à rebours.',
      'Sesenta minutos para resolver los enigmas de una sala temática en equipo antes de que se acabe el tiempo.',
      'Zestig minuten om met je team de raadsels van een themakamer op te lossen voor de tijd om is.',
      'Sessanta minuti per risolvere gli enigmi di una stanza a tema con la tua squadra prima che scada il tempo.',
    ),
    composition: t(
      'One 60-minute game for the whole team, debrief with the game master',
      'Une partie de 60 minutes pour toute l’équipe, débrief avec le maître du jeu',
      'Una partida de 60 minutos para todo el equipo, charla con el director de juego',
      'Eén spel van 60 minuten voor het hele team, nabespreking met de spelleider',
      'Una partita di 60 minuti per tutta la squadra, debriefing con il game master',
    ),
    how: t(
      'Book a room online with your voucher code.',
      'Réservez une salle en ligne avec votre code de bon.',
      'Reserva una sala en línea con el código de tu bono.',
      'Reserveer online een kamer met je vouchercode.',
      'Prenota una stanza online con il codice del buono.',
    ),
    partner: 'Enigma Room',
    minutes: 60,
    price: [20, 35],
    pax: [2, 6],
  },
  {
    tag: 'horse-riding',
    univers: 'OUTDOOR',
    type: 'ACTIVITY',
    icon: 'horse',
    tagLabel: t('Horse riding', 'Équitation', 'Paseo a caballo', 'Paardrijden', 'Equitazione'),
    label: t(
      'Horse ride in the countryside of {city}',
      'Balade à cheval dans la campagne de {city}',
      'Paseo a caballo por los alrededores de {city}',
      'Paardrijden op het platteland van {city}',
      'Passeggiata a cavallo nella campagna di {city}',
    ),
    description: t(
      'A two-hour ride for every level through fields and woods, accompanied by a qualified instructor.',
      'Une balade de deux heures accessible à tous les niveaux, à travers champs et bois, avec un moniteur diplômé.',
      'Un paseo de dos horas para todos los niveles entre campos y bosques, con un monitor titulado.',
      'Een rit van twee uur voor elk niveau door velden en bossen, onder begeleiding van een gediplomeerde instructeur.',
      'Una passeggiata di due ore per tutti i livelli tra campi e boschi, con un istruttore qualificato.',
    ),
    composition: t(
      'Two-hour ride, helmet, instructor',
      'Balade de deux heures, casque, moniteur',
      'Paseo de dos horas, casco, monitor',
      'Rit van twee uur, helm, instructeur',
      'Passeggiata di due ore, casco, istruttore',
    ),
    how: t(
      'Call the stables to book; closed in January.',
      'Appelez le centre équestre pour réserver ; fermé en janvier.',
      'Llama al centro ecuestre para reservar; cerrado en enero.',
      'Bel de manege om te reserveren; gesloten in januari.',
      'Chiama il maneggio per prenotare; chiuso a gennaio.',
    ),
    partner: 'Les Écuries du Val',
    minutes: 120,
    price: [40, 70],
    pax: [1, 4],
  },
  {
    tag: 'bike-tour',
    univers: 'OUTDOOR',
    type: 'ACTIVITY',
    icon: 'bike',
    tagLabel: t('Bike tour', 'Balade à vélo', 'Ruta en bici', 'Fietstocht', 'Giro in bici'),
    label: t(
      'E-bike tour of {city}',
      'Balade en vélo électrique à {city}',
      'Ruta en bici eléctrica por {city}',
      'E-bike-tour door {city}',
      'Tour in e-bike di {city}',
    ),
    description: t(
      'Ride the best viewpoints and hidden corners of the city on an electric bike with a local guide.',
      'Parcourez les plus beaux points de vue et les recoins cachés de la ville en vélo électrique avec un guide local.',
      'Recorre los mejores miradores y rincones escondidos de la ciudad en bici eléctrica con un guía local.',
      'Fiets langs de mooiste uitzichtpunten en verborgen hoekjes van de stad op een e-bike met een lokale gids.',
      'Scopri i panorami migliori e gli angoli nascosti della città in bici elettrica con una guida locale.',
    ),
    composition: t(
      'Three-hour tour, e-bike, helmet, local guide, snack stop',
      'Balade de trois heures, vélo électrique, casque, guide local, pause gourmande',
      'Ruta de tres horas, bici eléctrica, casco, guía local, parada para merendar',
      'Tocht van drie uur, e-bike, helm, lokale gids, snackstop',
      'Tour di tre ore, e-bike, casco, guida locale, sosta golosa',
    ),
    how: t(
      'Book a departure online; tours leave at 10:00 and 14:30.',
      'Réservez un départ en ligne ; départs à 10 h et 14 h 30.',
      'Reserva una salida en línea; salidas a las 10:00 y 14:30.',
      'Reserveer online een vertrek; vertrek om 10.00 en 14.30 uur.',
      'Prenota una partenza online; partenze alle 10:00 e alle 14:30.',
    ),
    partner: 'Vélo Découverte',
    minutes: 180,
    price: [35, 60],
    pax: [1, 6],
  },
];

const SCHEDULES: readonly Text[] = [
  t(
    'Tuesday to Sunday, 10:00 to 19:00',
    'Du mardi au dimanche, de 10 h à 19 h',
    'De martes a domingo, de 10:00 a 19:00',
    'Dinsdag tot zondag, van 10.00 tot 19.00 uur',
    'Da martedì a domenica, dalle 10:00 alle 19:00',
  ),
  t(
    'Every day, 9:00 to 18:00',
    'Tous les jours, de 9 h à 18 h',
    'Todos los días, de 9:00 a 18:00',
    'Elke dag, van 9.00 tot 18.00 uur',
    'Tutti i giorni, dalle 9:00 alle 18:00',
  ),
  t(
    'Friday and Saturday evenings from 19:30',
    'Les vendredis et samedis soir à partir de 19 h 30',
    'Viernes y sábados por la noche a partir de las 19:30',
    'Vrijdag- en zaterdagavond vanaf 19.30 uur',
    'Venerdì e sabato sera dalle 19:30',
  ),
  t(
    'Weekends only, from April to October',
    'Uniquement le week-end, d’avril à octobre',
    'Solo fines de semana, de abril a octubre',
    'Alleen in het weekend, van april tot oktober',
    'Solo nei fine settimana, da aprile a ottobre',
  ),
];

const NICE_TO_KNOW: readonly Text[] = [
  t(
    'Free parking a few minutes away on foot.',
    'Parking gratuit à quelques minutes à pied.',
    'Aparcamiento gratuito a pocos minutos a pie.',
    'Gratis parkeren op een paar minuten lopen.',
    'Parcheggio gratuito a pochi minuti a piedi.',
  ),
  t(
    'Accessible by public transport.',
    'Accessible en transports en commun.',
    'Accesible en transporte público.',
    'Bereikbaar met het openbaar vervoer.',
    'Raggiungibile con i mezzi pubblici.',
  ),
  t(
    'Staff speak English.',
    'L’équipe parle anglais.',
    'El personal habla inglés.',
    'Het personeel spreekt Engels.',
    'Il personale parla inglese.',
  ),
  t(
    'Suitable for beginners.',
    'Adapté aux débutants.',
    'Apto para principiantes.',
    'Geschikt voor beginners.',
    'Adatto ai principianti.',
  ),
];

const WHY: readonly Text[] = [
  t(
    'A partner chosen and tested by our team',
    'Un partenaire sélectionné et testé par notre équipe',
    'Un socio elegido y probado por nuestro equipo',
    'Een partner gekozen en getest door ons team',
    'Un partner scelto e provato dal nostro team',
  ),
  t(
    'Flexible booking for 12 months',
    'Réservation flexible pendant 12 mois',
    'Reserva flexible durante 12 meses',
    'Flexibel reserveren gedurende 12 maanden',
    'Prenotazione flessibile per 12 mesi',
  ),
  t(
    'A perfect gift for two',
    'Un cadeau idéal à deux',
    'Un regalo perfecto para dos',
    'Een perfect cadeau voor twee',
    'Un regalo perfetto per due',
  ),
];

const MUST_KNOW: readonly Text[] = [
  t(
    'The voucher is valid 12 months from purchase.',
    'Le bon est valable 12 mois à compter de l’achat.',
    'El bono es válido 12 meses desde la compra.',
    'De voucher is 12 maanden geldig vanaf aankoop.',
    'Il buono è valido 12 mesi dall’acquisto.',
  ),
  t(
    'Booking with the partner is required.',
    'La réservation auprès du partenaire est obligatoire.',
    'Es obligatorio reservar con el socio.',
    'Reserveren bij de partner is verplicht.',
    'La prenotazione presso il partner è obbligatoria.',
  ),
];

const IMPORTANT: Text = t(
  'Please present your voucher on arrival. Any cancellation must reach the partner at least 48 hours in advance.',
  'Merci de présenter votre bon à l’arrivée. Toute annulation doit parvenir au partenaire au moins 48 heures à l’avance.',
  'Presenta tu bono a la llegada. Cualquier cancelación debe comunicarse al socio con al menos 48 horas de antelación.',
  'Toon je voucher bij aankomst. Annuleren kan tot 48 uur vooraf bij de partner.',
  'Presenta il buono all’arrivo. Ogni annullamento va comunicato al partner almeno 48 ore prima.',
);

const WHEN: Text = t(
  'All year round, on the dates offered by the partner',
  'Toute l’année, aux dates proposées par le partenaire',
  'Todo el año, en las fechas que ofrece el socio',
  'Het hele jaar, op de data die de partner aanbiedt',
  'Tutto l’anno, nelle date proposte dal partner',
);

const STREETS: Record<City['style'], readonly string[]> = {
  fr: ['rue de la République', 'avenue Victor-Hugo', 'quai des Arts', 'place du Marché'],
  es: ['calle Mayor', 'paseo de Gracia', 'plaza del Mercado', 'avenida de la Constitución'],
  it: ['via Roma', 'corso Garibaldi', 'piazza del Mercato', 'via Dante'],
  nl: ['Kerkstraat', 'Marktplein', 'Stationsstraat', 'Havenkade'],
};

function durationText(minutes: number): Text {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0)
    return t(`${rest} min`, `${rest} min`, `${rest} min`, `${rest} min`, `${rest} min`);
  const h = (en: string, fr: string, es: string, nl: string, it: string) =>
    rest === 0
      ? t(en, fr, es, nl, it)
      : t(`${en} ${rest}`, `${fr} ${rest}`, `${es} ${rest}`, `${nl} ${rest}`, `${it} ${rest}`);
  return hours === 1
    ? h('1 hour', '1 heure', '1 hora', '1 uur', '1 ora')
    : h(`${hours} hours`, `${hours} heures`, `${hours} horas`, `${hours} uur`, `${hours} ore`);
}

const fill = (text: Text, city: City): Text =>
  Object.fromEntries(
    LANGUAGES.map((language: Language) => [
      language,
      text[language].replaceAll('{city}', cityName(city, language)),
    ]),
  ) as Text;

const euros = (value: number) => Math.round(value) * 100;
/** Promos drawn for products; 3 % shows as 0 (CRIT-075). */
const PROMOS = [0, 0, 0, 3, 5, 8, 10, 15, 20, 25, 30] as const;

function pricesOf(random: Random, template: Template): ActivityProductPrice[] {
  const perPerson = random.between(template.price[0], template.price[1]);
  const promo = random.pick(PROMOS);
  const prices: ActivityProductPrice[] = [];
  for (let adults = template.pax[0]; adults <= template.pax[1]; adults += 1) {
    // Groups pay a little less per person.
    const sellPrice = euros(perPerson * adults * (1 - 0.03 * (adults - 1)));
    const barPrice = promo === 0 ? sellPrice : euros(sellPrice / 100 / (1 - promo / 100));
    prices.push({
      paxComposition: { adults },
      sellPrice,
      barPrice,
      promoPercentageRounded: Math.round((100 * (barPrice - sellPrice)) / barPrice),
    });
  }
  return prices;
}

/**
 * SRCH-056: a partner's customer reviews (average out of 10, one decimal), or none yet ("New")
 * for about one partner in eight. Drawn from their own sequence: the rest of the catalogue is the
 * same as without them.
 */
function reviewOf(random: Random): ActivityLocation['review'] {
  if (random.chance(0.125)) return undefined;
  return { count: random.int(3, 240), average: Math.round(random.between(7, 9.9) * 10) / 10 };
}

export interface ActivityCatalogue {
  tags: (typeof activityTags.$inferInsert)[];
  products: (typeof activityProducts.$inferInsert & { id: number })[];
}

/** The activity-only catalogue: the same for the same seed. */
export function generateActivities(seed: number): ActivityCatalogue {
  const random = createRandom(seed ^ 0xac71);
  const reviews = createRandom(seed ^ 0x7e71);
  const places = generateDestinations();
  const products: ActivityCatalogue['products'] = [];
  let activityId = 1;
  for (const city of CITIES) {
    const pool = [...TEMPLATES];
    for (let n = 0; n < PRODUCTS_PER_CITY; n += 1) {
      const template = pool.splice(random.int(0, pool.length - 1), 1)[0]!;
      const id = FIRST_ACTIVITY_PRODUCT_ID + products.length;
      const latitude = Number((city.latitude + random.between(-0.03, 0.03)).toFixed(5));
      const longitude = Number((city.longitude + random.between(-0.04, 0.04)).toFixed(5));
      const zipCode = places.rows[places.ofCity.get(city.name)![0]! - 1]!.postalCode ?? '';
      const street = random.pick(STREETS[city.style]);
      const locations: ActivityLocation[] = [
        {
          id: id * 10,
          label: `${template.partner} ${city.name}`,
          address:
            city.style === 'nl'
              ? `${street} ${random.int(1, 90)}`
              : `${random.int(1, 90)} ${street}`,
          zipCode,
          city: city.name,
          latitude,
          longitude,
          main: true,
          star: random.int(3, 5),
        },
      ];
      const review = reviewOf(reviews);
      if (review) locations[0]!.review = review;
      const prices = pricesOf(random, template);
      const activities: ActivityContent[] = [
        {
          activityId: activityId++,
          univers: template.univers,
          type: template.type,
          title: fill(template.label, city),
          description: template.description,
          composition: template.composition,
          duration: durationText(template.minutes),
          when: WHEN,
          how: template.how,
          whyList: [WHY[0]!, random.pick(WHY.slice(1))],
          mustKnowList: [...MUST_KNOW],
          detailList: [template.composition, random.pick(NICE_TO_KNOW)],
          menu: template.menu ?? null,
          icon: template.icon,
          repeated: false,
          singleDay: true,
          displayPax: true,
          locationIndex: 0,
        },
      ];
      products.push({
        id,
        label: fill(template.label, city),
        description: template.description,
        importantInformation: IMPORTANT,
        city: city.name,
        countryCode: city.countryCode,
        latitude,
        longitude,
        destinationIds: places.ofCity.get(city.name)!,
        locations,
        schedules: [random.pick(SCHEDULES)],
        niceToKnow: [NICE_TO_KNOW[random.int(0, 1)]!, NICE_TO_KNOW[random.int(2, 3)]!],
        activities,
        tags: [template.tag],
        images: Array.from({ length: random.int(3, 5) }, (_, index) => ({
          alt: Object.fromEntries(
            LANGUAGES.map((language) => [
              language,
              `${fill(template.label, city)[language]} (${index + 1})`,
            ]),
          ) as Text,
        })),
        prices,
        fromPricePerPersonCents: Math.min(
          ...prices.map((price) => Math.round(price.sellPrice / price.paxComposition.adults)),
        ),
        // A few expired products answer published: false (PROD-068).
        published: !random.chance(0.03),
        popularity: random.int(0, 1000),
      });
    }
  }
  const tags = TEMPLATES.map((template) => ({
    id: template.tag,
    label: template.tagLabel,
    category: template.univers.toLowerCase(),
  }));
  return { tags, products };
}
