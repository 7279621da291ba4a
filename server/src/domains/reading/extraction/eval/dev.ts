import type { LabelledPassage } from './types.ts';

/**
 * Development half: the extractor's rules may be tuned while looking at these passages. All passages
 * are invented news written for this project; any likeness to real firms or people is accidental.
 */
export const DEV: LabelledPassage[] = [
  {
    id: 'dev-01-berlin-supply',
    text: 'Berlin, 3 March 2021. Jane Okafor, chief executive of Quillwright Robotics GmbH, signed a supply deal with Halvorsen Maritime AS. The agreement was negotiated by Tomas Lindqvist of Northbay Capital Partners, reachable at tomas.lindqvist@northbaycap.example.',
    people: [{ name: 'Jane Okafor' }, { name: 'Tomas Lindqvist' }],
    organizations: [
      { name: 'Quillwright Robotics GmbH' },
      { name: 'Halvorsen Maritime AS' },
      { name: 'Northbay Capital Partners' },
    ],
    relations: [
      { type: 'role', from: 'Jane Okafor', to: 'Quillwright Robotics GmbH', role: 'chief executive' },
      { type: 'role', from: 'Tomas Lindqvist', to: 'Northbay Capital Partners' },
    ],
  },
  {
    id: 'dev-02-singapore-grid',
    text: 'SINGAPORE — Merlion Grid Pte Ltd, a start-up that balances rooftop solar across housing estates, has closed a S$14 million round. Tan Wei Ling, who founded the company in 2019 after a decade at Sembawang Power Holdings, said the money would pay for a second control centre. Tan said talks with the Energy Market Authority (EMA) on a pilot were at an early stage.',
    people: [{ name: 'Tan Wei Ling', aliases: ['Tan'] }],
    organizations: [
      { name: 'Merlion Grid Pte Ltd' },
      { name: 'Sembawang Power Holdings' },
      { name: 'Energy Market Authority', aliases: ['EMA'] },
    ],
    relations: [{ type: 'founder', from: 'Tan Wei Ling', to: 'Merlion Grid Pte Ltd' }],
  },
  {
    id: 'dev-03-norway-ferries',
    text: 'Fjordlys Energi ASA will convert four coastal ferries to battery power, the Bergen-based utility said on Tuesday. Chief executive Ingrid Haugland told analysts the first vessel would sail in 2025. The batteries come from Skarvik Cells AS, in which Fjordlys holds a 30 percent stake.',
    people: [{ name: 'Ingrid Haugland' }],
    organizations: [{ name: 'Fjordlys Energi ASA', aliases: ['Fjordlys'] }, { name: 'Skarvik Cells AS' }],
    relations: [
      { type: 'role', from: 'Ingrid Haugland', to: 'Fjordlys Energi ASA', role: 'chief executive' },
      { type: 'investor', from: 'Fjordlys Energi ASA', to: 'Skarvik Cells AS' },
    ],
  },
  {
    id: 'dev-04-investor-list',
    text: 'Pellmore, a payroll app for seasonal workers, raised $22 million in a Series A led by Larchmont Ventures. Existing backers including Sable Peak Capital, Orrin and Halyard Seed Fund II also took part, the company said. Pellmore was started in 2021 by Deepa Raghunathan and Marcus Feld.',
    people: [{ name: 'Deepa Raghunathan' }, { name: 'Marcus Feld' }],
    organizations: [
      { name: 'Pellmore' },
      { name: 'Larchmont Ventures' },
      { name: 'Sable Peak Capital' },
      { name: 'Orrin' },
      { name: 'Halyard Seed Fund II' },
    ],
    relations: [
      { type: 'investor', from: 'Larchmont Ventures', to: 'Pellmore' },
      { type: 'investor', from: 'Sable Peak Capital', to: 'Pellmore' },
      { type: 'investor', from: 'Orrin', to: 'Pellmore' },
      { type: 'investor', from: 'Halyard Seed Fund II', to: 'Pellmore' },
      { type: 'founder', from: 'Deepa Raghunathan', to: 'Pellmore' },
      { type: 'founder', from: 'Marcus Feld', to: 'Pellmore' },
    ],
  },
  {
    id: 'dev-05-obituary-optics',
    text: 'Dr. Hiroshi Kuwabara, who founded Kuwabara Optical Co., Ltd. in a rented workshop in 1968, died on Sunday in Osaka. He was 91. Under Kuwabara the company grew into a supplier of lenses for satellite cameras. His son, Takeshi Kuwabara, has led the firm since 2009.',
    people: [{ name: 'Hiroshi Kuwabara' }, { name: 'Takeshi Kuwabara' }],
    organizations: [{ name: 'Kuwabara Optical Co., Ltd.' }],
    relations: [
      { type: 'founder', from: 'Hiroshi Kuwabara', to: 'Kuwabara Optical Co., Ltd.' },
      { type: 'role', from: 'Takeshi Kuwabara', to: 'Kuwabara Optical Co., Ltd.' },
    ],
  },
  {
    id: 'dev-06-agency-fine',
    text: 'The Maritime Safety Directorate (MSD) has fined Baltic Reefer Lines SIA 180,000 euros for falsifying rest-hour records on two refrigerated cargo ships. The MSD said the breaches were found during inspections in Riga and Klaipeda. The operator said it would appeal.',
    people: [],
    organizations: [{ name: 'Maritime Safety Directorate', aliases: ['MSD'] }, { name: 'Baltic Reefer Lines SIA' }],
    relations: [],
  },
  {
    id: 'dev-07-university-study',
    text: 'Researchers at the University of Tartu and the Karolinska Institutet have mapped how a common gut bacterium breaks down a diabetes drug. The study, led by Prof. Kadri Mets, was funded by the Estonian Research Council. Mets said the work could explain why the drug fails in some patients.',
    people: [{ name: 'Kadri Mets', aliases: ['Mets'] }],
    organizations: [
      { name: 'University of Tartu' },
      { name: 'Karolinska Institutet' },
      { name: 'Estonian Research Council' },
    ],
    relations: [],
  },
  {
    id: 'dev-08-shares-fall',
    text: 'Shares of Vantor Holdings plc fell 4 percent in London after the building-materials group cut its profit forecast for the second time this year. Analysts at Greystoke Securities said weaker housing starts in Germany and France were to blame.',
    people: [],
    organizations: [{ name: 'Vantor Holdings plc' }, { name: 'Greystoke Securities' }],
    relations: [],
  },
  {
    id: 'dev-09-malaysia-palm',
    text: 'KUALA LUMPUR — Kencana Palm Berhad named Ahmad Faizal bin Rahman as its new chairman, replacing Lim Chee Keong, who retires after twelve years on the board. Ahmad Faizal was previously managing director of Seri Tanjung Plantations Sdn Bhd.',
    people: [{ name: 'Ahmad Faizal bin Rahman', aliases: ['Ahmad Faizal'] }, { name: 'Lim Chee Keong' }],
    organizations: [{ name: 'Kencana Palm Berhad' }, { name: 'Seri Tanjung Plantations Sdn Bhd' }],
    relations: [
      { type: 'role', from: 'Ahmad Faizal bin Rahman', to: 'Kencana Palm Berhad', role: 'chairman' },
      { type: 'board', from: 'Lim Chee Keong', to: 'Kencana Palm Berhad' },
      // "named … as its new chairman, replacing Lim Chee Keong": the predecessor was its chairman (added
      // 2026-12-06 when the predecessor construction was read; the label had only the board seat).
      { type: 'role', from: 'Lim Chee Keong', to: 'Kencana Palm Berhad', role: 'chairman' },
      {
        type: 'role',
        from: 'Ahmad Faizal bin Rahman',
        to: 'Seri Tanjung Plantations Sdn Bhd',
        role: 'managing director',
      },
    ],
  },
  {
    id: 'dev-10-france-textiles',
    text: 'Lyon textile maker Lumière Textiles SA said on Thursday that it had agreed to buy Atelier Corbin SARL, a family-run weaver of technical fabrics. Camille Durand, chief financial officer of Lumière Textiles, said the deal would be paid for in cash.',
    people: [{ name: 'Camille Durand' }],
    organizations: [{ name: 'Lumière Textiles SA', aliases: ['Lumière Textiles'] }, { name: 'Atelier Corbin SARL' }],
    relations: [
      { type: 'role', from: 'Camille Durand', to: 'Lumière Textiles SA', role: 'chief financial officer' },
      { type: 'acquired', from: 'Atelier Corbin SARL', to: 'Lumière Textiles SA' },
    ],
  },
  {
    id: 'dev-11-brazil-agro',
    text: 'Cerrado Agro Ltda., a grain-storage company founded by Rafael Monteiro in Goiás, has secured a credit line from Banco Planalto. Monteiro said the money would finance silos near new rail terminals.',
    people: [{ name: 'Rafael Monteiro', aliases: ['Monteiro'] }],
    organizations: [{ name: 'Cerrado Agro Ltda.' }, { name: 'Banco Planalto' }],
    relations: [{ type: 'founder', from: 'Rafael Monteiro', to: 'Cerrado Agro Ltda.' }],
  },
  {
    id: 'dev-12-korea-chips',
    text: 'SEOUL — Park Ji-hoon, chief executive of Hanbit Semicon Co., Ltd., said the chip designer would list on the Korea Exchange next year. Park founded the company with two former colleagues from Daeyang Electronics.',
    people: [{ name: 'Park Ji-hoon', aliases: ['Park'] }],
    organizations: [{ name: 'Hanbit Semicon Co., Ltd.' }, { name: 'Korea Exchange' }, { name: 'Daeyang Electronics' }],
    relations: [
      { type: 'role', from: 'Park Ji-hoon', to: 'Hanbit Semicon Co., Ltd.', role: 'chief executive' },
      { type: 'founder', from: 'Park Ji-hoon', to: 'Hanbit Semicon Co., Ltd.' },
    ],
  },
  {
    id: 'dev-13-acquisition',
    text: 'Greywater Analytics Inc. has agreed to be acquired by Morrow Systems Corp. for about $310 million, the companies said on Monday. Greywater co-founder Alicia Ventura will join Morrow as head of data products.',
    people: [{ name: 'Alicia Ventura' }],
    organizations: [
      { name: 'Greywater Analytics Inc.', aliases: ['Greywater'] },
      { name: 'Morrow Systems Corp.', aliases: ['Morrow'] },
    ],
    relations: [
      { type: 'acquired', from: 'Greywater Analytics Inc.', to: 'Morrow Systems Corp.' },
      { type: 'founder', from: 'Alicia Ventura', to: 'Greywater Analytics Inc.' },
    ],
  },
  {
    id: 'dev-14-fund-round',
    text: 'Pellucid Health, which makes home dialysis monitors, raised $48 million in a round led by Tideline Growth Fund III. Osprey Ventures, the corporate venture arm of insurer Osprey Mutual, joined the round. Pellucid chief executive Hannah Brooks said the company would hire 60 engineers.',
    people: [{ name: 'Hannah Brooks' }],
    organizations: [
      { name: 'Pellucid Health', aliases: ['Pellucid'] },
      { name: 'Tideline Growth Fund III' },
      { name: 'Osprey Ventures' },
      { name: 'Osprey Mutual' },
    ],
    relations: [
      { type: 'investor', from: 'Tideline Growth Fund III', to: 'Pellucid Health' },
      { type: 'investor', from: 'Osprey Ventures', to: 'Pellucid Health' },
      { type: 'role', from: 'Hannah Brooks', to: 'Pellucid Health', role: 'chief executive' },
    ],
  },
  {
    id: 'dev-15-meanwhile',
    text: 'Meanwhile Kestrel Analytics Ltd said it had hired Dr. Samuel Okafor as chief scientist. Okafor spent eight years at the Wellcome Sanger Institute. Kestrel Analytics Ltd will open a lab in Cambridge next spring.',
    people: [{ name: 'Samuel Okafor', aliases: ['Okafor'] }],
    organizations: [{ name: 'Kestrel Analytics Ltd' }, { name: 'Wellcome Sanger Institute' }],
    relations: [{ type: 'role', from: 'Samuel Okafor', to: 'Kestrel Analytics Ltd', role: 'chief scientist' }],
  },
  {
    id: 'dev-16-dutch-logistics',
    text: 'Van der Berg Logistiek B.V. has bought eight electric trucks from Daf-rival Noordkaap Trucks N.V., said Pieter van der Berg, the haulier’s managing director. Van der Berg said the trucks would run between Rotterdam and Venlo.',
    people: [{ name: 'Pieter van der Berg' }],
    organizations: [{ name: 'Van der Berg Logistiek B.V.' }, { name: 'Noordkaap Trucks N.V.' }],
    relations: [
      { type: 'role', from: 'Pieter van der Berg', to: 'Van der Berg Logistiek B.V.', role: 'managing director' },
    ],
  },
  {
    id: 'dev-17-india-data',
    text: 'Bengaluru-based Infosphere Data Private Limited has raised Rs 90 crore from Kaveri Growth Partners and the State Bank of India. Co-founder Ananya Krishnan said the company would build a data centre in Hyderabad. Krishnan started Infosphere with Vikram Iyer in 2017.',
    people: [{ name: 'Ananya Krishnan', aliases: ['Krishnan'] }, { name: 'Vikram Iyer' }],
    organizations: [
      { name: 'Infosphere Data Private Limited', aliases: ['Infosphere'] },
      { name: 'Kaveri Growth Partners' },
      { name: 'State Bank of India' },
    ],
    relations: [
      { type: 'investor', from: 'Kaveri Growth Partners', to: 'Infosphere Data Private Limited' },
      { type: 'investor', from: 'State Bank of India', to: 'Infosphere Data Private Limited' },
      { type: 'founder', from: 'Ananya Krishnan', to: 'Infosphere Data Private Limited' },
      { type: 'founder', from: 'Vikram Iyer', to: 'Infosphere Data Private Limited' },
    ],
  },
  {
    id: 'dev-18-china-materials',
    text: 'Zhang Wei, chairman of Jinhe Materials Co., Ltd., said the graphite producer would double output at its plant in Inner Mongolia. Mr. Zhang told reporters that demand from battery makers such as Huaxin Power had exceeded forecasts.',
    people: [{ name: 'Zhang Wei', aliases: ['Zhang'] }],
    organizations: [{ name: 'Jinhe Materials Co., Ltd.' }, { name: 'Huaxin Power' }],
    relations: [{ type: 'role', from: 'Zhang Wei', to: 'Jinhe Materials Co., Ltd.', role: 'chairman' }],
  },
  {
    id: 'dev-19-board',
    text: 'Helena Brandt has joined the board of Aurelis Pharma AG as an independent director. Brandt was previously finance director at Rheinfeld Chemie GmbH and sits on the supervisory board of Kessler Bank.',
    people: [{ name: 'Helena Brandt', aliases: ['Brandt'] }],
    organizations: [{ name: 'Aurelis Pharma AG' }, { name: 'Rheinfeld Chemie GmbH' }, { name: 'Kessler Bank' }],
    relations: [
      { type: 'board', from: 'Helena Brandt', to: 'Aurelis Pharma AG' },
      { type: 'role', from: 'Helena Brandt', to: 'Rheinfeld Chemie GmbH', role: 'finance director' },
      { type: 'board', from: 'Helena Brandt', to: 'Kessler Bank' },
    ],
  },
  {
    id: 'dev-20-regulator',
    text: 'The Financial Conduct Authority (FCA) said on Wednesday it would review how trading firms report short positions. The move follows complaints from the London Stock Exchange and the Investment Association about gaps in the data.',
    people: [],
    organizations: [
      { name: 'Financial Conduct Authority', aliases: ['FCA'] },
      { name: 'London Stock Exchange' },
      { name: 'Investment Association' },
    ],
    relations: [],
  },
  {
    id: 'dev-21-australia-mining',
    text: 'Bluegum Minerals Pty Ltd has started drilling at its lithium project in Western Australia, managing director Liam O’Connor said. O’Connor said the company had secured a drill rig from Spinifex Drilling Services until June.',
    people: [{ name: 'Liam O’Connor', aliases: ['O’Connor'] }],
    organizations: [{ name: 'Bluegum Minerals Pty Ltd' }, { name: 'Spinifex Drilling Services' }],
    relations: [{ type: 'role', from: 'Liam O’Connor', to: 'Bluegum Minerals Pty Ltd', role: 'managing director' }],
  },
  {
    id: 'dev-22-mexico-ports',
    text: 'Grupo Altamar S.A. de C.V. won a 30-year concession to run a container terminal in Manzanillo, the transport ministry said. María José Ferrer, the group’s director general, said investment would reach 6 billion pesos. Altamar competes with Puertos del Pacífico.',
    people: [{ name: 'María José Ferrer' }],
    organizations: [{ name: 'Grupo Altamar S.A. de C.V.', aliases: ['Altamar'] }, { name: 'Puertos del Pacífico' }],
    relations: [
      { type: 'role', from: 'María José Ferrer', to: 'Grupo Altamar S.A. de C.V.', role: 'director general' },
    ],
  },
  // Round 3 (issue 15 item 4 of the remainder): common relation wordings the patterns did not read, written
  // from general news style without looking at the held-out half's misses.
  {
    id: 'dev-23-named-cto',
    text: 'Korvane Analytics Ltd named Priya Raman chief technology officer on Monday. Raman joins from Tessellate Cloud, where she ran the data platform.',
    people: [{ name: 'Priya Raman', aliases: ['Raman'] }],
    organizations: [{ name: 'Korvane Analytics Ltd' }, { name: 'Tessellate Cloud' }],
    relations: [
      { type: 'role', from: 'Priya Raman', to: 'Korvane Analytics Ltd', role: 'chief technology officer' },
      // "joins from Tessellate Cloud, where she ran the data platform": her former employer (added 2026-12-06).
      { type: 'role', from: 'Priya Raman', to: 'Tessellate Cloud' },
    ],
  },
  {
    id: 'dev-24-spokesperson-for',
    text: 'The Coastal Fisheries Agency will close two bays to trawlers from April. “The stocks need time,” said Marit Eide, a spokeswoman for the agency. Trawler owners represented by the Nordvik Fishing Association said they would appeal.',
    people: [{ name: 'Marit Eide' }],
    organizations: [{ name: 'Coastal Fisheries Agency' }, { name: 'Nordvik Fishing Association' }],
    relations: [{ type: 'role', from: 'Marit Eide', to: 'Coastal Fisheries Agency', role: 'spokeswoman' }],
  },
  {
    id: 'dev-25-controlled-by',
    text: 'Sorrento Vetri S.r.l., which is controlled by the holding company Famiglia Bellandi Holding S.p.A., will build a furnace near Naples. Its managing director, Carla Bellandi, said the plant would employ 120 people.',
    people: [{ name: 'Carla Bellandi' }],
    organizations: [{ name: 'Sorrento Vetri S.r.l.' }, { name: 'Famiglia Bellandi Holding S.p.A.' }],
    relations: [
      { type: 'acquired', from: 'Sorrento Vetri S.r.l.', to: 'Famiglia Bellandi Holding S.p.A.' },
      { type: 'role', from: 'Carla Bellandi', to: 'Sorrento Vetri S.r.l.', role: 'managing director' },
    ],
  },
  {
    id: 'dev-26-who-heads',
    text: 'Drummond Hale, who heads Ashcombe Building Society, warned that arrears were rising. Hale was appointed chief executive of the society in 2020 after running Pennine Mutual.',
    people: [{ name: 'Drummond Hale', aliases: ['Hale'] }],
    organizations: [{ name: 'Ashcombe Building Society' }, { name: 'Pennine Mutual' }],
    relations: [{ type: 'role', from: 'Drummond Hale', to: 'Ashcombe Building Society' }],
  },
  {
    id: 'dev-27-invested-in',
    text: 'Larchmont Ventures invested $8 million in Quayside Robotics Inc., the Boston start-up said. Quayside Robotics was founded by Elena Vasquez and Tom Reilly in 2021.',
    people: [{ name: 'Elena Vasquez' }, { name: 'Tom Reilly' }],
    organizations: [{ name: 'Larchmont Ventures' }, { name: 'Quayside Robotics Inc.', aliases: ['Quayside Robotics'] }],
    relations: [
      { type: 'investor', from: 'Larchmont Ventures', to: 'Quayside Robotics Inc.' },
      { type: 'founder', from: 'Elena Vasquez', to: 'Quayside Robotics Inc.' },
      { type: 'founder', from: 'Tom Reilly', to: 'Quayside Robotics Inc.' },
    ],
  },
  {
    id: 'dev-28-completed-acquisition',
    text: 'Halden Foods ASA completed its acquisition of Bakeriet Nord AS on Friday. The deal had been cleared by the Norwegian Competition Authority in May.',
    people: [],
    organizations: [
      { name: 'Halden Foods ASA' },
      { name: 'Bakeriet Nord AS' },
      { name: 'Norwegian Competition Authority' },
    ],
    relations: [{ type: 'acquired', from: 'Bakeriet Nord AS', to: 'Halden Foods ASA' }],
  },
  {
    id: 'dev-29-join-as',
    text: 'Yusuf Demirci left Ankara Lojistik A.Ş. to join Marmara Cargo Holding as chief operating officer. Marmara Cargo Holding is majority-owned by Bosphorus Capital Partners.',
    people: [{ name: 'Yusuf Demirci' }],
    organizations: [
      { name: 'Ankara Lojistik A.Ş.' },
      { name: 'Marmara Cargo Holding' },
      { name: 'Bosphorus Capital Partners' },
    ],
    relations: [
      { type: 'role', from: 'Yusuf Demirci', to: 'Marmara Cargo Holding', role: 'chief operating officer' },
      { type: 'acquired', from: 'Marmara Cargo Holding', to: 'Bosphorus Capital Partners' },
    ],
  },
  {
    id: 'dev-30-an-investor-in',
    text: 'Oakhurst Partners, an early investor in Pinecrest Health Ltd, sold half its shares this week. Pinecrest chairman Rupert Ellery said the company remained independent.',
    people: [{ name: 'Rupert Ellery' }],
    organizations: [{ name: 'Oakhurst Partners' }, { name: 'Pinecrest Health Ltd', aliases: ['Pinecrest'] }],
    relations: [
      { type: 'investor', from: 'Oakhurst Partners', to: 'Pinecrest Health Ltd' },
      { type: 'role', from: 'Rupert Ellery', to: 'Pinecrest Health Ltd', role: 'chairman' },
    ],
  },
];
