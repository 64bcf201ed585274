"""Writes the round 40 question files (the source of truth for the questions is this script)."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"]}

J = "Jessamine Plastics Manufacturers Guide 2026"
M = "Mallowdene Recycling Facilities Guide 2026"
T = "Tarnbeck Zoos and Animal Parks Guide 2026"

jess = {"name": "Jessamine Mutual plastics manufacturers, round 40",
 "company_name": "Jessamine Mutual Insurance Company", "line": "plastics manufacturers",
 "files": [J + ".pdf"], "questions": [
  A("hey quick q, insd does EPS foam packaging - any chance we can write them?", J, "Foam operations of any kind", 1, ["filler", "shorthand", "yes-no"], "no"),
  A("insd only in biz 4 yrs under current owners but the owner has 12 yrs plastics exp, eligible?", J, "principal has ten or more years", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("whats the max TIV i can bind per location w/o UW?", J, "Total insured value (TIV) up to $6,000,000", 2, ["shorthand"]),
  A("their top customer is 45% of sales, is that ok?", J, "40% of sales to a single customer", 1, ["own-numbers", "yes-no"], "no"),
  A("min AOP ded for a sprinklered plant?", J, "minimum all other perils deductible is $5,000", 2, ["shorthand"]),
  A("insd uses hot oil heaters on the molds, can i bind it myself?", J, "Thermal oil heating systems serving molds", 2, ["shorthand", "yes-no"], "no"),
  A("quick q whats the min prem for blow molding, and what ded applies if the plant isnt sprinklered?", J, "Blow molding 0.20 0.34 0.45 1.25 $7,500", 3, ["filler", "shorthand", "two-fact"]),
  A("how long does UW take to answer a referral, and does sending one bind cov?", J, "Underwriters answer referrals within three business days", 2, ["shorthand", "two-fact"]),
  A("insd stacks idle pallets 8 ft high inside the plant, is that ok?", J, "piled no higher than 6 feet", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("how much cov for customer-owned molds sitting at the insd's plant?", J, "in the insured's care up to $250,000", 2, ["shorthand"]),
  A("insd makes garden hose fittings only, no critical-use parts - can they get recall expense cov?", J, "product recall expense endorsement is available", 2, ["shorthand", "yes-no"], "yes"),
  A("how often do they want a heat-camera scan of the wiring and panels?", J, "infrared thermographic survey of the electrical distribution", 2, ["paraphrase", "own-words"]),
  A("insd chops up its rejected parts and reuses them in the presses - is that ok?", J, "the insured's own regrind is acceptable", 1, ["paraphrase", "own-words", "shorthand", "yes-no"], "yes"),
  A("once we bind, how soon does the carrier send someone out to look at the plant?", J, "loss control survey within 30 days of binding", 3, ["paraphrase", "own-words"]),
  N("does Jessamine write workers comp for the plant employees too?"),
  N("any credit if the insd runs a 3D printing line for prototypes?"),
  N("whats the pollution cov if resin pellets spill into the storm drain?"),
  N("are the insd's finished goods covered as cargo while on the truck to customers?"),
]}

mall = {"name": "Mallowdene Casualty recycling facilities, round 40",
 "company_name": "Mallowdene Casualty Company", "line": "recycling facilities",
 "files": [M + ".pdf"], "questions": [
  A("hey, insd shreds junk cars - can we write them?", M, "Automobile shredding or any hammermill shredder", 1, ["filler", "shorthand", "yes-no"], "no"),
  A("new owners bought the yard 2 yrs ago, eligible?", M, "operated the yard for at least three", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("paper bale piles are 18 ft tall and they dont have a water cannon, ok?", M, "higher than 15 feet", 1, ["own-numbers", "yes-no"], "no"),
  A("whats the max stock value i can bind per location, and whats the program max?", M, "with yard stock up to $2,000,000", 2, ["two-fact"]),
  A("whats the ded if a fire hits the outdoor piles?", M, "deductible of 5% of the stock value", 2, ["shorthand"]),
  A("baler operator is 17, allowed?", M, "be at least 18 years old", 2, ["own-numbers", "yes-no"], "no"),
  A("yard is 800 ft from an elementary school, do i need to refer?", M, "Any yard within 1,000 feet of a school", 2, ["own-numbers", "yes-no"], "yes"),
  A("min prem for a glass cullet yard + how soon do u inspect after binding?", M, "Glass cullet 0.22 0.18 0.70 0.25 $4,500 Yes", 3, ["shorthand", "two-fact"]),
  A("insd keeps copper wire piled out in the open yard, is theft covered?", M, "only when they are kept inside a locked", 2, ["shorthand", "yes-no"], "no"),
  A("insd buys cat converters from walk-ins and pays cash rn, ok?", M, "payment to any seller must be by check", 2, ["shorthand", "filler", "yes-no"], "no"),
  A("they keep seller ID copies for 3 yrs, is that enough?", M, "for at least two years", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("how long does someone have to stick around looking for flare-ups after torch jobs?", M, "stays for 60 minutes after cutting ends", 1, ["paraphrase", "own-words"]),
  A("how much of those rechargeable cells from phones and laptops can the yard keep on hand?", M, "no more than 1,000 pounds may be stored", 2, ["paraphrase", "own-words"]),
  A("does the insd need a gadget that checks arriving truckloads for radioactive stuff if they sell to steel mills?", M, "incoming loads with a radiation detector", 2, ["paraphrase", "own-words", "shorthand"]),
  N("do they write workers comp for the yard employees?"),
  N("any pollution cov for runoff from the scrap piles after heavy rain?"),
  N("is there a credit if all the yard staff have OSHA training?"),
  N("does Mallowdene pay lost income if the yard is shut down for months after a fire?"),
]}

tarn = {"name": "Tarnbeck Specialty zoos and animal parks, round 40",
 "company_name": "Tarnbeck Specialty Insurance Company", "line": "zoos and animal parks",
 "files": [T + ".pdf"], "questions": [
  A("hey insd wants to do tiger cub photo ops w/ guests, any chance?", T, "Public contact with any Class I animal", 1, ["filler", "shorthand", "yes-no"], "no"),
  A("petting farm has only been open 2 seasons, eligible?", T, "for at least three full seasons", 1, ["own-numbers", "yes-no"], "no"),
  A("insd has 2 zebras + goats, attendance 90k, can i bind it myself?", T, "requires underwriter approval before binding, whatever its size", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("reptile house has a 10 ft python, what class is that?", T, "non-venomous snakes over 8 feet long", 1, ["own-numbers"]),
  A("whats the min prem if the insd keeps lions?", T, "With Class I animals: $12,500", 3, ["shorthand"]),
  A("how tall does the outer fence need to be, and how far back do the public barriers sit from the enclosures?", T, "perimeter fence at least 8 feet high", 2, ["two-fact"]),
  A("ded on escape liab for a zoo w/ bears?", T, "Animal escape liability $1,000,000 $1,000 $500,000 $10,000", 3, ["shorthand"]),
  A("can i bind a small farm zoo that runs overnight sleepovers for scout troops?", T, "Overnight camps and sleepover programs", 2, ["yes-no"], "no"),
  A("whats the age cutoff for mortality cov, and how soon after death do u need the necropsy?", T, "6 months or older than 20 years", 2, ["shorthand", "two-fact"]),
  A("volunteer is 17, can they help out in the camel barn?", T, "under 18 may not work with Class II", 2, ["own-numbers", "yes-no"], "no"),
  A("quick q can the insd rent the grounds out for a private party of 250 ppl?", T, "for private parties of up to 300 guests", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("once we bind, how soon does the carrier send someone out to look the place over?", T, "inspects every new facility within 45 days", 3, ["paraphrase", "own-words"]),
  A("is there a rule on how close the sinks for cleaning hands have to be to the exit of the petting pen?", T, "Handwashing stations must stand within 20 feet", 2, ["paraphrase", "own-words"]),
  A("how many staff do they want in the petting area relative to the crowd?", T, "attendant per 25 visitors", 2, ["paraphrase", "own-words"]),
  N("does Tarnbeck cover spoilage of the frozen animal feed if the walk-in freezer dies?"),
  N("any D&O for the zoo's nonprofit board?"),
  N("if avian flu shuts the aviary for a month, is there any BI cov?"),
  N("do they require yearly TB testing of the primates by a vet?"),
]}

HO = "Homeowners Underwriting Guidelines 2025"; DF = "Dwelling Fire Program Guide"; BAM = "Binding Authority Memo — Q1 2025"
CA = "Commercial Auto Underwriting Manual"; FS = "Fleet Safety Program Requirements"
CP = "Contractors Program Underwriting Guide"; IM = "Inland Marine Equipment Floater Guidelines"
ES = "E&S General Liability Appetite Guide"; SB = "E&S Submission and Binding Procedures"
KP = "Commercial Property Underwriting Rules"; BOP = "Businessowners Policy Eligibility Guide"

def S(company, q):
    q = dict(q); return {"company": company, **q}

seed = {"name": "seed carriers, round 40", "questions": [
  S("cmp_hv_northstar", A("insd's roof is 24 yrs old, is the roof settled at RC or ACV?", HO, "actual cash value settlement for the roof surface", 1, ["shorthand", "own-numbers"])),
  S("cmp_hv_northstar", A("HO w/ cov A of $700k, clean risk - can i bind w/o UW approval?", BAM, "with Coverage A up to $750,000", 1, ["shorthand", "own-numbers", "yes-no"], "yes")),
  S("cmp_hv_northstar", A("rental dwelling has sat empty 75 days, still eligible for DP?", DF, "vacant for more than 60 consecutive days", 1, ["shorthand", "own-numbers", "yes-no"], "no")),
  S("cmp_hv_bluewater", A("new hire is 20 w/ a clean MVR, can he drive the pickups?", CA, "must be at least 21 years old", 1, ["shorthand", "own-numbers", "yes-no"], "no")),
  S("cmp_hv_bluewater", A("whats the min prem on a CA policy?", CA, "minimum annual premium is $1,500 per policy", 2, ["shorthand"])),
  S("cmp_hv_bluewater", A("insd has 6 power units, do they need a written safety program?", FS, "with five or more power units must keep", 1, ["shorthand", "own-numbers", "yes-no"], "yes")),
  S("cmp_hv_granite", A("contractor subs out 30% of their work, ok?", CP, "may not exceed 25% of annual revenue", 1, ["shorthand", "own-numbers", "yes-no"], "no")),
  S("cmp_hv_granite", A("per item max for unscheduled tools on the floater?", IM, "maximum of $2,500 per item", 1, ["shorthand"])),
  S("cmp_hv_evergreen", A("bar w/ 55% liquor receipts, will they quote it?", ES, "bars with liquor sales of up to 60%", 1, ["shorthand", "own-numbers", "yes-no"], "yes")),
  S("cmp_hv_evergreen", A("hey how long are E&S quotes good for?", SB, "remain firm for 30 days", 1, ["filler", "shorthand"])),
  S("cmp_hv_keystone", A("frame bldg w/ $2.5M TIV, eligible for the property program?", KP, "Frame buildings up to $2,000,000 TIV", 1, ["shorthand", "own-numbers", "yes-no"], "no")),
  S("cmp_hv_keystone", A("max annual sales for a restaurant on the BOP?", BOP, "Restaurants with annual sales up to $1,500,000", 1, ["shorthand"])),
  S("cmp_hv_northstar", N("does Northstar offer an identity theft endorsement on the HO?")),
  S("cmp_hv_bluewater", N("is there rental reimbursement on the CA policy, and whats the daily max?")),
  S("cmp_hv_granite", N("does Granite require OSHA 10 cards for the contractor's crews?")),
  S("cmp_hv_keystone", N("can i add flood cov to a Keystone commercial property policy?")),
]}

KEYWORDS = {
  "round40-jessamine-plastics.json": {
    "does Jessamine write workers comp for the plant employees too?": ["workers", "compensation"],
    "any credit if the insd runs a 3D printing line for prototypes?": ["3D", "additive", "printing", "prototype", "prototypes"],
    "whats the pollution cov if resin pellets spill into the storm drain?": ["pollution", "pollutant", "spill", "spills", "drain"],
    "are the insd's finished goods covered as cargo while on the truck to customers?": ["cargo", "transit", "truck", "trucks"]},
  "round40-mallowdene-recycling.json": {
    "do they write workers comp for the yard employees?": ["workers", "compensation"],
    "any pollution cov for runoff from the scrap piles after heavy rain?": ["pollution", "pollutant", "runoff", "stormwater", "rain"],
    "is there a credit if all the yard staff have OSHA training?": ["OSHA", "training"],
    "does Mallowdene pay lost income if the yard is shut down for months after a fire?": ["income", "interruption"]},
  "round40-tarnbeck-zoos.json": {
    "does Tarnbeck cover spoilage of the frozen animal feed if the walk-in freezer dies?": ["spoilage", "frozen", "freezer", "refrigeration"],
    "any D&O for the zoo's nonprofit board?": ["directors", "D&O", "board", "nonprofit"],
    "if avian flu shuts the aviary for a month, is there any BI cov?": ["flu", "influenza", "disease", "income", "interruption"],
    "do they require yearly TB testing of the primates by a vet?": ["TB", "tuberculosis", "testing"]},
  "round40-seed.json": {
    "does Northstar offer an identity theft endorsement on the HO?": ["identity"],
    "is there rental reimbursement on the CA policy, and whats the daily max?": ["reimbursement", "rental", "rentals"],
    "does Granite require OSHA 10 cards for the contractor's crews?": ["OSHA", "safety"],
    "can i add flood cov to a Keystone commercial property policy?": ["flood", "flooding"]},
}

for fn, data in [("round40-jessamine-plastics.json", jess), ("round40-mallowdene-recycling.json", mall),
                 ("round40-tarnbeck-zoos.json", tarn), ("round40-seed.json", seed)]:
    with open(os.path.join(ROOT, fn), "w") as f:
        json.dump(data, f, indent=2, ensure_ascii=False); f.write("\n")
with open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), "w") as f:
    json.dump(KEYWORDS, f, indent=2, ensure_ascii=False); f.write("\n")
print("written")
