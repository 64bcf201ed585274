"""Writes the question JSON files and the not-covered keyword list for round 23.
Kept as a script so the files can be regenerated; verify.py checks the result."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
R = "round 23"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict:
        d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind=("not-covered",)):
    return {"question": q, "expect": "not covered", "kind": list(kind)}

keywords = {}

# ---------------- Pipistrelle Mutual: child care ----------------
D = "Pipistrelle Mutual Child Care Package Guide 2026"
pip_nc = [
    (N("does Pipistrelle offer EPLI on the daycare? owner is worried a teacher they let go is gonna sue", ["not-covered", "shorthand"]),
     ["EPLI", "employment practices", "wrongful termination", "discrimination"]),
    (N("center sits in a flood zone AE, can we add flood to the package?", ["not-covered", "shorthand"]),
     ["flood", "flood zone"]),
    (N("any cyber cov for the parent enrollment + payment data they keep online?", ["not-covered", "shorthand"]),
     ["cyber", "data breach", "privacy"]),
    (N("hey can you guys write the workers comp for the daycare staff too?", ["not-covered", "filler", "shorthand"]),
     ["workers comp", "workers compensation", "workers"]),
]
pip = {
 "name": "Pipistrelle Mutual child care centers and day care, " + R,
 "company_name": "Pipistrelle Mutual Insurance Company",
 "line": "Child care centers and day care (commercial package with abuse and molestation coverage)",
 "files": [D + ".pdf"],
 "questions": [
  A("hey quick q - daycare insd had their license put on probation by the state in 2023, still eligible w/ you guys?", D,
    "placed on probation in the last five years", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
  A("center is licensed for 140 kids, can I bind it myself or does UW have to see it", D,
    "licensed capacity of up to 120 children", 3, ["own-numbers", "shorthand", "yes-no"], "no"),
  A("whats the agg and the ded if insd picks the 250k abuse limit?", D,
    "$250,000 $500,000 $2,500", 2, ["shorthand", "own-numbers", "two-fact"]),
  A("does the A&M limit eat into the GL limits or is it on top?", D,
    "do not reduce, the general liability limits", 2, ["shorthand"]),
  A("insd wants teachers to drive kids to the park in their own cars for a field trip, is that ok?", D,
    "transported in the personal vehicles of staff", 2, ["shorthand", "yes-no"], "no"),
  A("how often do the staff bg checks have to be rerun?", D,
    "repeated every five years", 2, ["shorthand"]),
  A("my guy has cameras in every classroom and keeps the footage 45 days, does that get him any credit on the abuse prem?", D,
    "earn a credit of 10%", 2, ["filler", "own-numbers", "shorthand", "yes-no"], "yes"),
  A("frame bldg, TIV 1.2M - can you write the prop?", D,
    "Frame buildings are limited to $1,000,000 TIV", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("min prem for an in-home daycare? and if they cancel midterm do they get any of the A&M prem back", D,
    "$600 for family child care homes", 3, ["two-fact", "shorthand"]),
  A("bldg is 52 yrs old but roof, wiring, plumbing and heat were all redone in 2015 - ok for prop?", D,
    "updated in the last 25 years", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("in-home daycare licensed for 10 kids, is that something you'd write?", D,
    "licensed capacity of up to 12", 1, ["own-numbers", "yes-no"], "yes"),
  A("If a teacher hurts a child and the family comes after the school saying it never should have taken that person on, would the policy respond?", D,
    "claims for negligent hiring, supervision and retention", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
  A("Once they stop buying the protection for mistreatment of kids, can they still turn in a claim later for something that happened while they had it?", D,
    "extended reporting period of three years", 2, ["paraphrase", "own-words"]),
  A("What happens if the owner fibs on the app about screening employees' criminal records?", D,
    "voids the abuse and molestation coverage from inception", 2, ["paraphrase", "own-words"]),
 ] + [q for q, _ in pip_nc],
}
keywords["pipistrelle-child-care-round-23.json"] = {q["question"]: k for q, k in pip_nc}

# ---------------- Semaphore Casualty: tow and roadside ----------------
D = "Semaphore Casualty Tow and Roadside Operators Manual 2026"
sem_nc = [
    (N("can we get an umbrella over the auto? insd wants 5M total", ["not-covered", "shorthand", "own-numbers"]),
     ["umbrella", "excess"]),
    (N("insd tows a lot of Teslas - any special rules for EV battery fires on the hook or sitting in the lot?", ["not-covered", "shorthand"]),
     ["electric", "EV", "EVs", "battery", "batteries", "lithium"]),
    (N("will Semaphore do the MCS-90 and the state tow permit filing for my insd?", ["not-covered", "shorthand"]),
     ["MCS-90", "filing", "filings", "permit"]),
    (N("do you have a monthly pay plan on tow accts or does it have to be paid in full?", ["not-covered", "shorthand"]),
     ["monthly", "installment", "installments", "pay plan", "paid in full"]),
]
sem = {
 "name": "Semaphore Casualty tow truck and roadside service operators, " + R,
 "company_name": "Semaphore Casualty Company",
 "line": "Tow truck and roadside service operators (commercial auto, on-hook cargo and garagekeepers)",
 "files": [D + ".pdf"],
 "questions": [
  A("tow driver is 22 w/ a clean MVR, can insd put him on the policy?", D,
    "at least 23 years old", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("insd runs 8 light duty trucks, no heavies, wants on-hook at 100k and GK at 200k - can I bind it?", D,
    "on-hook cargo limits up to $100,000", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("whats the on-hook ded when they haul a car worth like 120k?", D,
    "vehicles valued over $100,000", 2, ["shorthand", "own-numbers", "filler"]),
  A("do you guys take repo work at all?", D,
    "Repossession work of any kind", 1, ["filler", "shorthand", "yes-no"], "no"),
  A("lot has 6 ft chain link all the way around, lit dusk to dawn, gate locked after hours - does that meet the GK reqs? and whats the most GK limit I can bind per lot", D,
    "A fence at least six feet high", 2, ["two-fact", "shorthand", "own-numbers"]),
  A("min prem on a tow acct rn?", D,
    "$3,500 per policy", 3, ["shorthand", "filler"]),
  A("base rate per unit for a rotator at 1M CSL?", D,
    "Rotator Over 26,000 lb Not offered $12,400", 3, ["shorthand", "own-numbers"]),
  A("police rotation is like 70% of their tows - can I still bind it?", D,
    "above 60% of tows", 3, ["filler", "own-numbers", "yes-no"], "no"),
  A("2009 rollback, can we get phys dam on it?", D,
    "Tow trucks up to 20 model years old", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("insd towed a car w/ a laptop inside and the customer says it's gone - does on-hook pick that up?", D,
    "Personal property inside a towed vehicle is excluded", 2, ["shorthand", "yes-no"], "no"),
  A("whats min earned if they cancel, and is the GK min prem per lot?", D,
    "minimum premium of $500 per location", 3, ["two-fact", "shorthand"]),
  A("If my client just goes out to swap a flat or bring somebody gas and never hooks the car up, is that kind of call something you'd take?", D,
    "tire changes, fuel delivery, jump starts", 1, ["paraphrase", "own-words", "yes-no"], "yes"),
  A("Customer cars sitting behind the fence overnight at my client's yard - which part of the policy pays if somebody steals one?", D,
    "Garagekeepers coverage pays for theft of or", 2, ["paraphrase", "own-words"]),
  A("Somebody just joined my client's crew as a driver - how long before he has to be certified by one of the trade groups?", D,
    "within 12 months of hire", 1, ["paraphrase", "own-words"]),
 ] + [q for q, _ in sem_nc],
}
keywords["semaphore-tow-roadside-round-23.json"] = {q["question"]: k for q, k in sem_nc}

# ---------------- Merganser Marine: boatowners and PWC ----------------
D = "Merganser Marine Boatowners and PWC Guide 2026"
mer_nc = [
    (N("does the policy include on-water towing if he runs out of gas in the middle of the lake?", ["not-covered"]),
     ["towing", "tow", "on-water assistance", "gas"]),
    (N("insd spilled fuel at the marina fuel dock - any cov for the cleanup?", ["not-covered", "shorthand"]),
     ["spill", "spilled", "pollution", "cleanup"]),
    (N("is there uninsured boater cov if some guy w/ no insurance hits him on the lake?", ["not-covered", "shorthand"]),
     ["uninsured", "underinsured"]),
    (N("insd has a boat lift and a dock at the lake house, can we put those on the boat policy?", ["not-covered", "shorthand"]),
     ["dock", "docks", "boat lift", "boathouse"]),
]
mer = {
 "name": "Merganser Marine personal watercraft and boat owners, " + R,
 "company_name": "Merganser Marine Underwriters",
 "line": "Personal watercraft and boat owners (personal lines boatowners)",
 "files": [D + ".pdf"],
 "questions": [
  A("insd's son is 15, can he be listed to drive the jet ski?", D,
    "must be at least 16 years old", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("2004 24ft bowrider worth about 28k - can we do agreed value on it?", D,
    "is written at actual cash value only", 2, ["own-numbers", "shorthand", "yes-no"], "no"),
  A("32 ft cabin cruiser, value 180k - do I need a survey on it?", D,
    "agreed value over $150,000", 2, ["own-numbers", "yes-no"], "yes"),
  A("insd's boat tops out around 70 mph, can we still write it?", D,
    "capable of more than 65 miles per hour", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("what liab limits can I offer on a pontoon?", D,
    "$100,000, $300,000 or $500,000 per occurrence", 2, ["shorthand"]),
  A("whats the ded on a runabout w/ an agreed value of 60k?", D,
    "1%, min $500", 2, ["shorthand", "own-numbers"]),
  A("quick q - is the insd's trailer covered automatically, and up to how much?", D,
    "actual cash value up to $5,000", 2, ["two-fact", "filler", "shorthand"]),
  A("client lives on his cruiser about 4 months out of the yr, ok?", D,
    "living aboard for more than 60 days", 1, ["own-numbers", "shorthand", "yes-no"], "no"),
  A("can I bind a 28 ft pontoon, 95k agreed value, 2021 model, no losses?", D,
    "Agents may bind boats up to 30 feet", 3, ["own-numbers", "yes-no"], "yes"),
  A("insd had 2 boat claims in the last 3 yrs, still eligible?", D,
    "more than one boating loss", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("min prem for a policy w/ just one jet ski? and whats min earned if they cancel", D,
    "$150 for a policy covering only personal watercraft", 3, ["two-fact", "shorthand"]),
  A("My client wants to make a few bucks taking folks out on his boat on weekends - does his coverage still work?", D,
    "carrying passengers for hire", 1, ["paraphrase", "own-words", "yes-no"], "no"),
  A("Both kids who drive it passed that state-approved class on rules of the water - does that knock anything off the price?", D,
    "10% when every listed operator has completed", 3, ["paraphrase", "own-words"]),
  A("When do they have to pull it out for the cold months?", D,
    "runs from November 1 to April 1", 3, ["paraphrase", "own-words"]),
 ] + [q for q, _ in mer_nc],
}
keywords["merganser-boatowners-round-23.json"] = {q["question"]: k for q, k in mer_nc}

# ---------------- Seed carriers ----------------
def S(company, *a, **k):
    d = A(*a, **k)
    return {"company": company, **d}

def SN(company, q, kind):
    return {"company": company, **N(q, kind)}

NS, BW, GP, EG, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed_nc = [
    (SN(NS, "does Northstar have an earthquake endorsement for the HO?", ["not-covered", "shorthand"]), ["earthquake"]),
    (SN(BW, "can Bluewater write motor truck cargo on the insd's box trucks?", ["not-covered", "shorthand"]), ["cargo", "motor truck cargo"]),
    (SN(GP, "does Granite Peak write builders risk on the contractor's remodel jobs?", ["not-covered"]), ["builders risk", "builder's risk", "course of construction"]),
    (SN(KS, "does the Keystone BOP come w/ any cyber / data breach cov?", ["not-covered", "shorthand"]), ["cyber", "data breach"]),
]
seed = {
 "name": "seed carriers, " + R,
 "questions": [
  S(NS, "HO insd's roof is 23 yrs old - still get RC on the roof?", "Homeowners Underwriting Guidelines 2025",
    "actual cash value settlement for the roof surface", 1, kind=["shorthand", "own-numbers", "yes-no"], verdict="no"),
  S(NS, "can I bind an HO w/ cov A at 700k w/o going to UW?", "Binding Authority Memo — Q1 2025",
    "up to $750,000 without prior underwriter approval", 1, kind=["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  S(NS, "min ded on a DP-3 rental?", "Dwelling Fire Program Guide",
    "$2,500 on DP-3", 1, kind=["shorthand"]),
  S(BW, "driver is 22 and needs a CDL for the box truck - ok to list him?", "Commercial Auto Underwriting Manual",
    "must be at least 23 years old", 1, kind=["shorthand", "own-numbers", "yes-no"], verdict="no"),
  S(BW, "insd has 7 trucks w/ telematics + dash cams in all of them, what safety credit can they get?", "Fleet Safety Program Requirements",
    "fleet safety credit of up to 10%", 1, kind=["shorthand", "own-numbers"]),
  S(BW, "insd has a 17 yr old pickup, what can we do cov-wise on it?", "Commercial Auto Underwriting Manual",
    "written for liability only", 2, kind=["shorthand", "own-numbers"]),
  S(GP, "GC subs out about 30% of rev, is that ok?", "Contractors Program Underwriting Guide",
    "may not exceed 25% of annual revenue", 1, kind=["shorthand", "own-numbers", "yes-no"], verdict="no"),
  S(GP, "on the floater - insd has a skid steer worth 80k, does it need GPS?", "Inland Marine Equipment Floater Guidelines",
    "must carry a GPS tracking device", 1, kind=["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  S(EG, "bar w/ liquor at 45% of receipts, in appetite for E&S GL?", "E&S General Liability Appetite Guide",
    "liquor sales of up to 60% of receipts", 1, kind=["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  S(EG, "hey how long r quotes good for on the E&S side?", "E&S Submission and Binding Procedures",
    "remain firm for 30 days", 1, kind=["filler", "shorthand"]),
  S(KS, "restaurant, 1.2M sales, ~20% from alcohol - BOP eligible?", "Businessowners Policy Eligibility Guide",
    "annual sales up to $1,500,000", 1, kind=["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  S(KS, "after bind on comm prop, how long does insd have to finish the loss control recs?", "Required Documents Checklist",
    "completed within 60 days of the report", 1, kind=["shorthand"]),
 ] + [q for q, _ in seed_nc],
}
keywords["seed-round-23.json"] = {q["question"]: k for q, k in seed_nc}

for fn, obj in [("pipistrelle-child-care-round-23.json", pip), ("semaphore-tow-roadside-round-23.json", sem),
                ("merganser-boatowners-round-23.json", mer), ("seed-round-23.json", seed)]:
    with open(os.path.join(ROOT, fn), "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
        f.write("\n")
with open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), "w", encoding="utf-8") as f:
    json.dump(keywords, f, indent=1, ensure_ascii=False)
    f.write("\n")
print("written")
