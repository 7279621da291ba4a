import type { LabelledPassage } from './types.ts';

/**
 * Held-out half: written together with the development half, but the extractor's rules are never tuned
 * by reading the extractor's errors on these passages; only the totals are looked at. Invented news.
 */
export const HELD_OUT: LabelledPassage[] = [
  {
    id: 'held-01-japan-electric',
    text: 'TOKYO — Hoshizora Denki K.K. will spin off its power-tool unit, president Kenji Sato said on Friday. Sato said the unit, which supplies contractors across Asia, would be sold to Mizunami Industrial Partners by the end of the year.',
    people: [{ name: 'Kenji Sato', aliases: ['Sato'] }],
    organizations: [{ name: 'Hoshizora Denki K.K.' }, { name: 'Mizunami Industrial Partners' }],
    relations: [{ type: 'role', from: 'Kenji Sato', to: 'Hoshizora Denki K.K.', role: 'president' }],
  },
  {
    id: 'held-02-sweden-battery',
    text: 'Norrsken Batteri AB has delayed the opening of its cell factory in Skellefteå by six months. Elin Johansson, finance director at Norrsken Batteri, said the company still had enough cash to reach production. The Swedish Energy Agency had granted the project 40 million kronor.',
    people: [{ name: 'Elin Johansson' }],
    organizations: [{ name: 'Norrsken Batteri AB', aliases: ['Norrsken Batteri'] }, { name: 'Swedish Energy Agency' }],
    relations: [{ type: 'role', from: 'Elin Johansson', to: 'Norrsken Batteri AB', role: 'finance director' }],
  },
  {
    id: 'held-03-finland-software',
    text: 'Revontuli Software Oy has acquired Polar Pixel Oy, a small studio that builds maps for hiking apps. Polar Pixel founder Aino Virtanen will stay on to lead the combined design team, Revontuli said.',
    people: [{ name: 'Aino Virtanen' }],
    organizations: [
      { name: 'Revontuli Software Oy', aliases: ['Revontuli'] },
      { name: 'Polar Pixel Oy', aliases: ['Polar Pixel'] },
    ],
    relations: [
      { type: 'acquired', from: 'Polar Pixel Oy', to: 'Revontuli Software Oy' },
      { type: 'founder', from: 'Aino Virtanen', to: 'Polar Pixel Oy' },
    ],
  },
  {
    id: 'held-04-poland-logistics',
    text: 'Wisła Logistics sp. z o.o. opened a cold-storage hub near Łódź on Monday. Katarzyna Nowak, the company’s chief operating officer, said the hub would serve supermarket chains including Zielony Koszyk. Nowak said a second site was planned for 2026.',
    people: [{ name: 'Katarzyna Nowak', aliases: ['Nowak'] }],
    organizations: [{ name: 'Wisła Logistics sp. z o.o.' }, { name: 'Zielony Koszyk' }],
    relations: [
      {
        type: 'role',
        from: 'Katarzyna Nowak',
        to: 'Wisła Logistics sp. z o.o.',
        role: 'chief operating officer',
      },
    ],
  },
  {
    id: 'held-05-italy-machines',
    text: 'Officine Brunelli S.p.A., a maker of packaging machines based near Bologna, reported a 12 percent rise in orders. Marco Brunelli, chief executive of Officine Brunelli, said customers in the United States had ordered more than expected. The company is controlled by the holding company Brunelli Famiglia S.r.l.',
    people: [{ name: 'Marco Brunelli' }],
    organizations: [
      { name: 'Officine Brunelli S.p.A.', aliases: ['Officine Brunelli'] },
      { name: 'Brunelli Famiglia S.r.l.' },
    ],
    relations: [
      { type: 'role', from: 'Marco Brunelli', to: 'Officine Brunelli S.p.A.', role: 'chief executive' },
      { type: 'investor', from: 'Brunelli Famiglia S.r.l.', to: 'Officine Brunelli S.p.A.' },
    ],
  },
  {
    id: 'held-06-seed-round',
    text: 'Tallyho, a bookkeeping tool for food trucks, has raised $6 million in seed funding. The round was led by Cobalt Ridge, with participation from Fennel Partners, Brightwater Angels and angel investor Priya Raman. Tallyho chief executive Owen Park said the company now serves 4,000 trucks.',
    people: [{ name: 'Priya Raman' }, { name: 'Owen Park' }],
    organizations: [
      { name: 'Tallyho' },
      { name: 'Cobalt Ridge' },
      { name: 'Fennel Partners' },
      { name: 'Brightwater Angels' },
    ],
    relations: [
      { type: 'investor', from: 'Cobalt Ridge', to: 'Tallyho' },
      { type: 'investor', from: 'Fennel Partners', to: 'Tallyho' },
      { type: 'investor', from: 'Brightwater Angels', to: 'Tallyho' },
      { type: 'investor', from: 'Priya Raman', to: 'Tallyho' },
      { type: 'role', from: 'Owen Park', to: 'Tallyho', role: 'chief executive' },
    ],
  },
  {
    id: 'held-07-obituary-publisher',
    text: 'Margaret Ellison, who co-founded the publishing house Ellison & Hart in 1972, has died aged 88. Ms. Ellison championed translated fiction long before it was fashionable. Her partner in the firm, the late Robert Hart, once called her the best reader in London.',
    people: [{ name: 'Margaret Ellison', aliases: ['Ellison'] }, { name: 'Robert Hart' }],
    organizations: [{ name: 'Ellison & Hart' }],
    relations: [
      { type: 'founder', from: 'Margaret Ellison', to: 'Ellison & Hart' },
      { type: 'founder', from: 'Robert Hart', to: 'Ellison & Hart' },
    ],
  },
  {
    id: 'held-08-university-munich',
    text: 'Scientists from the Technical University of Munich and ETH Zurich have built a robot hand that can sort recycled plastics by touch. The project was led by Dr. Lukas Hofer and received funding from the Bavarian Research Foundation. Hofer plans to test the hand at a sorting plant run by Alpenwert Recycling GmbH.',
    people: [{ name: 'Lukas Hofer', aliases: ['Hofer'] }],
    organizations: [
      { name: 'Technical University of Munich' },
      { name: 'ETH Zurich' },
      { name: 'Bavarian Research Foundation' },
      { name: 'Alpenwert Recycling GmbH' },
    ],
    relations: [],
  },
  {
    id: 'held-09-ema-approval',
    text: 'The European Medicines Agency (EMA) has recommended approval of a treatment for a rare liver disease developed by Calder Biologics Ltd. The EMA’s committee voted unanimously. Calder Biologics shares rose 18 percent on the Nasdaq.',
    people: [],
    organizations: [
      { name: 'European Medicines Agency', aliases: ['EMA'] },
      { name: 'Calder Biologics Ltd', aliases: ['Calder Biologics'] },
      { name: 'Nasdaq' },
    ],
    relations: [],
  },
  {
    id: 'held-10-malaysia-digital',
    text: 'Nurul Izzah binti Hamzah, managing director of Semarak Digital Sdn Bhd, said the payments firm would apply for a digital bank licence from Bank Negara Malaysia. Nurul Izzah said Semarak Digital had 1.2 million users.',
    people: [{ name: 'Nurul Izzah binti Hamzah', aliases: ['Nurul Izzah'] }],
    organizations: [
      { name: 'Semarak Digital Sdn Bhd', aliases: ['Semarak Digital'] },
      { name: 'Bank Negara Malaysia' },
    ],
    relations: [
      {
        type: 'role',
        from: 'Nurul Izzah binti Hamzah',
        to: 'Semarak Digital Sdn Bhd',
        role: 'managing director',
      },
    ],
  },
  {
    id: 'held-11-vietnam-foods',
    text: 'HANOI — Nguyen Thi Lan, founder of Sen Vang Foods JSC, said the snack maker would list shares on the Ho Chi Minh City Stock Exchange. Lan started the company in her kitchen in 2008.',
    people: [{ name: 'Nguyen Thi Lan', aliases: ['Lan'] }],
    organizations: [{ name: 'Sen Vang Foods JSC' }, { name: 'Ho Chi Minh City Stock Exchange' }],
    relations: [{ type: 'founder', from: 'Nguyen Thi Lan', to: 'Sen Vang Foods JSC' }],
  },
  {
    id: 'held-12-israel-cyber',
    text: 'Tel Aviv-based Shomer Cyber Ltd. has raised $35 million from Negev Horizon Capital and Carmel Partners. Yael Ben-David, the company’s co-founder and chief executive, said Shomer would open an office in New York.',
    people: [{ name: 'Yael Ben-David' }],
    organizations: [
      { name: 'Shomer Cyber Ltd.', aliases: ['Shomer'] },
      { name: 'Negev Horizon Capital' },
      { name: 'Carmel Partners' },
    ],
    relations: [
      { type: 'investor', from: 'Negev Horizon Capital', to: 'Shomer Cyber Ltd.' },
      { type: 'investor', from: 'Carmel Partners', to: 'Shomer Cyber Ltd.' },
      { type: 'founder', from: 'Yael Ben-David', to: 'Shomer Cyber Ltd.' },
      { type: 'role', from: 'Yael Ben-David', to: 'Shomer Cyber Ltd.', role: 'chief executive' },
    ],
  },
  {
    id: 'held-13-canada-robotics',
    text: 'Maplecrest Robotics Inc. has named Olivier Tremblay chief technology officer. Tremblay joins from Laurentide Automation, where he led the vision team. The Montreal company is backed by the Business Development Bank of Canada.',
    people: [{ name: 'Olivier Tremblay', aliases: ['Tremblay'] }],
    organizations: [
      { name: 'Maplecrest Robotics Inc.' },
      { name: 'Laurentide Automation' },
      { name: 'Business Development Bank of Canada' },
    ],
    relations: [
      { type: 'role', from: 'Olivier Tremblay', to: 'Maplecrest Robotics Inc.', role: 'chief technology officer' },
      { type: 'investor', from: 'Business Development Bank of Canada', to: 'Maplecrest Robotics Inc.' },
    ],
  },
  {
    id: 'held-14-swiss-diagnostics',
    text: 'Alpenrose Capital AG led a CHF 20 million investment in Lumina Diagnostics SA, the Lausanne start-up said. Lumina’s chief executive, Sophie Meier, said the funds would take its blood test through clinical trials.',
    people: [{ name: 'Sophie Meier' }],
    organizations: [{ name: 'Alpenrose Capital AG' }, { name: 'Lumina Diagnostics SA', aliases: ['Lumina'] }],
    relations: [
      { type: 'investor', from: 'Alpenrose Capital AG', to: 'Lumina Diagnostics SA' },
      { type: 'role', from: 'Sophie Meier', to: 'Lumina Diagnostics SA', role: 'chief executive' },
    ],
  },
  {
    id: 'held-15-turkey-textile',
    text: 'Anadolu Tekstil A.Ş. will build a dyeing plant that recycles its water, chairman Emre Yılmaz said in Istanbul. The plant is financed by a loan from the European Bank for Reconstruction and Development.',
    people: [{ name: 'Emre Yılmaz' }],
    organizations: [{ name: 'Anadolu Tekstil A.Ş.' }, { name: 'European Bank for Reconstruction and Development' }],
    relations: [{ type: 'role', from: 'Emre Yılmaz', to: 'Anadolu Tekstil A.Ş.', role: 'chairman' }],
  },
  {
    id: 'held-16-nigeria-roads',
    text: 'The Federal Roads Maintenance Agency has suspended a contract with Ogun Civil Works Ltd over delays on the Lagos–Ibadan expressway. Chinedu Eze, a spokesperson for the agency, said a new tender would be issued within a month.',
    people: [{ name: 'Chinedu Eze' }],
    organizations: [{ name: 'Federal Roads Maintenance Agency' }, { name: 'Ogun Civil Works Ltd' }],
    relations: [{ type: 'role', from: 'Chinedu Eze', to: 'Federal Roads Maintenance Agency', role: 'spokesperson' }],
  },
  {
    id: 'held-17-denmark-lamps',
    text: 'Kystlys ApS, a Copenhagen maker of solar lamps for fishing boats, was founded by Mette Sørensen in 2018. Sørensen said the company had sold lamps in 14 countries and was in talks with Vestergaard Marine A/S about a distribution deal.',
    people: [{ name: 'Mette Sørensen', aliases: ['Sørensen'] }],
    organizations: [{ name: 'Kystlys ApS' }, { name: 'Vestergaard Marine A/S' }],
    relations: [{ type: 'founder', from: 'Mette Sørensen', to: 'Kystlys ApS' }],
  },
  {
    id: 'held-18-subsidiary',
    text: 'Northgate Health, a subsidiary of Northgate Group plc, will close two clinics in Leeds. The decision was taken after a review by Ferris Mallory, the consultancy. Northgate Group plc said no jobs would be lost.',
    people: [],
    organizations: [{ name: 'Northgate Health' }, { name: 'Northgate Group plc' }, { name: 'Ferris Mallory' }],
    relations: [{ type: 'acquired', from: 'Northgate Health', to: 'Northgate Group plc' }],
  },
  {
    id: 'held-19-russia-metals',
    text: 'Tverdyi Metall PJSC said its chief executive, Dmitry Volkov, had resigned for personal reasons. The board appointed Irina Sokolova, previously head of strategy, as acting chief executive. Volkov had run the steelmaker since 2015.',
    people: [{ name: 'Dmitry Volkov', aliases: ['Volkov'] }, { name: 'Irina Sokolova' }],
    organizations: [{ name: 'Tverdyi Metall PJSC' }],
    relations: [
      { type: 'role', from: 'Dmitry Volkov', to: 'Tverdyi Metall PJSC', role: 'chief executive' },
      { type: 'role', from: 'Irina Sokolova', to: 'Tverdyi Metall PJSC', role: 'acting chief executive' },
    ],
  },
  {
    id: 'held-20-indonesia-green',
    text: 'JAKARTA — Budi Santoso, chief executive of PT Nusantara Hijau Tbk, said the renewable-energy developer would build three geothermal plants in Sumatra with Mitra Panas Bumi. Santoso said financing would come from the Asian Development Bank.',
    people: [{ name: 'Budi Santoso', aliases: ['Santoso'] }],
    organizations: [
      { name: 'PT Nusantara Hijau Tbk' },
      { name: 'Mitra Panas Bumi' },
      { name: 'Asian Development Bank' },
    ],
    relations: [
      { type: 'role', from: 'Budi Santoso', to: 'PT Nusantara Hijau Tbk', role: 'chief executive' },
      { type: 'investor', from: 'Asian Development Bank', to: 'PT Nusantara Hijau Tbk' },
    ],
  },
  {
    id: 'held-21-ireland-belgium',
    text: 'Kilbarron Aviation DAC, an Irish aircraft lessor, has ordered twelve turboprops for delivery to Schelde Marine NV’s new air-cargo unit. Siobhan Keane, Kilbarron’s commercial director, said the order was worth about 300 million dollars.',
    people: [{ name: 'Siobhan Keane' }],
    organizations: [{ name: 'Kilbarron Aviation DAC', aliases: ['Kilbarron'] }, { name: 'Schelde Marine NV' }],
    relations: [{ type: 'role', from: 'Siobhan Keane', to: 'Kilbarron Aviation DAC', role: 'commercial director' }],
  },
  {
    id: 'held-22-thailand-cold-chain',
    text: 'Somchai Wongsakul of Chao Phraya Cold Chain Public Company Limited said the logistics group would buy 200 refrigerated trucks this year. The purchase will be financed by Siam Lotus Bank.',
    people: [{ name: 'Somchai Wongsakul' }],
    organizations: [{ name: 'Chao Phraya Cold Chain Public Company Limited' }, { name: 'Siam Lotus Bank' }],
    relations: [{ type: 'role', from: 'Somchai Wongsakul', to: 'Chao Phraya Cold Chain Public Company Limited' }],
  },
];
