#!/usr/bin/env python3
"""Writes the four question files and tools/not_covered_keywords.json (round 20).

Run from anywhere: python3 tools/build_questions.py
The JSON files are the deliverables; this script only keeps them consistent.
"""
import json, os

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROUND = 20


def A(q, doc, says, page, kind, verdict=None):
    item = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict:
        item["verdict"] = verdict
    item["kind"] = kind
    return item


def NC(q, kind, keywords):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"] + kind, "_kw": keywords}


# ---------------------------------------------------------------- Rushford
RD = "Rushford Mutual Car Wash and Laundromat Program Guide 2026"
rushford = {
    "name": f"Rushford Mutual car washes and laundromats, {ROUND}",
    "company_name": "Rushford Mutual Insurance Company",
    "line": "Car washes and laundromats (package: property, general liability, garagekeepers)",
    "files": [RD + ".pdf"],
    "questions": [
        A("hey quick q - insd has a self serve wash, roof is 27 yrs old. still ok w/ rushford?",
          RD, "Roofs older than 25 years are ineligible", 2, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
        A("my guy runs a laundromat, how often do the dryer vents have to be cleaned for UW",
          RD, "professionally cleaned at least every 12 months", 1, ["filler", "shorthand"]),
        A("insd has a tunnel wash, TIV only 900k - can i bind it myself?",
          RD, "Any conveyor or full-service car wash", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
        A("whats the garagekeepers per vehicle limit on an in-bay automatic",
          RD, "In-bay automatic $75,000", 2, ["shorthand"]),
        A("quick q, min premium on a car wash pkg?",
          RD, "$3,500 per policy for car washes", 3, ["filler", "shorthand"]),
        A("insd's wash is on the same lot as a gas station he doesnt own, bldgs are ~70 ft apart. eligible?",
          RD, "buildings are at least 50 feet apart", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
        A("what ded applies if a car jumps the conveyor track",
          RD, "carries a deductible of $2,500 per vehicle", 2, ["shorthand"]),
        A("wash-dry-fold laundromat - whats the customer goods limit and can we go higher?",
          RD, "customer goods coverage of $10,000 per location", 2, ["shorthand", "two-fact"]),
        A("how many yrs of loss runs do u need, and does rushford send someone out to inspect after bind?",
          RD, "Five years of loss runs", 3, ["shorthand", "two-fact"]),
        A("customer's car gets scratched going thru the wash - does the GL pick that up?",
          RD, "excluded from general liability", 2, ["shorthand", "yes-no"], "no"),
        A("24 hr unattended laundromat, can rushford write it rn?",
          RD, "open 24 hours a day without an attendant", 1, ["filler", "shorthand", "yes-no"], "no"),
        A("The buyer just bought his first wash, but he spent four years running one for somebody else. Does that background count toward the experience rule?",
          RD, "as the manager of a similar operation", 1, ["paraphrase", "own-words", "yes-no"], "yes"),
        A("Client wants to let people drop their cars off after closing and grab them the next morning. Any issue with that?",
          RD, "may not be left on the premises overnight", 3, ["paraphrase", "own-words"]),
        A("Business at the wash triples once the roads get salted. Can we beef up the lost-income protection for those months?",
          RD, "winter peak-season increase of up to 25%", 2, ["paraphrase", "own-words"]),
        NC("does rushford offer EPLI on the pkg? laundromat has 6 employees", ["shorthand", "own-numbers"],
           ["EPLI", "employment practices"]),
        NC("insd car wash sits in flood zone AE, can we add flood cov?", ["shorthand"],
           ["flood", "zone AE"]),
        NC("do they write the workers comp too for a full service wash w/ 12 attendants?", ["shorthand", "own-numbers"],
           ["workers comp", "workers compensation", "work comp"]),
        NC("card readers at the pay stations got skimmed - any cyber / data breach cov on this program?", ["shorthand"],
           ["cyber", "data breach", "skimming", "skimmed"]),
    ],
}

# ---------------------------------------------------------------- Cobblestone
CD = "Cobblestone Real Estate Errors and Omissions Underwriting Guide"
cobblestone = {
    "name": f"Cobblestone Professional Indemnity real estate E&O, {ROUND}",
    "company_name": "Cobblestone Professional Indemnity Company",
    "line": "Real estate agents and brokers errors and omissions (professional liability)",
    "files": [CD + ".pdf"],
    "questions": [
        A("hey, brokerage w/ 12 agents, can i bind it myself?",
          CD, "Firms with 11 to 75 licensed agents", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
        A("designated broker only licensed 4 yrs, is the firm eligible?",
          CD, "designated broker who has held an active license", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
        A("whats the fair housing sublimit on cobblestone's E&O",
          CD, "sublimited to $100,000 each claim", 2, ["shorthand"]),
        A("quick q - what ERP options are there if the firm cancels, and how long do they have to elect it?",
          CD, "within 60 days after the policy ends", 2, ["filler", "shorthand", "two-fact"]),
        A("per agent charge for 1M/2M? firm has 8 agents",
          CD, "$1,000,000 / $2,000,000 $1,100 $525", 3, ["shorthand", "own-numbers"]),
        A("prop mgmt is 35% of GCI for my insd, still eligible?",
          CD, "Property management revenue of no more than 40%", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
        A("does the pol cover failure to disclose mold the agent knew about? how much",
          CD, "covered up to a sublimit of $25,000", 2, ["shorthand"]),
        A("min premium per firm?",
          CD, "$850 per firm", 2, ["shorthand"]),
        A("all the insd's agents did the cobblestone risk mgmt course last yr - what credit do they get",
          CD, "A 5% credit when every agent has completed", 3, ["shorthand"]),
        A("what docs do u need on a new sub, and how close to eff date does the app have to be signed?",
          CD, "by the designated broker within 60 days", 3, ["shorthand", "two-fact"]),
        A("firm uses combo lockboxes on its listed houses, still get the lockbox cov?",
          CD, "Combination lockboxes are acceptable for vacant land only", 2, ["shorthand", "yes-no"], "no"),
        A("If the head broker retires and shuts the office, do they get the tail for free?",
          CD, "extended reporting period at no charge", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
        A("One of my agents represented both the buyer and the seller on the same house. Are we protected if it goes sideways?",
          CD, "Dual agency transactions are covered when", 1, ["paraphrase", "own-words"]),
        A("The owner of the brokerage flips houses on the side and lists them through his own office. Would a suit over one of those be picked up?",
          CD, "a firm principal holds an ownership interest", 2, ["paraphrase", "own-words"]),
        NC("buyer's closing funds got wired to a hacker after the agent's email was spoofed - is wire fraud / social engineering covered?", ["shorthand"],
           ["wire fraud", "social engineering", "cyber", "hacker", "spoofed"]),
        NC("a few agents are also notaries, can we add notary E&O to the policy?", ["shorthand"],
           ["notary", "notaries"]),
        NC("is there a credit for NAR members?", ["shorthand"],
           ["NAR", "Realtor", "Realtors"]),
        NC("does cobblestone write EPLI for the brokerage too? an agent is threatening to sue over harassment", ["shorthand"],
           ["EPLI", "employment practices", "harassment"]),
    ],
}

# ---------------------------------------------------------------- Ostrander
OD = "Ostrander Collector Vehicle Program Guide"
ostrander = {
    "name": f"Ostrander Collector collector and classic car, {ROUND}",
    "company_name": "Ostrander Collector Insurance Company",
    "line": "Collector and classic car (personal auto, agreed value)",
    "files": [OD + ".pdf"],
    "questions": [
        A("insd's son is 23 w/ clean MVR, can he be listed on the '69 camaro?",
          OD, "21 to 24 may be added on referral", 2, ["shorthand", "own-numbers"]),
        A("car is kept under a carport, eligible?",
          OD, "under a carport or under a car cover", 1, ["shorthand", "yes-no"], "no"),
        A("'70 chevelle agreed value 120k, do i need an appraisal?",
          OD, "is required when the agreed value of a", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
        A("rate per $100 for a classic on the 3k mile plan?",
          OD, "0.55 0.68 0.87", 3, ["shorthand", "own-numbers"]),
        A("quick q, whats the max agreed value i can bind on a modern collectible w/o UW",
          OD, "0.74 0.92 1.18 $71 $250 $150,000", 3, ["filler", "shorthand"]),
        A("insd drives the mustang to work 2x a week, still ok?",
          OD, "used for commuting to work or school", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
        A("comp ded standard? and can we get $0 comp",
          OD, "$250 for comprehensive and $500 for collision", 2, ["shorthand", "two-fact"]),
        A("insd has 14 cars in the collection, can i put them on one policy w/o referral?",
          OD, "Collections of more than 10 vehicles", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
        A("my guy is restoring a '57 bel air rn, can we insure it mid-restoration?",
          OD, "agreed value of up to $50,000", 1, ["filler", "own-numbers", "yes-no"], "yes"),
        A("hey whats the min premium per policy",
          OD, "The minimum premium per policy is $200", 3, ["filler", "shorthand"]),
        A("whats the spare parts limit, and does the pol pay for towing?",
          OD, "Spare parts coverage of $2,500", 2, ["shorthand", "two-fact"]),
        A("My client is 30 but only got his license five years ago. Has he been driving long enough?",
          OD, "a valid license for at least seven years", 2, ["paraphrase", "own-words", "yes-no", "own-numbers"], "no"),
        A("Where exactly does my client have to park these cars when they're not out on the road?",
          OD, "fully enclosed, locked garage", 2, ["paraphrase", "own-words"]),
        A("If the car gets totaled, do they knock anything off because it's old?",
          OD, "no deduction for depreciation", 1, ["paraphrase", "own-words", "yes-no"], "no"),
        NC("insd wants to drive the corvette down to a car show in Mexico, is he covered there?", ["shorthand"],
           ["Mexico", "Mexican"]),
        NC("does ostrander also insure classic boats, like an old wooden runabout?", ["shorthand"],
           ["boat", "boats", "watercraft", "runabout"]),
        NC("is there a multi-car discount if insd puts 4 classics on one policy?", ["shorthand", "own-numbers"],
           ["multi-car", "multi-vehicle", "discount"]),
        NC("does the pol cover the automobilia in his garage - old gas pumps, signs, memorabilia?", ["shorthand"],
           ["memorabilia", "automobilia", "gas pumps"]),
    ],
}

# ---------------------------------------------------------------- Seed carriers
HO = "Homeowners Underwriting Guidelines 2025"
BAM = "Binding Authority Memo — Q1 2025"
CAM = "Commercial Auto Underwriting Manual"
FSP = "Fleet Safety Program Requirements"
CPG = "Contractors Program Underwriting Guide"
IMF = "Inland Marine Equipment Floater Guidelines"
ESA = "E&S General Liability Appetite Guide"
ESP = "E&S Submission and Binding Procedures"
CPR = "Commercial Property Underwriting Rules"
BOP = "Businessowners Policy Eligibility Guide"


def S(company, *args, **kw):
    item = A(*args, **kw)
    return {"company": company, **item}


def SNC(company, q, kind, kws):
    return {"company": company, **NC(q, kind, kws)}


seed = {
    "name": f"seed carriers, {ROUND}",
    "questions": [
        S("cmp_hv_northstar", "hey HO-3 insd's roof is 23 yrs old, still writable w/ northstar?",
          HO, "actual cash value settlement for the roof surface", 1, ["filler", "shorthand", "own-numbers", "yes-no"], verdict="yes"),
        S("cmp_hv_northstar", "can i bind a DP-3 w/ cov A 450k w/o UW approval?",
          BAM, "bound with Coverage A up to $400,000", 1, ["shorthand", "own-numbers", "yes-no"], verdict="no"),
        S("cmp_hv_northstar", "how far can the house be from the fire dept for northstar HO",
          HO, "5 road miles from a responding fire station", 2, ["shorthand"]),
        S("cmp_hv_bluewater", "driver is 22 and needs a CDL, ok on bluewater?",
          CAM, "must be at least 23 years old", 1, ["shorthand", "own-numbers", "yes-no"], verdict="no"),
        S("cmp_hv_bluewater", "8 power units, 1M CSL, all drivers clean - can i bind it?",
          CAM, "bind fleets of up to 10 power units", 2, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
        S("cmp_hv_bluewater", "max fleet safety credit if insd has telematics + dash cams on everything?",
          FSP, "fleet safety credit of up to 10%", 1, ["shorthand"]),
        S("cmp_hv_granite", "roofing contractor, eligible for granite's contractors program?",
          CPG, "Roofing, excavation, blasting, demolition", 1, ["shorthand", "yes-no"], verdict="no"),
        S("cmp_hv_granite", "tools stolen from an unlocked truck - whats the ded on granite's floater?",
          IMF, "carries a $5,000 deductible", 1, ["shorthand"]),
        S("cmp_hv_evergreen", "can i bind evergreen E&S GL myself?",
          ESA, "Brokers have no binding authority", 1, ["shorthand", "yes-no"], verdict="no"),
        S("cmp_hv_evergreen", "how many yrs of loss runs does evergreen want w/ a sub",
          ESP, "Five years of currently valued loss runs", 1, ["shorthand"]),
        S("cmp_hv_keystone", "frame bldg TIV 1.8M, eligible for keystone property?",
          CPR, "Frame buildings up to $2,000,000 TIV", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
        S("cmp_hv_keystone", "restaurant client - what % of sales can be booze on the keystone BOP?",
          BOP, "no more than 25% of sales from alcohol", 1, ["shorthand"]),
        SNC("cmp_hv_northstar", "does northstar offer earthquake cov on the HO-3?", ["shorthand"],
            ["earthquake", "earth movement"]),
        SNC("cmp_hv_bluewater", "does bluewater write food trucks?", [],
            ["food truck", "food trucks", "mobile food"]),
        SNC("cmp_hv_granite", "can granite write builders risk on a remodel job for my contractor?", ["shorthand"],
            ["builders risk", "builder's risk", "course of construction"]),
        SNC("cmp_hv_keystone", "is cyber included on the keystone BOP?", ["shorthand"],
            ["cyber", "data breach"]),
    ],
}

files = {
    "rushford-car-wash-laundromat.json": rushford,
    "cobblestone-real-estate-eo.json": cobblestone,
    "ostrander-collector-car.json": ostrander,
    f"seed-round-{ROUND}.json": seed,
}

kw_out = {}
for fname, data in files.items():
    kws = []
    for i, q in enumerate(data["questions"]):
        if "_kw" in q:
            kws.append({"index": i, "question": q["question"], "keywords": q.pop("_kw")})
    kw_out[fname] = kws
    with open(os.path.join(BASE, fname), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")

with open(os.path.join(BASE, "tools", "not_covered_keywords.json"), "w", encoding="utf-8") as f:
    json.dump(kw_out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", ", ".join(files), "and tools/not_covered_keywords.json")
