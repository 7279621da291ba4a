/**
 * The bench's word tables: organization words, company suffixes, given and family names, topics,
 * qualifiers, cities and roles. Only data; the words are combined in vocabulary.ts and rows.ts.
 */

/** A word list written as one `|`-separated string (keeps the source compact). */
const list = (s: string): readonly string[] => s.split('|');

export const SYLLABLES: readonly string[] = list(
  'ka|lo|ri|ven|tor|mi|sa|dex|qua|zel|nor|vi|bra|tan|lu|mar|ex|on|ar|is|el|dra|fen|gal|hol|jun|kel' +
    '|ler|mon|nis|ost|pra|ros|sil|tev|ul|vor|wen|yar|zin|bel|cor|dun|fal|gri|hav|ix|ko',
);

// The most frequent organization words (rank order), then evocative words, then invented rare ones.
export const ORG_COMMON: readonly string[] = list(
  'Capital|Global|Partners|Group|Ventures|Holdings|Technologies|Solutions|Systems|International' +
    '|Labs|Digital|Energy|Health|Financial|Investments|Networks|Analytics|Media|Industries|Advisors' +
    '|Data|Software|Robotics|Logistics|Bio|Therapeutics|Consulting|Equity|Asset|Management|Services' +
    '|Green|North|United|Pacific|Atlantic|First|New|Smart',
);
export const ORG_MID: readonly string[] = list(
  'Meridian|Aurora|Vertex|Horizon|Beacon|Summit|Harbor|Cedar|Falcon|Granite|Sterling|Atlas|Orion' +
    '|Nimbus|Quantum|Vector|Pioneer|Keystone|Evergreen|Silverline|Bluewater|Redwood|Ironbridge' +
    '|Lighthouse|Northstar|Crescent|Polaris|Zenith|Apex|Catalyst|Nova|Helix|Lumen|Stratus|Cobalt' +
    '|Sapphire|Emerald|Onyx|Boreal|Tidewater|Highland|Riverbend|Stonegate|Oakwood|Maple|Willow' +
    '|Juniper|Alder|Birch|Aspen|Sequoia|Cypress|Magnolia|Hawthorne|Kestrel|Osprey|Heron|Condor' +
    '|Phoenix|Pegasus|Titan|Vega|Lyra|Sirius|Altair|Castor|Rigel|Andromeda|Cassini|Kepler|Galileo' +
    '|Newton|Tesla|Curie|Darwin|Euler|Gauss|Turing|Lovelace|Ampère|Fréchet|Bézier|Société|Crédit' +
    '|Générale|Zürich|Genève|Malmö|Øresund|Ångström|Bodø|Köln|Düsseldorf|München|Québec|Montréal|São' +
    '|Kraków|Łódź|Côte|Élan|Éclat|Lumière|Rivière|Château|Forêt|Étoile|Señal|Fjäll|Skåne|Göta|Østfold' +
    '|Brückner|Grün|Weiß|Nordvik|Baltic|Alpine|Andes|Sahara|Tundra|Monsoon|Solstice|Equinox|Harvest' +
    '|Anchor|Compass|Lantern|Mosaic|Prism|Quarry|Signal|Tandem|Vanguard|Wavelength|Yield|Arbor' +
    '|Bastion|Citadel|Dynamo|Ember|Fulcrum|Gable|Halcyon',
);
export const COMPANY_SUFFIXES: readonly string[] = list(
  'GmbH|Inc.|Ltd|AG|LLC|S.A.|B.V.|SAS|Oy|AB|S.r.l.|KG|PLC|Pty Ltd|S.à r.l.|A/S|SE|Corp.',
);
export const GIVEN_F: readonly string[] = list(
  'Maria|Anna|Sarah|Laura|Julia|Emma|Sofia|Elena|Olivia|Chloé|Léa|Zoë|Renée|Inès|Mónica|Lucía|Ana' +
    '|Priya|Mei|Yuki|Aisha|Fatima|Ingrid|Astrid|Sigrún|Katarzyna|Małgorzata|Hanna|Lena|Clara|Nora|Ada' +
    '|Grace|Hannah|Emily|Charlotte|Amélie|Élodie|Beatriz|Carmen|Daniela|Isabel|Jessica|Karin|Linnea' +
    '|Maja|Noémie|Paula|Rosa|Sofía|Tereza|Ursula|Valentina|Wiebke|Xiaoling|Yasmin|Zofia|Agnès|Björk' +
    '|Céline',
);
export const GIVEN_M: readonly string[] = list(
  'Thomas|Michael|David|Daniel|Alexander|James|John|Peter|Martin|Paul|Lukas|Jonas|Felix|Max|Marco' +
    '|Luca|José|Tomás|André|François|Jérôme|Sébastien|Søren|Bjørn|Jürgen|Günther|Łukasz|Paweł|Jiří' +
    '|Ömer|Raj|Arjun|Hiroshi|Kenji|Wei|Chen|Omar|Ahmed|Kwame|Marcus|Oliver|Henry|William|Samuel' +
    '|Benjamin|Carlos|Diego|Emilio|Fernando|Gonzalo|Hugo|Iván|Javier|Kai|Lars|Mats|Nils|Óscar|Pablo' +
    '|Rafael',
);
export const FAMILY_COMMON: readonly string[] = list(
  'Smith|Müller|García|Schmidt|Johnson|Fernández|Schneider|Williams|López|Fischer|Brown|Martínez' +
    '|Weber|Jones|Rodríguez|Meyer|Miller|González|Wagner|Davis|Pérez|Becker|Wilson|Sánchez|Hoffmann' +
    '|Taylor|Gómez|Schäfer|Anderson|Núñez|Koch|Thomas|Lefèvre|Bauer|Moore|Dubois|Richter|Martin' +
    '|Moreau|Klein|Lee|Laurent|Wolf|Chen|Girard|Schröder|Wang|Rousseau|Neumann|Kim|Bernard|Schwarz' +
    '|Patel|Petit|Zimmermann|Singh|Durand|Braun|Nguyen|Leroy|Krüger|Tanaka|Fontaine|Hofmann|Suzuki' +
    '|Chevalier|Hartmann|Rossi|Mercier|Lange|Russo|Blanc|Werner|Ferrari|Guérin|Krause|Esposito|Boyer' +
    '|Lehmann|Bianchi|Faure|Köhler|Romano|André|Maier|Colombo|François|Herrmann|Ricci|Lindqvist' +
    '|Söderström|Ødegaard|Nowak|Kowalski|Wiśniewski|Dvořák|Novák|Horváth|Nagy|Yılmaz|Çelik|Öztürk' +
    '|Osei|Mensah|Okafor|Natarajan|Iyer|Sato|Watanabe|Park|Choi|Ivanova|Petrov|Jensen|Nielsen|Hansen' +
    "|Johansson|Larsson|Eriksson|Virtanen|Korhonen|Murphy|O'Brien|Kelly|van Dijk|de Vries|Jansen" +
    '|Peeters|Janssens|Silva|Santos|Oliveira|Gonçalves|Ramírez|Cruz|Álvarez|Jiménez|Muñoz|Ortega|Peña' +
    '|Castaño',
);

/** Keyword names: bare topics first (the most used), then qualified topics. */
export const TOPICS: readonly string[] = list(
  'Fintech|Climate|Robotics|Healthcare|Artificial Intelligence|Biotech|Cybersecurity|Payments' +
    '|Insurtech|Proptech|Edtech|Agritech|Mobility|Logistics|Batteries|Hydrogen|Solar|Wind' +
    '|Semiconductors|Quantum Computing|Space|Defense|Gaming|E-commerce|SaaS|Open Source' +
    '|Developer Tools|Data Infrastructure|Machine Learning|Computer Vision|Natural Language' +
    '|Drug Discovery|Medical Devices|Digital Health|Genomics|Food|Retail|Real Estate|Construction' +
    '|Manufacturing|Supply Chain|Crypto|Blockchain|Stablecoins|Lending|Wealth Management' +
    '|Private Equity|Venture Debt|Seed Rounds|Growth Equity|IPOs|Mergers|Secondaries|Impact|ESG' +
    '|Carbon Capture|Water|Circular Economy|Telecom|Streaming|Music|Sports|Travel|HR Tech|Legal Tech' +
    '|Govtech|Marketplaces|Consumer Apps|Deep Tech|Économie Sociale|Energía Renovable',
);
export const QUALIFIERS: readonly string[] = list(
  'European|US|Asian|Nordic|German|French|UK|LatAm|African|Early-stage|Late-stage|B2B|Enterprise' +
    '|Industrial|Sustainable|Regulated|Emerging|Swiss|Israeli|Indian|Japanese|Canadian|Spanish' +
    '|Italian|Dutch|Polish|Brazilian|Australian|Korean|Chinese|Irish|Austrian|Belgian|Danish|Finnish',
);

/** Global reference data the organizations point at (hq_city_id); geo ids are linked after the load. */
export const CITIES = [
  ['Berlin', 'DE', 52.52, 13.405],
  ['Munich', 'DE', 48.137, 11.575],
  ['London', 'GB', 51.507, -0.128],
  ['Paris', 'FR', 48.857, 2.352],
  ['New York', 'US', 40.713, -74.006],
  ['Boston', 'US', 42.36, -71.058],
  ['San Francisco', 'US', 37.775, -122.419],
  ['Zürich', 'CH', 47.377, 8.541],
  ['Genève', 'CH', 46.204, 6.143],
  ['São Paulo', 'BR', -23.55, -46.633],
  ['Malmö', 'SE', 55.605, 13.004],
  ['Stockholm', 'SE', 59.329, 18.069],
  ['Kraków', 'PL', 50.065, 19.945],
  ['Montréal', 'CA', 45.502, -73.567],
  ['Düsseldorf', 'DE', 51.228, 6.773],
  ['Madrid', 'ES', 40.417, -3.704],
  ['Barcelona', 'ES', 41.385, 2.173],
  ['Amsterdam', 'NL', 52.368, 4.904],
  ['Oslo', 'NO', 59.914, 10.752],
  ['Copenhagen', 'DK', 55.676, 12.568],
  ['Tokyo', 'JP', 35.676, 139.65],
  ['Singapore', 'SG', 1.352, 103.82],
  ['Tel Aviv', 'IL', 32.085, 34.781],
  ['Bengaluru', 'IN', 12.972, 77.595],
  ['Toronto', 'CA', 43.653, -79.383],
  ['Austin', 'US', 30.267, -97.743],
  ['Lisbon', 'PT', 38.722, -9.139],
  ['Dublin', 'IE', 53.35, -6.26],
  ['Vienna', 'AT', 48.208, 16.373],
  ['Helsinki', 'FI', 60.17, 24.938],
] as const;
export const CITY_ZIPF_SIZE = CITIES.length;
export const ROLES: readonly string[] = list(
  'CEO|CTO|CFO|COO|Founder|Co-founder|Partner|Managing Director|Board Member|Analyst|Investor' +
    '|Advisor|Principal|Head of Research|',
);
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'SEK', 'JPY'] as const;
export const RISKS = ['Low', 'Medium', 'High'] as const;
export const EMAIL_DOMAINS = ['example.com', 'mail.example', 'inbox.example', 'corp.example'] as const;
export const FREQUENCIES = ['Weekly', 'Monthly', 'Daily', 'Quarterly'] as const;
