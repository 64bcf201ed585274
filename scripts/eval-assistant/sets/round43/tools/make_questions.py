#!/usr/bin/env python3
"""Writes the three guide question files and the seed question file (round 43)."""
import json, os
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
R = 43

def A(q, says, page, kind, verdict=None, doc=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"]}

def guide(fname, carrier, company, line, doc, qs):
    for q in qs:
        if isinstance(q["expect"], dict): q["expect"]["doc"] = doc
    data = {"name": f"{carrier} {line}, round {R}", "company_name": company, "line": line,
            "files": [doc + ".pdf"], "questions": qs}
    with open(os.path.join(OUT, fname), "w") as f:
        json.dump(data, f, indent=2, ensure_ascii=False); f.write("\n")

# ---------------- Burlwood Mutual: cabinet and millwork manufacturers ----------------
guide("questions-burlwood.json", "Burlwood Mutual", "Burlwood Mutual Insurance Company",
      "cabinet and millwork manufacturers", "Burlwood Cabinet and Millwork Manufacturers Guide 2026", [
  A("hey quick q - insd has only been open 3 yrs under the current owner, eligible?",
    "At least four years in business", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
  A("cabinet shop w/ $3.2M sales, 1 liab claim in last 3 yrs, TIV $2.1M at the one loc. can i bind it myself?",
    "Annual revenue of $4,000,000 or less", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("whats the min prop ded if they have a spray booth", "minimum deductible of $5,000", 2, ["shorthand"]),
  A("insd makes bunk beds on the side, maybe 5% of sales. ok to write?",
    "Manufacture of ladders, scaffolding, bunk beds", 1, ["own-numbers", "yes-no"], "no"),
  A("frame bldg, 14,000 sq ft - eligible?", "Frame buildings over 10,000 square feet are ineligible", 2,
    ["shorthand", "own-numbers", "yes-no"], "no"),
  A("min prem for a GL only cabinet mfg acct?", "Cabinet manufacturing 1.85 3.10 $2,500 $1,250", 3, ["shorthand"]),
  A("how long do i have to get the signed apps in after binding", "due within 15 days of binding", 3, ["shorthand"]),
  A("how much flammable finish can they keep outside a cabinet, and how often do booth filters get changed?",
    "No more than 60 gallons of flammable finishes", 2, ["two-fact"]),
  A("bldg is 18k sq ft, do they need sprinklers? + how often does the sprinkler sys need inspecting",
    "over 15,000 square feet must be fully sprinklered", 1, ["two-fact", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("insd has 82 FT employees across 2 locs, still ok for the program?", "No more than 75 full-time employees", 1,
    ["shorthand", "own-numbers", "yes-no"], "no"),
  A("any chance they can do water based finishes w/o a booth?",
    "Water-based finishing lines without a booth are accepted", 2, ["filler", "shorthand", "yes-no"], "yes"),
  A("how far does the trash container out back have to sit from the shop?",
    "kept at least 25 feet from the building", 1, ["paraphrase", "own-words"]),
  A("where can the guys go for a cigarette break, how far out from the doors?",
    "outdoor area must be at least 20 feet", 1, ["paraphrase", "own-words"]),
  A("their big CNC machine is 14 yrs old, do we pay new-for-old on it?",
    "Machines older than 12 years", 2, ["paraphrase", "own-words", "own-numbers", "yes-no"], "no"),
  N("does the package include EPLI for the shop?"),
  N("insd also fabricates quartz and granite countertops, does that change the rate?"),
  N("do u cover the delivery van they use to drop off cabinets?"),
  N("insd wants to open a showroom w/ customer walk-ins, any special rules?"),
])

# ---------------- Gritstone Casualty: excavation contractors ----------------
guide("questions-gritstone.json", "Gritstone Casualty", "Gritstone Casualty Company",
      "excavation contractors", "Gritstone Excavation Contractors Guide 2026", [
  A("insd does a little blasting for rock removal, maybe 3% of jobs. can we write them?",
    "blasting or the use of explosives", 1, ["own-numbers", "yes-no"], "no"),
  A("contractor digs sewer trenches up to 16 ft deep, $2.4M rev, can i bind?",
    "no excavation exceeds 12 feet in depth", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("whats the ded on a utility line hit", "underground utilities carries a $5,000 deductible", 2, ["shorthand"]),
  A("hey how many days before digging do they need the 811 ticket", "at least two full business days", 1, ["filler"]),
  A("insd does septic systems, some holes go 14 ft. can we rate that?",
    "Septic tank and drain field installation 7.10 Ineligible", 3, ["own-numbers", "yes-no"], "no"),
  A("min prem for HDD work?", "Horizontal directional drilling 10.75 14.20 1.35 1.70 $5,000", 3, ["shorthand"]),
  A("insd has 4 yrs in biz doing excavation, eligible?", "at least five years of experience in excavation", 1,
    ["shorthand", "own-numbers", "yes-no"], "no"),
  A("what % can they sub out, and do subs need to name insd as AI?", "Subcontracted work may not exceed 30%", 2,
    ["two-fact", "shorthand"]),
  A("dozer is 17 yrs old - RC or ACV? also whats the max per item on the floater",
    "older equipment is valued at actual cash value", 2, ["two-fact", "shorthand", "own-numbers"]),
  A("quick q - do they need the railroad protective policy if they're working 30 ft from active tracks?",
    "within 50 feet of an active railroad track", 1, ["filler", "own-numbers", "yes-no"], "yes"),
  A("any chance a brand new LLC can be written if the owner has 12 yrs digging experience?",
    "at least 10 years of excavation experience", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("how far back from the ditch do they have to pile the dirt they dig out?",
    "kept at least 2 feet from the edge", 1, ["paraphrase", "own-words"]),
  A("who's gotta look over the open ditches every morning before the crew climbs in?",
    "competent person must inspect each open trench daily", 1, ["paraphrase", "own-words"]),
  A("what happens if they break a buried gas line and never called for markings first?",
    "dug without a valid locate ticket", 2, ["paraphrase", "own-words"]),
  N("does the GL pick up pollution cov if a fuel spill happens on site?"),
  N("do their equipment operators need to be certified, or is there a min age to run a machine?"),
  N("insd plows snow w/ their loaders in the winter, does that fit the program?"),
  N("insd works mostly on OCIP / wrap-up jobs, how do we handle that?"),
])

# ---------------- Sculpin Point Insurance: kayak and canoe outfitters ----------------
guide("questions-sculpin-point.json", "Sculpin Point Insurance", "Sculpin Point Insurance Company",
      "kayak and canoe outfitters", "Sculpin Point Kayak and Canoe Outfitters Guide 2026", [
  A("renter is 16 and wants to take a solo kayak out w/o a guide, ok?", "must be at least 18 years old", 1,
    ["shorthand", "own-numbers", "yes-no"], "no"),
  A("insd runs a couple class III trips a yr, can we still write?", "Any trip on Class III or higher water", 1,
    ["shorthand", "own-numbers", "yes-no"], "no"),
  A("they have 60 boats and $600k receipts, flatwater only, 0 claims - can i bind?",
    "bind outfitters with up to 75 rental craft", 2, ["own-numbers", "yes-no"], "yes"),
  A("whats the min prem on a small livery acct", "The minimum premium is $1,750 per policy", 3, ["shorthand"]),
  A("hey what's the flatwater rate per tandem kayak", "Tandem kayak $44 $60 $3,500 $4.10", 3, ["filler"]),
  A("guide to guest ratio on rivers? and do guides need CPR?", "flatwater and 1 to 6 on rivers", 2,
    ["two-fact", "shorthand"]),
  A("quick q how long do we keep signed waivers + how long does the safety briefing need to be",
    "waivers are kept for four years", 2, ["two-fact", "filler"]),
  A("does insd need commercial auto for their 12-passenger shuttle van?", "Owned shuttle vans and buses must be insured", 2,
    ["own-numbers", "yes-no"], "yes"),
  A("ded for a kayak stolen off an unlocked trailer?", "unlocked rack or trailer carries a $1,000 deductible", 2,
    ["shorthand"]),
  A("any chance we can write an outfitter that had a drowning 6 yrs ago?", "any drowning in the last ten years", 1,
    ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
  A("insd sells paddling gear too, about 30% of receipts - is that included?", "no more than 40% of annual receipts", 1,
    ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("do the little ones have to keep their vests on for the entire trip?", "must wear a life jacket at all times", 1,
    ["paraphrase", "own-words", "yes-no"], "yes"),
  A("if a group is late getting back, when does staff start looking for them?",
    "When a rental party is 60 minutes overdue", 2, ["paraphrase", "own-words"]),
  A("boats are like 7 yrs old, do they get paid at new price?", "Craft older than five years", 2,
    ["paraphrase", "own-words", "own-numbers", "yes-no"], "no"),
  N("does the policy cover fishing guide trips out of the canoes?"),
  N("insd also rents tents and camping gear to paddlers, is that covered?"),
  N("do they need a lifeguard posted at the launch beach?"),
  N("they want to sell beer at the dock, does that change anything?"),
])

# ---------------- seed carriers ----------------
def S(company, q, doc, says, page, kind, verdict=None):
    d = A(q, says, page, kind, verdict, doc); d = {"company": company, **d}; return d
def SN(company, q):
    return {"company": company, **N(q)}

seed = {"name": f"seed carriers, round {R}", "questions": [
  S("cmp_hv_northstar", "HO risk w/ cov A $820k, can i bind it w/o UW?", "Binding Authority Memo — Q1 2025",
    "Coverage A up to $750,000", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  S("cmp_hv_northstar", "roof is 24 yrs old, how does it get settled on the HO?", "Homeowners Underwriting Guidelines 2025",
    "Roofs older than 20 years are written with", 1, ["shorthand", "own-numbers"]),
  S("cmp_hv_northstar", "their dog bit the neighbor's kid last summer - home still eligible?",
    "Homeowners Underwriting Guidelines 2025", "with a dog that has bitten a person", 1, ["yes-no"], "no"),
  S("cmp_hv_bluewater", "driver is 24 w/ a CDL and 5 yrs exp, ok to add?", "Commercial Auto Underwriting Manual",
    "must be at least 23 years old", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
  S("cmp_hv_bluewater", "fleet of 8 units, all drivers clean, want $1M CSL - can i bind?", "Commercial Auto Underwriting Manual",
    "bind fleets of up to 10 power units", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
  S("cmp_hv_bluewater", "what do they need on trucks over 10k lbs for the fleet safety program?",
    "Fleet Safety Program Requirements", "Telematics devices are required on every vehicle", 1, ["shorthand", "own-numbers"]),
  S("cmp_hv_granite", "contractor subs out about 35% of their work, is that ok?", "Contractors Program Underwriting Guide",
    "may not exceed 25% of annual revenue", 1, ["own-numbers", "yes-no"], "no"),
  S("cmp_hv_granite", "max per item for unscheduled tools on the floater?", "Inland Marine Equipment Floater Guidelines",
    "maximum of $2,500 per item", 1, ["shorthand"]),
  S("cmp_hv_evergreen", "E&S GL risk, prem under $5k - can i just bind it myself?", "E&S General Liability Appetite Guide",
    "Brokers have no binding authority", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  S("cmp_hv_evergreen", "hey how long r evergreen quotes good for", "E&S Submission and Binding Procedures",
    "remain firm for 30 days", 1, ["filler", "shorthand"]),
  S("cmp_hv_keystone", "max TIV on a frame bldg for the prop program?", "Commercial Property Underwriting Rules",
    "Frame buildings up to $2,000,000 TIV", 1, ["shorthand"]),
  S("cmp_hv_keystone", "restaurant w/ $1.2M sales, 20% from liquor - BOP eligible?", "Businessowners Policy Eligibility Guide",
    "Restaurants with annual sales up to $1,500,000", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
  SN("cmp_hv_northstar", "does northstar offer an earthquake endorsement on the HO-3?"),
  SN("cmp_hv_bluewater", "any discount for hybrid or EV fleet vehicles?"),
  SN("cmp_hv_granite", "does granite peak require the contractor to have a written safety program?"),
  SN("cmp_hv_keystone", "can we add terrorism cov on a keystone property policy?"),
]}
with open(os.path.join(OUT, "seed-questions.json"), "w") as f:
    json.dump(seed, f, indent=2, ensure_ascii=False); f.write("\n")
print("wrote 4 question files")
