"""Writes the four question files and not_covered_keywords.json (hand-written content)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
R = "round 18"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind=()):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"] + list(kind)}

NCK = {}

# ---------------- Guide 1: garage ----------------
G1 = "Juniper Bay Garage Program Underwriting Guide"
g1q = [
 A("hey does insd need ASE cert? owner has none but his shop mgr does, are we ok", G1, "owner or manager holds a current ASE certification", 1, ["filler", "shorthand", "yes-no"], "yes"),
 A("quick q - shop has 31 FT employees at the one location, still eligible?", G1, "No more than 25 full-time employees per location", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
 A("insd runs 1 wrecker on the side for customer tows, can we still write the garage policy w/ that?", G1, "Towing, wrecker and repossession operations", 2, ["shorthand", "filler", "yes-no"], "no"),
 A("whats the min prem for garage liab at the 500k limit", G1, "$500,000 $1,000,000 $465 $590 $1,400", 2, ["shorthand", "own-numbers"]),
 A("body shop w/ 6 FT guys wants 1M each accident - rate per employee?", G1, "$1,000,000 $2,000,000 $540 $685 $1,650", 2, ["shorthand", "own-numbers"]),
 A("my guy's newest tech is 19, can he road test customer cars?", G1, "must be at least 21 years old", 2, ["filler", "own-numbers", "yes-no"], "no"),
 A("can a collision shop get GK on direct primary?", G1, "available only to mechanical repair shops", 2, ["shorthand", "yes-no"], "no"),
 A("GK deds for collision? and if a storm hits the lot is there a cap on how many deds apply", G1, "maximum of five deductibles per event", 2, ["shorthand", "two-fact"]),
 A("insd parks around 28 customer cars outside overnight, fenced + lit lot - ok?", G1, "20 customer autos may be stored outside", 2, ["own-numbers", "shorthand", "yes-no"], "no"),
 A("can I bind this one rn? 8 FT employees, 1.6M receipts, GK 200k, no claims in 3 yrs", G1, "no more than 10 full-time employees", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
 A("what do u need on a new garage sub, and is it 3 or 5 yrs of loss runs", G1, "Three years of loss runs", 3, ["shorthand", "two-fact"]),
 A("How often does somebody qualified have to look over the hoists the cars go up on?", G1, "certified lift inspector at least once a year", 3, ["paraphrase", "own-words"]),
 A("Sometimes they shoot color on cars out in the yard instead of in the enclosed room. Is that a deal breaker?", G1, "paints outside an approved booth is ineligible", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("When the techs take a car out after a repair to see how it handles, how far from the garage can they go?", G1, "limited to a 10-mile radius of the shop", 2, ["paraphrase", "own-words"]),
 N("does Juniper Bay offer EPLI for the shop? insd had a harassment complaint from a former tech", ["shorthand"]),
 N("can we pick up work comp for the mechanics on the same policy", ["shorthand"]),
 N("techs own their tools, like 40k each - is there a tools floater or are their tools covered anywhere", ["own-numbers"]),
 N("whats the most umbrella they'll put over the garage liab", ["shorthand"]),
]
NCK[G1] = {
 g1q[14]["question"]: ["EPLI", "employment practices", "harassment", "wrongful termination", "discrimination"],
 g1q[15]["question"]: ["workers compensation", "workers' compensation", "workers comp", "work comp"],
 g1q[16]["question"]: ["tools", "tool floater", "tools floater", "inland marine", "employee tools"],
 g1q[17]["question"]: ["umbrella", "excess liability"],
}

# ---------------- Guide 2: habitational ----------------
G2 = "Saltcreek Mutual Habitational Program Guide"
g2q = [
 A("hey 9 unit apt bldg built 1968, wiring plumbing and heat all redone in 2012 - eligible?", G2, "Built in 1975 or later; older", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
 A("roof is 19 yrs old on the apt bldg, RC or ACV?", G2, "Roofs 16 to 25 years old", 2, ["shorthand", "own-numbers"]),
 A("occupancy is at 82% rn, can we still write it", G2, "Occupancy: 85% or more", 1, ["filler", "own-numbers", "yes-no"], "no"),
 A("joisted masonry complex in TX, whats the wind/hail ded", G2, "0.49 1% of building limit 2%", 2, ["shorthand"]),
 A("insd has one frame bldg w/ 30 units in it, ok for the program?", G2, "24 units per building", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("pool has a diving board - is that a problem for the GL?", G2, "diving board or slide are ineligible", 3, ["shorthand", "yes-no"], "yes"),
 A("4-plex, can I do GL at 500/1M instead of 1M/2M?", G2, "$500,000 / $1,000,000 is available", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("can I bind 36 units, TIV 4.2M, built 1990, no losses?", G2, "to 40 units and TIV up to", 3, ["own-numbers", "shorthand", "yes-no"], "yes"),
 A("min prem on prop? and on the GL", G2, "The minimum premium is $2,500", 3, ["shorthand", "two-fact"]),
 A("what's the AOP ded on a 60 unit bldg", G2, "24 units and $5,000 for larger", 2, ["shorthand", "own-numbers"]),
 A("do u need a rent roll w/ the sub? how old can it be, and how many yrs of loss runs", G2, "A rent roll dated within 60", 3, ["shorthand", "two-fact"]),
 A("If a fire forces the tenants out, how long will the owner get back the money the tenants would have paid, and when does that start?", G2, "written as loss of rents for 12", 2, ["paraphrase", "own-words"]),
 A("A few renters want to hand their apartments over to other people while they travel. Does the carrier go along with that?", G2, "not be sublet by tenants", 1, ["paraphrase", "own-words", "yes-no"], "no"),
 A("After we put coverage in force, how soon does the company send somebody out to look the place over?", G2, "control inspection within 45 days", 3, ["paraphrase", "own-words"]),
 N("can we add earthquake cov on the apt bldg in OK? insd is worried after the tremors", ["shorthand"]),
 N("bldg sits in a flood zone A - does Saltcreek write flood or do I go NFIP", ["shorthand"]),
 N("is terrorism cov included on the habitational pkg or is it a separate charge", ["shorthand"]),
 N("does the property side include equipment breakdown for the boiler?", []),
]
NCK[G2] = {
 g2q[14]["question"]: ["earthquake", "seismic", "quake", "tremors"],
 g2q[15]["question"]: ["flood", "flood zone", "NFIP"],
 g2q[16]["question"]: ["terrorism", "TRIA"],
 g2q[17]["question"]: ["equipment breakdown", "boiler", "mechanical breakdown"],
}

# ---------------- Guide 3: cyber ----------------
G3 = "Quayside Indemnity Small Business Cyber Underwriting Guide"
g3q = [
 A("insd is a dental office w/ 6 dentists, eligible for cyber?", G3, "with up to 20 physicians or dentists", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("client has no MFA on email - can we still get a quote if they take a bigger retention?", G3, "without MFA on email and remote access", 3, ["shorthand", "filler", "yes-no"], "no"),
 A("rev 3.2M, wants 1M limit - ballpark base prem?", G3, "$1,000,001 to $5,000,000 $1,150 $1,600 $2,300", 2, ["shorthand", "own-numbers"]),
 A("BI waiting period? insd does 14M in rev", G3, "$10,000,000 and 12 hours above", 1, ["shorthand", "own-numbers"]),
 A("quick q - is social engineering covered and whats the sublimit", G3, "social engineering: $100,000", 2, ["filler", "shorthand"]),
 A("insd is a small MSP, 2M rev - can we write them?", G3, "managed service providers and data centers", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("can I bind? 8M rev, 1M limit, all controls yes, no incidents ever", G3, "bind applicants with revenue up to $10,000,000", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("rev is 12M - do they need EDR?", G3, "required on every computer and server for applicants", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("hey my guy wants a 3M limit, rev is 800k - possible?", G3, "not available to insureds with revenue of", 2, ["filler", "own-numbers", "yes-no"], "no"),
 A("whats the min prem on cyber and when does it become fully earned", G3, "fully earned 30 days after inception", 2, ["shorthand", "two-fact"]),
 A("how many PII records can insd hold, and what if some are health records", G3, "Fewer than 250,000 records of personally identifiable", 1, ["shorthand", "two-fact"]),
 A("If my client's computers get locked up and crooks demand money to unlock them, does the company have to okay the payment first?", G3, "ransom payments require the prior written consent", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("How often does the client have to prove they can actually get their files back from the copies they keep?", G3, "tested for restoration at least every six months", 3, ["paraphrase", "own-words"]),
 A("Who does the client phone first when they think they have been hacked?", G3, "calls the 24-hour breach hotline", 3, ["paraphrase", "own-words"]),
 N("whats the retro date on new biz - do they give full prior acts?", ["shorthand"]),
 N("insd takes credit cards at the counter, are PCI fines and assessments covered?", ["shorthand"]),
 N("if ransomware bricks their laptops does the policy pay to replace the hardware", []),
 N("is there cov for lost business from bad press / reputational harm after a breach?", ["shorthand"]),
]
NCK[G3] = {
 g3q[14]["question"]: ["retroactive", "retro date", "prior acts"],
 g3q[15]["question"]: ["PCI", "payment card", "card brand"],
 g3q[16]["question"]: ["bricking", "bricked", "bricks", "hardware", "laptops"],
 g3q[17]["question"]: ["reputational", "reputation", "bad press", "brand"],
}

guides = [
 ("juniper-bay-garage-round-18.json", {"name": f"Juniper Bay Casualty garage liability and garagekeepers, {R}", "company_name": "Juniper Bay Casualty Company", "line": "garage liability and garagekeepers (auto repair and body shops)", "files": [G1 + ".pdf"], "questions": g1q}),
 ("saltcreek-habitational-round-18.json", {"name": f"Saltcreek Mutual habitational property and GL, {R}", "company_name": "Saltcreek Mutual Insurance Company", "line": "apartment buildings and small habitational (commercial property and general liability)", "files": [G2 + ".pdf"], "questions": g2q}),
 ("quayside-cyber-round-18.json", {"name": f"Quayside Indemnity small business cyber, {R}", "company_name": "Quayside Indemnity Company", "line": "cyber liability for small businesses", "files": [G3 + ".pdf"], "questions": g3q}),
]

# ---------------- Seed carriers ----------------
def S(company, q, doc, says, page, kind, verdict=None):
    d = A(q, doc, says, page, kind, verdict); d["company"] = company
    return d
def SN(company, q, kind=()):
    d = N(q, kind); d["company"] = company
    return d
NS, BW, GP, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed = [
 S(NS, "roof on the house is 23 yrs old, does the roof still get RC?", "Homeowners Underwriting Guidelines 2025", "Roofs older than 20 years are written", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 S(NS, "HO w/ Cov A 700k, clean risk - can I bind w/o UW?", "Binding Authority Memo — Q1 2025", "Coverage A up to $750,000 without prior", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
 S(NS, "how long can a DP rental sit empty between tenants before it's ineligible", "Dwelling Fire Program Guide", "vacant for more than 60 consecutive days", 1, ["shorthand"]),
 S(BW, "driver is 22 and needs a CDL, ok to list him?", "Commercial Auto Underwriting Manual", "(CDL) must be at least 23", 1, ["own-numbers", "shorthand", "yes-no"], "no"),
 S(BW, "comp/coll ded options on the work vans?", "Commercial Auto Underwriting Manual", "collision deductibles are $500, $1,000 or $2,500", 2, ["shorthand"]),
 S(BW, "insd has 7 power units - do they need a written fleet safety program?", "Fleet Safety Program Requirements", "must keep a written fleet safety program", 1, ["own-numbers", "yes-no"], "yes"),
 S(GP, "carpentry contractor subs out about 35% of his work - still ok for the program?", "Contractors Program Underwriting Guide", "may not exceed 25% of annual revenue", 1, ["own-numbers", "filler", "yes-no"], "no"),
 S(GP, "skid steer on the floater is 12 yrs old, RC or ACV?", "Inland Marine Equipment Floater Guidelines", "Equipment older than 10 years is valued", 1, ["shorthand", "own-numbers"]),
 S(EV, "can I bind an E&S GL risk myself if it fits the appetite?", "E&S General Liability Appetite Guide", "Brokers have no binding authority", 1, ["shorthand", "yes-no"], "no"),
 S(EV, "quick q how long do E&S quotes stay firm", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, ["filler", "shorthand"]),
 S(KS, "max TIV for a frame bldg on commercial prop?", "Commercial Property Underwriting Rules", "Frame buildings up to $2,000,000 TIV", 1, ["shorthand"]),
 S(KS, "can an auto body shop go on the BOP?", "Businessowners Policy Eligibility Guide", "Manufacturers, auto repair and body shops", 1, ["shorthand", "yes-no"], "no"),
 SN(NS, "can I add earthquake cov to the HO policy?", ["shorthand"]),
 SN(BW, "does the commercial auto policy have rental reimbursement if a van is down for repairs", []),
 SN(GP, "can we write workers comp for the contractor along w/ the GL?", ["shorthand"]),
 SN(KS, "is flood cov available on the commercial property policy?", ["shorthand"]),
]
NCK["seed"] = {
 seed[12]["question"]: ["earthquake", "seismic", "quake"],
 seed[13]["question"]: ["rental reimbursement", "rental", "reimbursement", "substitute"],
 seed[14]["question"]: ["workers compensation", "workers comp", "work comp", "workers' compensation"],
 seed[15]["question"]: ["flood", "flooding"],
}

for fn, data in guides:
    json.dump(data, open(os.path.join(OUT, fn), "w"), indent=1, ensure_ascii=False)
json.dump({"name": f"seed carriers, {R}", "questions": seed}, open(os.path.join(OUT, "seed-round-18.json"), "w"), indent=1, ensure_ascii=False)
json.dump(NCK, open(os.path.join(HERE, "not_covered_keywords.json"), "w"), indent=1, ensure_ascii=False)
print("written")
