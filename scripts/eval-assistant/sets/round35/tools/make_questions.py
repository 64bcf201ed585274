"""Writes the four question files of round 35 (kept as source so the data can be re-made)."""
import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"]}

# ---------------------------------------------------------------- film production
D1 = "Antlerbrook Specialty Film Production Guide 2026"
film = [
  A("hey quick q, producer wants to bind a $600k indie feature w/ 30 shoot days, no stunts or FX. can I bind it myself?",
    D1, "$750,000 and no more than 45 shoot days", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("insd started shooting 3 days ago, any way we can still bind cov today?",
    D1, "production already shooting is declined", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("whats the min prem on an annual package, and is the deposit audited at the end?",
    D1, "$5,000 for an annual package", 2, ["shorthand", "two-fact"]),
  A("ded for hired auto PD + how high can we go on the APP for it?",
    D1, "Hired auto physical damage $50,000 $150,000 $300,000 $1,500", 2, ["shorthand", "two-fact"]),
  A("lead actor is 72 and they want cast cov on him, anything extra UW needs?",
    D1, "with an EKG, and cover starts", 3, ["shorthand", "own-numbers"]),
  A("any chance we can do a music video where the stunt guy jumps off a 25 ft roof?",
    D1, "falls of more than 20 feet", 1, ["filler", "own-numbers", "yes-no"], "no"),
  A("producer has done 3 features in the last 4 yrs, does that meet the experience req?",
    D1, "at least two completed productions", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("camera pkg got stolen out of the crew van while nobody was in it, what's the ded?",
    D1, "deductible of $5,000 or 10%", 2, ["shorthand"]),
  A("rate for a $400k commercial, 12 shoot days, no stunts?",
    D1, "$150,001 to $750,000 $1.25 $1.45 $1.90 $2.20", 3, ["shorthand", "own-numbers"]),
  A("how long r quotes good for on these?",
    D1, "Quotes are valid for 21 days", 1, ["shorthand"]),
  A("annual pkg insd has one project budgeted at $2M, can it just go on the APP?",
    D1, "gross budget over $1,500,000", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("what do they need to do w/ the footage every night so the lost-footage cover isn't cut?",
    D1, "backed up to two separate drives", 3, ["paraphrase", "own-words", "shorthand"]),
  A("they want to fire blank rounds from prop guns in one scene, who has to handle the weapons?",
    D1, "licensed armorer with at least five years", 2, ["paraphrase", "own-words"]),
  A("how many of the key people (lead actors, director) can we list for the delay cover if someone gets sick?",
    D1, "up to four essential elements", 3, ["paraphrase", "own-words"]),
  N("does the package include producers E&O for title or music clearance claims?"),
  N("any cov if the shoot gets rained out and they lose 2 days to weather?"),
  N("is there cast cov for covid or other communicable disease delays?"),
  N("can we add workers comp for the crew on the same package?"),
]

# ---------------------------------------------------------------- lumber dealers
D2 = "Eskerfield Casualty Lumber Dealers Guide 2026"
lumber = [
  A("insd does about $12M in sales, one yard w/ TIV $4.2M, nothing on the referral list. can I bind?",
    D2, "annual sales are no more than $15,000,000", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("insd treats their own lumber w/ CCA on site, still eligible?",
    D2, "any chemical wood treatment on the premises", 2, ["shorthand", "yes-no"], "no"),
  A("wind/hail ded for a yard in Texas?",
    D2, "2% of the building value", 2, ["shorthand"]),
  A("their yard piles are stacked about 24 ft high, is that ok?",
    D2, "piles are no higher than 20 feet", 1, ["own-numbers", "yes-no"], "no"),
  A("min prem for prop and GL? and is the GL audited?",
    D2, "$3,500 for property and $2,000", 3, ["shorthand", "two-fact"]),
  A("how long are quotes good for, and how fast do referrals come back?",
    D2, "Quotes are valid for 45 days", 2, ["two-fact"]),
  A("hey, cut shop is about 12% of their sales, ok w/ you guys?",
    D2, "custom millwork, up to 15% of sales", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("boom truck driver is 20 yrs old, can he do deliveries?",
    D2, "drivers must be at least 21 years old", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("max lim on stock sitting out in the yard and what's the ded?",
    D2, "Stock in the open $2,000,000 $10,000", 2, ["shorthand"]),
  A("how soon after binding do u guys send loss control out?",
    D2, "survey is made within 60 days", 3, ["shorthand"]),
  A("insd had 2 fire losses in the last 5 yrs, neither over $100k. eligible?",
    D2, "more than two fire losses", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("if their sprinklers are down for repairs most of a day, what do they gotta do?",
    D2, "post a fire watch until it is restored", 2, ["paraphrase", "own-words"]),
  A("how far do the stacks of boards outside need to sit away from the store?",
    D2, "at least 50 feet from the main building", 1, ["paraphrase", "own-words"]),
  A("they put materials up on customers' roofs with the truck arm, do I need UW on that?",
    D2, "Any boom or conveyor placement", 2, ["paraphrase", "own-words", "shorthand"]),
  N("do you offer employee dishonesty or crime cov for the yard?"),
  N("what's the ded for equipment breakdown on their planer?"),
  N("can we write auto liability for their delivery trucks on this too?"),
  N("any flood cov for a yard that sits in a FEMA zone?"),
]

# ---------------------------------------------------------------- kidnap and ransom
D3 = "Ivorygate Underwriters Kidnap and Ransom Guide 2026"
kr = [
  A("hey, corp client w/ 40 employees, travel only to Germany and Japan, wants a $3M limit, prem around $6k. can I bind?",
    D3, "up to $5,000,000 per insured event", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("insd's CFO got an extortion email 6 months ago, are they still eligible?",
    D3, "threat in the last 12 months", 1, ["own-numbers", "yes-no"], "no"),
  A("min prem for a family pol?",
    D3, "minimum annual premium is $2,500", 2, ["shorthand"]),
  A("what's the ded on an express kidnap, and is there any ded on the ransom itself?",
    D3, "$5,000 deductible", 2, ["two-fact"]),
  A("sublimit for wrongful detention + what's personal accident per person?",
    D3, "wrongful detention to $1,000,000", 2, ["shorthand", "two-fact"]),
  A("they have 30 expats based in a zone 3 country, does that need a referral?",
    D3, "More than 25 expatriate employees", 2, ["own-numbers", "yes-no"], "yes"),
  A("client's landlord wants a COI showing the K&R cov, can u issue one?",
    D3, "does not issue certificates of insurance", 2, ["shorthand", "yes-no"], "no"),
  A("rate per mil for a corp w/ 1,200 employees?",
    D3, "Corporation, 501 to 2,500 employees $2,600 $4,200 $9,900", 3, ["shorthand", "own-numbers"]),
  A("how far b4 exp do they need to send the updated travel sched?",
    D3, "expatriate count 30 days before expiration", 3, ["shorthand"]),
  A("quick q, insd's VP is adding a trip to a zone 3 country mid-term, can I just endorse it on myself?",
    D3, "Adding a Zone 3 or Zone 4 country", 1, ["filler", "yes-no"], "no"),
  A("does the family pol cover their nanny when she's at the house?",
    D3, "insured persons while at the insured's home", 1, ["shorthand", "yes-no"], "yes"),
  A("if the security consultants fly in to negotiate, does their bill reduce how much is left for the ransom?",
    D3, "paid in full, in addition to the limit", 1, ["paraphrase", "own-words"]),
  A("client's staff are all taking that war-zone safety course, what's that worth off the premium?",
    D3, "A credit of 10% applies", 2, ["paraphrase", "own-words"]),
  A("who's allowed to keep a copy of the paperwork at the client company?",
    D3, "only two named officers of the insured", 2, ["paraphrase", "own-words"]),
  N("does the policy pay ransomware demands from a cyber attack?"),
  N("is emergency evacuation covered if there's a coup where their staff are?"),
  N("is this written admitted in all states or do we have to file a tax?"),
  N("any hijack cov if their plane gets taken over mid-flight?"),
]

# ---------------------------------------------------------------- seed carriers
def S(company, q, doc, says, page, kind, verdict=None):
    d = {"company": company}
    d.update(A(q, doc, says, page, kind, verdict))
    return d

def SN(company, q):
    d = {"company": company}
    d.update(N(q))
    return d

seed = [
  S("cmp_hv_northstar", "insd's roof is 24 yrs old on an HO-3, still settled at RC?",
    "Homeowners Underwriting Guidelines 2025", "Roofs older than 20 years are written with", 1,
    ["shorthand", "own-numbers", "yes-no"], "no"),
  S("cmp_hv_northstar", "Cov A is $680k on a homeowners, clean risk, can I bind w/o UW approval?",
    "Binding Authority Memo — Q1 2025", "Coverage A up to $750,000", 1,
    ["shorthand", "own-numbers", "yes-no"], "yes"),
  S("cmp_hv_northstar", "DP-3 rental where the tenant's lease is only 3 months, eligible?",
    "Dwelling Fire Program Guide", "leases of at least six months", 1,
    ["own-numbers", "yes-no"], "no"),
  S("cmp_hv_bluewater", "driver is 22 and needs a CDL for the box truck, ok?",
    "Commercial Auto Underwriting Manual", "must be at least 23", 1,
    ["own-numbers", "yes-no"], "no"),
  S("cmp_hv_bluewater", "fleet of 8 power units, all drivers clean, $1M CSL, can I bind?",
    "Commercial Auto Underwriting Manual", "bind fleets of up to 10 power units", 2,
    ["shorthand", "own-numbers", "yes-no"], "yes"),
  S("cmp_hv_bluewater", "how fast does insd have to report an accident on the fleet program?",
    "Fleet Safety Program Requirements", "reported to Bluewater Casualty within 24 hours", 1,
    ["shorthand"]),
  S("cmp_hv_granite", "painter w/ $1.8M revenue, 1 claim in last 3 yrs, can I bind?",
    "Contractors Program Underwriting Guide", "annual revenue up to $2,000,000", 2,
    ["shorthand", "own-numbers", "yes-no"], "yes"),
  S("cmp_hv_granite", "dozer on the floater is 12 yrs old, how's it valued?",
    "Inland Marine Equipment Floater Guidelines", "valued at actual cash value", 1,
    ["shorthand", "own-numbers"]),
  S("cmp_hv_evergreen", "bar w/ about 70% liquor receipts, will you quote it?",
    "E&S General Liability Appetite Guide", "liquor sales over 60% of receipts", 1,
    ["shorthand", "own-numbers", "yes-no"], "no"),
  S("cmp_hv_evergreen", "how long are E&S quotes good for?",
    "E&S Submission and Binding Procedures", "remain firm for 30 days", 1,
    ["shorthand"]),
  S("cmp_hv_keystone", "named storm ded on a comm property risk in coastal NJ?",
    "Commercial Property Underwriting Rules", "named storm deductible of 2% of TIV", 1,
    ["shorthand"]),
  S("cmp_hv_keystone", "hey, signed app is missing after bind, how long do we have to get it in?",
    "Required Documents Checklist", "due within 10 days of binding", 1,
    ["filler"]),
  SN("cmp_hv_northstar", "does the HO policy cover solar panels mounted on the roof?"),
  SN("cmp_hv_bluewater", "any discount for electric vans in the fleet?"),
  SN("cmp_hv_granite", "is there a credit if the contractor has OSHA training for the crew?"),
  SN("cmp_hv_keystone", "does the BOP include any cyber or data breach cov?"),
]

def guide(company_short, company_full, line, pdf, qs):
    return {"name": f"{company_short} {line}, round 35", "company_name": company_full, "line": line,
            "files": [pdf], "questions": qs}

files = {
  "antlerbrook_film_production.json": guide("Antlerbrook Specialty", "Antlerbrook Specialty Insurance Company",
      "film production", D1 + ".pdf", film),
  "eskerfield_lumber_dealers.json": guide("Eskerfield Casualty", "Eskerfield Casualty Company",
      "lumber and building material dealers", D2 + ".pdf", lumber),
  "ivorygate_kidnap_ransom.json": guide("Ivorygate Underwriters", "Ivorygate Underwriters, Inc.",
      "kidnap and ransom", D3 + ".pdf", kr),
  "seed_carriers.json": {"name": "seed carriers, round 35", "questions": seed},
}
for fn, data in files.items():
    with open(os.path.join(OUT, fn), "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, ensure_ascii=False)
        f.write("\n")
print("wrote", ", ".join(files))

kw = {
  "Antlerbrook Specialty Insurance Company": {
    "does the package include producers E&O for title or music clearance claims?": ["clearance", "omissions"],
    "any cov if the shoot gets rained out and they lose 2 days to weather?": ["weather", "rain", "rained"],
    "is there cast cov for covid or other communicable disease delays?": ["covid", "communicable"],
    "can we add workers comp for the crew on the same package?": ["workers", "compensation"],
  },
  "Eskerfield Casualty Company": {
    "do you offer employee dishonesty or crime cov for the yard?": ["dishonesty", "crime"],
    "what's the ded for equipment breakdown on their planer?": ["breakdown"],
    "can we write auto liability for their delivery trucks on this too?": ["auto"],
    "any flood cov for a yard that sits in a FEMA zone?": ["flood", "FEMA"],
  },
  "Ivorygate Underwriters, Inc.": {
    "does the policy pay ransomware demands from a cyber attack?": ["ransomware", "cyber"],
    "is emergency evacuation covered if there's a coup where their staff are?": ["evacuation", "coup"],
    "is this written admitted in all states or do we have to file a tax?": ["admitted", "tax"],
    "any hijack cov if their plane gets taken over mid-flight?": ["hijack", "hijacking"],
  },
  "cmp_hv_northstar": {"does the HO policy cover solar panels mounted on the roof?": ["solar"]},
  "cmp_hv_bluewater": {"any discount for electric vans in the fleet?": ["electric"]},
  "cmp_hv_granite": {"is there a credit if the contractor has OSHA training for the crew?": ["OSHA", "safety"]},
  "cmp_hv_keystone": {"does the BOP include any cyber or data breach cov?": ["cyber", "breach"]},
}
with open(os.path.join(OUT, "tools", "not_covered_keywords.json"), "w", encoding="utf-8") as f:
    json.dump(kw, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("wrote tools/not_covered_keywords.json")
