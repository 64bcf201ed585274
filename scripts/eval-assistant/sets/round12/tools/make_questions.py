"""Writes the question files and the not-covered keyword list for round 12."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
R = "round 12"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind=None):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"] + (kind or [])}

KW = {}

# ---------------- Guide 1: roofing GL ----------------
D1 = "Roofing Contractors General Liability Underwriting Guide"
g1n = [
 ("do they have any rules on drone use for roof inspections? insd flies one on every bid", ["drone", "drones", "UAV", "unmanned"]),
 ("insd also installs solar panels on the roofs he does, is that ok on this GL?", ["solar", "photovoltaic"]),
 ("can the insd pay the GL premium in installments or is it paid in full only", ["installment", "installments", "payment plan"]),
 ("any silica requirements for crews cutting tile or concrete roofs?", ["silica"]),
]
g1 = {"name": "Thistledown Casualty roofing contractors general liability, " + R,
      "company_name": "Thistledown Casualty Company", "line": "roofing contractors general liability",
      "files": [D1 + ".pdf"], "questions": [
 A("hey quick q, insd roofer has been in biz 2 yrs under current owner, eligible for GL?", D1, "at least three years under the current ownership", 1, ["shorthand", "filler", "own-numbers", "yes-no"], "no"),
 A("whats the ded if my guy does torch down work", D1, "any hot work carry a $5,000", 2, ["shorthand", "filler"]),
 A("subs are 30% of receipts, can i still bind w/o UW?", D1, "Subcontracted cost over 25% of gross receipts", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("min prem on a roofing GL policy?", D1, "minimum policy premium is $2,500", 3, ["shorthand"]),
 A("rate per 1k for commercial low slope, no hot work?", D1, "Commercial low-slope, no hot work $22.75", 3, ["shorthand"]),
 A("insd re-roofs a 5 story apt bldg, can we write it?", D1, "Work on buildings over four stories", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("how long does the fire watch gotta stay up top after torching rn?", D1, "at least 60 minutes after torching stops", 2, ["shorthand", "filler"]),
 A("how many yrs of loss runs do u need and how recent do they have to be valued?", D1, "Five years of loss runs", 3, ["shorthand", "two-fact"]),
 A("roofer had 3 GL claims in last 5 yrs, any shot?", D1, "no more than two general liability claims", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("is blanket AI w/ completed ops available + whats it cost", D1, "flat charge of $250", 2, ["shorthand", "two-fact", "yes-no"], "yes"),
 A("customer's ceiling got soaked bc the crew left the roof untarped overnight, is there a diff ded for that?", D1, "separate deductible of $10,000 per occurrence", 2, ["shorthand", "yes-no"], "yes"),
 A("My client follows hailstorms around the country and sets up shop wherever the damage is. Will they take him?", D1, "relocate to a catastrophe area", 1, ["paraphrase", "own-words", "yes-no"], "no"),
 A("What's the biggest outfit, sales-wise, I'm allowed to put on the books without calling anybody?", D1, "gross receipts are no more than $2,000,000", 3, ["paraphrase", "own-words"]),
 A("This guy sprays that insulating coating stuff on flat commercial tops. Workable?", D1, "Spray polyurethane foam (SPF) roofing", 2, ["paraphrase", "own-words", "yes-no"], "no"),
] + [N(q) for q, _ in g1n]}
KW["Roofing Contractors General Liability Underwriting Guide.json"] = {q: k for q, k in g1n}

# ---------------- Guide 2: medical / dental BOP ----------------
D2 = "Medical and Dental Office Businessowners Guide"
g2n = [
 ("does the BOP include any cyber or data breach cov for patient records?", ["cyber", "breach", "HIPAA"]),
 ("insd is a med spa doing botox and fillers, eligible?", ["spa", "botox", "aesthetic", "cosmetic"]),
 ("office is in a flood zone, can we add flood to the BOP?", ["flood"]),
 ("docs do telehealth visits from home, is that covered on the BOP GL?", ["telehealth", "telemedicine", "virtual"]),
]
g2 = {"name": "Amberlea Mutual medical and dental offices businessowners policy, " + R,
      "company_name": "Amberlea Mutual Insurance Company", "line": "medical and dental offices businessowners policy",
      "files": [D2 + ".pdf"], "questions": [
 A("dental office in an 18k sq ft bldg w/ no sprinklers, eligible for the BOP?", D2, "Buildings over 15,000 square feet must be", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("whats the spoilage limit for vaccines and can we go higher?", D2, "Spoilage of $10,000 $50,000", 2, ["shorthand", "two-fact"]),
 A("quick q does the BOP pick up malpractice for the docs?", D2, "The BOP does not provide professional liability", 1, ["shorthand", "filler", "yes-no"], "no"),
 A("insd is a chiropractor, eligible class?", D2, "Chiropractors, optometrists, podiatrists and", 1, ["shorthand", "yes-no"], "yes"),
 A("ambulatory surgery ctr w/ 2 ORs, can i put it on the BOP", D2, "Ambulatory surgery centers and any office that", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("min prem for a med office BOP w/ 2 locations?", D2, "minimum premium is $750 per policy, plus $500", 3, ["shorthand", "own-numbers"]),
 A("TIV 2.1M at the location, is that w/in my binding auth?", D2, "(TIV) of up to $2,500,000", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("hey do they offer HNOA for a med office? staff runs to the bank in their own cars", D2, "auto liability may be added for practices", 2, ["shorthand", "filler", "yes-no"], "yes"),
 A("pt charts limit if the office burns?", D2, "Valuable papers and $25,000", 2, ["shorthand"]),
 A("dental practice only open 1 yr, but lead dentist licensed 8 yrs, still ok?", D2, "or the lead practitioner has at least five", 1, ["shorthand", "filler", "own-numbers", "yes-no"], "yes"),
 A("bldg limit 3M, whats the min AOP ded, and is there a separate wind/hail ded on the coast?", D2, "building limit over $2,000,000 carry a minimum", 3, ["shorthand", "own-numbers", "two-fact"]),
 A("If the office's vaccine fridge has nothing that calls someone when it warms up at night, does that change anything?", D2, "spoilage limit stays at $10,000", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("Clinic where patients stay the night hooked up to monitors for snoring studies. Will it fit here?", D2, "sleep laboratories with overnight", 1, ["paraphrase", "own-words", "yes-no"], "no"),
 A("If a fire shuts the practice down, how long before lost income starts getting paid?", D2, "24-hour waiting", 2, ["paraphrase", "own-words"]),
] + [N(q) for q, _ in g2n]}
KW["Medical and Dental Office Businessowners Guide.json"] = {q: k for q, k in g2n}

# ---------------- Guide 3: NEMT commercial auto ----------------
D3 = "Non-Emergency Medical Transportation Auto Guide"
g3n = [
 ("insd is switching to electric vans, any EV rules or surcharges?", ["electric", "EV", "battery", "charging"]),
 ("does the policy have abuse & molestation cov for the drivers?", ["abuse", "molestation", "sexual"]),
 ("is rental reimbursement available when a van's in the shop?", ["rental", "reimbursement"]),
 ("do they offer GAP on financed lift vans?", ["gap", "payoff", "loan", "lease"]),
]
g3 = {"name": "Kestrel Point Indemnity non-emergency medical transportation commercial auto, " + R,
      "company_name": "Kestrel Point Indemnity Company", "line": "non-emergency medical transportation commercial auto",
      "files": [D3 + ".pdf"], "questions": [
 A("driver is 72, still eligible to drive for the insd?", D3, "at least 23 and no older than 75", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("hey my guy has 8 wheelchair vans, can i bind it myself?", D3, "Fleets of 6 to 30 power units", 2, ["shorthand", "filler", "own-numbers", "yes-no"], "no"),
 A("van is 14 yrs old, can we get phys dmg on it?", D3, "Vehicles up to 12 model years old", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("whats the ded on a lift van w/ stated amt 75k", D3, "stated value over $60,000 carry a minimum deductible", 2, ["shorthand", "own-numbers"]),
 A("min prem on an NEMT acct?", D3, "minimum premium is $5,000 per policy", 3, ["shorthand"]),
 A("base rate for a ramp minivan @ 1M CSL?", D3, "Minivan with ramp Up to 7 $4,600", 3, ["shorthand", "own-numbers"]),
 A("how soon after hire do drivers need the PASS training?", D3, "within 30 days of hire", 2, ["shorthand"]),
 A("insd does some long runs, like 180 mi one way to mayo, still ok?", D3, "Trips over 150 miles one way", 1, ["shorthand", "filler", "own-numbers"]),
 A("what liab limits do they offer and is UM included?", D3, "$500,000 or $1,000,000 combined single limit", 3, ["shorthand", "two-fact"]),
 A("do they need interior cams w/ 6 vans?", D3, "Fleets of five or more vehicles must have", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("med pay per passenger + is HNOA available?", D3, "Medical payments of $5,000 per passenger", 3, ["shorthand", "two-fact"]),
 A("Client wants folks driving their own cars through an app, Uber style. Will they write that?", D3, "Drivers who use their own personal vehicles", 1, ["paraphrase", "own-words", "yes-no"], "no"),
 A("If a rider's power chair gets wrecked in a crash, does the policy pay for it?", D3, "mobility device extension, up to $7,500", 3, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("How quickly do I have to let them know when a rider gets hurt climbing in?", D3, "reported to Kestrel Point within 24 hours", 2, ["paraphrase", "own-words"]),
] + [N(q) for q, _ in g3n]}
KW["Non-Emergency Medical Transportation Auto Guide.json"] = {q: k for q, k in g3n}

# ---------------- Seed carriers ----------------
def S(company, *a, **k):
    d = A(*a, **k); return {"company": company, **d}
def SN(company, q):
    return {"company": company, **N(q)}
HO, DF, BM = "Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"
CA, FS = "Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"
CP, IM = "Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"
ES, EB = "E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"
KP, KR, KB = "Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"
sn = [
 ("cmp_hv_northstar", "does northstar offer earthquake cov as an endorsement on the HO-3?", ["earthquake", "quake"]),
 ("cmp_hv_bluewater", "can i add motor truck cargo cov for a contractor hauling customer materials on bluewater?", ["cargo"]),
 ("cmp_hv_granite", "does granite write workers comp for the contractors on the GL program too?", ["workers", "compensation", "comp"]),
 ("cmp_hv_keystone", "is terrorism cov included on the keystone BOP or do we have to add it?", ["terrorism", "TRIA"]),
]
seed = {"name": "seed carriers, " + R, "questions": [
 S("cmp_hv_northstar", "quick q insd wants HO-3, roof is 24 yrs old, still get RC on the roof?", HO, "written with actual cash value settlement", 1, ["shorthand", "filler", "own-numbers", "yes-no"], "no"),
 S("cmp_hv_northstar", "whats the most cov A i can bind on a DP-3 w/o UW?", BM, "bound with Coverage A up to $400,000", 1, ["shorthand"]),
 S("cmp_hv_northstar", "hey what's the min ded on a DP-3 rental?", DF, "and $2,500 on DP-3", 1, ["shorthand", "filler"]),
 S("cmp_hv_bluewater", "driver is 22 w/ a CDL, ok on the comm auto policy?", CA, "must be at least 23", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 S("cmp_hv_bluewater", "insd has 7 trucks, do they need a written fleet safety program?", FS, "five or more power units must keep", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
 S("cmp_hv_bluewater", "min prem on a bluewater comm auto policy?", CA, "minimum annual premium is $1,500", 2, ["shorthand"]),
 S("cmp_hv_granite", "roofer w/ 800k revenue, can granite write the GL?", CP, "Roofing, excavation, blasting, demolition", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 S("cmp_hv_granite", "excavator on the floater is 12 yrs old, RC or ACV?", IM, "Equipment older than 10 years is valued", 1, ["shorthand", "own-numbers"]),
 S("cmp_hv_evergreen", "can i bind an evergreen GL quote myself rn?", ES, "Brokers have no binding authority", 1, ["shorthand", "filler", "yes-no"], "no"),
 S("cmp_hv_evergreen", "how long do we have to report a claim to evergreen?", EB, "within 48 hours of notice", 1, ["shorthand"]),
 S("cmp_hv_keystone", "restaurant w/ 1.2M sales, 20% from alcohol, eligible for the BOP?", KB, "no more than 25% of sales from alcohol", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
 S("cmp_hv_keystone", "frame bldg TIV 1.8M PPC 4, eligible for keystone prop?", KP, "Frame buildings up to $2,000,000 TIV", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
] + [SN(c, q) for c, q, _ in sn]}
KW["seed-round12.json"] = {q: k for _, q, k in sn}

for fn, obj in [(D1 + ".json", g1), (D2 + ".json", g2), (D3 + ".json", g3), ("seed-round12.json", seed)]:
    json.dump(obj, open(os.path.join(ROOT, fn), "w"), indent=1, ensure_ascii=False)
json.dump(KW, open(os.path.join(HERE, "not_covered_keywords.json"), "w"), indent=1, ensure_ascii=False)
print("written")
