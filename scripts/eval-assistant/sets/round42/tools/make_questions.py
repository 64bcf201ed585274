"""Writes the four question files of round 42 (authoring script; the data is below)."""
import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

def q(question, says=None, page=None, kind=(), verdict=None, doc=None):
    d = {"question": question}
    if says is None:
        d["expect"] = "not covered"
    else:
        d["expect"] = {"doc": doc, "says": says}
        d["page"] = page
    if verdict:
        d["verdict"] = verdict
    d["kind"] = list(kind)
    return d

E = "Embercliff Oilfield Services Guide 2026"
emb = {
 "name": "Embercliff oilfield services contractors, round 42",
 "company_name": "Embercliff Indemnity Company",
 "line": "oilfield services contractors",
 "files": [E + ".pdf"],
 "questions": [
  q("hey insd runs a workover rig w/ a 118 ft mast, is that eligible?", "112 feet or less", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "no", E),
  q("insd EMR is 1.22 this yr, can we still write them?", "experience modification rate (EMR) of 1.15 or lower", 1, ["shorthand", "own-numbers", "yes-no"], "no", E),
  q("whats the min prem for a pressure testing outfit", "Pressure testing 6222 5.60 1.40 $7,500", 2, ["shorthand"], None, E),
  q("insd has $4.2M gross receipts, all roustabout work, EMR .92, one $40k claim in 5 yrs, wants 1M/2M. ok for me to bind?", "Total gross receipts are $5,000,000 or less", 2, ["shorthand", "own-numbers", "yes-no"], "yes", E),
  q("quick q whats the std ded on these and whats the min earned prem", "$2,500 per occurrence", 2, ["filler", "shorthand", "two-fact"], None, E),
  q("do the field guys need H2S training for the insd to qualify?", "written safety program with H2S awareness training", 1, ["shorthand", "yes-no"], "yes", E),
  q("any chance Embercliff takes an SWD well operator?", "Saltwater disposal well operators", 1, ["filler", "shorthand", "yes-no"], "no", E),
  q("insd TRIR came in at 2.4 last yr, what ded are we looking at", "Applicants with a TRIR above 2.0", 2, ["shorthand", "own-numbers"], None, E),
  q("do they offer med pay on the GL for these risks?", "payments coverage is excluded on every oilfield class", 2, ["shorthand", "yes-no"], "no", E),
  q("insd wants 2M/4M limits, can I bind that w/o UW?", "aggregate are available by referral only", 2, ["shorthand", "own-numbers", "yes-no"], "no", E),
  q("whats the UR&E sublimit and which classes can even get it?", "$500,000 sublimit with a $25,000 deductible", 2, ["shorthand", "two-fact"], None, E),
  q("after the safety inspector comes out and flags stuff, how long does my client get to fix it?", "within 60 days of the survey report", 3, ["paraphrase", "own-words"], None, E),
  q("is there a cap on how much of the revenue can come from one producer?", "single operator may not exceed 60%", 1, ["paraphrase", "own-words"], None, E),
  q("if one of the hands on location ends up admitted at the ER, how fast must that get called in?", "Report any bodily injury that requires hospitalization", 3, ["paraphrase", "own-words"], None, E),
  q("how long is an Embercliff quote good for before it expires?", kind=["not-covered"]),
  q("do they cover punitive damages for a TX insd?", kind=["not-covered"]),
  q("any credit for a drug and alcohol testing program?", kind=["not-covered"]),
  q("insd runs a man camp for its crews, is the camp covered on this GL?", kind=["not-covered"]),
 ]}

L = "Loamstead Public Entity Guide 2026"
loa = {
 "name": "Loamstead public entity, round 42",
 "company_name": "Loamstead Mutual Insurance Company",
 "line": "public entity",
 "files": [L + ".pdf"],
 "questions": [
  q("town of 18,400 ppl, 6 officers, clean losses - can I bind it myself?", "The population is 15,000 or less", 3, ["shorthand", "own-numbers", "yes-no"], "no", L),
  q("PD has 14 sworn officers, can i bind or does it go to UW?", "11 to 25 sworn officers require referral", 1, ["shorthand", "own-numbers"], None, L),
  q("whats the EPL retention if the city doesnt do annual supervisor training?", "Without both, the retention is $50,000", 2, ["shorthand"], None, L),
  q("quick q, do they do monoline LEL for a village PD?", "write monoline law enforcement liability", 1, ["filler", "shorthand", "yes-no"], "no", L),
  q("GL per capita rate for a town of 6,000?", "2,501 to 7,500 $2.70 $3,600 $2,150 $1,075", 2, ["shorthand", "own-numbers"], None, L),
  q("village PD w/ 6 officers, no body cams yet. do they need em for patrol?", "Body-worn cameras for every patrol officer", 1, ["shorthand", "own-numbers", "yes-no"], "yes", L),
  q("what's the min prem on the pkg and the min earned?", "$7,500 per entity for the package", 2, ["shorthand", "two-fact"], None, L),
  q("township pool has a 3m diving board, bind or refer?", "diving boards over one meter", 3, ["shorthand", "own-numbers"], None, L),
  q("fire district w/ a $28M operating budget, eligible?", "operating budget of up to $40,000,000", 1, ["shorthand", "own-numbers", "yes-no"], "yes", L),
  q("how long after binding is the signed app due, and when do they do the risk control visit?", "signed application is due within 20 days", 3, ["shorthand", "two-fact"], None, L),
  q("county lockup holds ppl up to 96 hrs sometimes, is that ok?", "hold detainees longer than 72 hours", 1, ["shorthand", "own-numbers", "yes-no"], "no", L),
  q("how much warning do they give before they won't keep the town on next year?", "90 days notice of non-renewal", 3, ["paraphrase", "own-words"], None, L),
  q("if the city's cops are under a federal court agreement to fix their practices, can we still place them?", "An entity under a consent decree", 1, ["paraphrase", "own-words"], None, L),
  q("the fire dept pumper is 20 yrs old, does it get paid out at new cost?", "older units are valued at actual cash value", 2, ["paraphrase", "own-words", "yes-no"], "no", L),
  q("does the pkg include cyber for the town's servers?", kind=["not-covered"]),
  q("is there crime cov if the treasurer steals from the town?", kind=["not-covered"]),
  q("do they cover zoning suits or inverse condemnation claims?", kind=["not-covered"]),
  q("can the village pay in installments, and is there an installment fee?", kind=["not-covered"]),
 ]}

V = "Valdrift Ski Area Guide 2026"
val = {
 "name": "Valdrift ski areas, round 42",
 "company_name": "Valdrift Specialty Insurance Company",
 "line": "ski areas",
 "files": [V + ".pdf"],
 "questions": [
  q("hey, mtn has 1,950 ft of vert - eligible?", "vertical drop of 1,800 feet or less", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "no", V),
  q("tubing hill wants to let 5 yr olds ride, ok w/ Valdrift?", "no tuber is younger than 6 years old", 1, ["shorthand", "own-numbers", "yes-no"], "no", V),
  q("min prem for a standalone tubing hill?", "$6,500 for a stand-alone tubing hill", 2, ["shorthand"], None, V),
  q("insd has 120k skier visits, 5 fixed grip lifts, no claim over 100k, std limits. can I bind it in aug?", "up to 150,000 skier visits", 2, ["shorthand", "own-numbers", "yes-no"], "yes", V),
  q("new biz acct wants cov bound jan 10, can i do that rn?", "not bound between December 1 and March 31", 2, ["filler", "shorthand", "own-numbers", "yes-no"], "no", V),
  q("what's the ded on a terrain park claim?", "A $10,000 deductible per claim for tubing", 2, ["shorthand"], None, V),
  q("rate per lift for a fixed grip chair, and can I bind those or refer?", "Fixed-grip chairlift Per lift $2,400 $2,800 $3,300", 3, ["shorthand", "two-fact"], None, V),
  q("how many patrollers have to be on duty min?", "At least four patrollers with Outdoor Emergency Care", 1, ["shorthand"], None, V),
  q("insd's oldest chair is 45 yrs old but got a new drive + haul rope in 2019, eligible?", "Lifts older than 40 years are ineligible unless", 1, ["shorthand", "own-numbers", "yes-no"], "yes", V),
  q("what are the std limits and can we go higher?", "$1,000,000 each occurrence and $2,000,000 general aggregate", 2, ["shorthand", "two-fact"], None, V),
  q("do they cover a ski jump w/ a 60m K-point?", "hills with a K-point over 40 meters", 1, ["shorthand", "own-numbers", "yes-no"], "no", V),
  q("when somebody gets taken down to the hospital by EMS, how fast do we report?", "Injuries that need transport by ambulance", 2, ["paraphrase", "own-words"], None, V),
  q("if the mountain gets way busier than the client guessed, do they bill more after the season?", "premium is charged at the Table 3 rate", 2, ["paraphrase", "own-words", "yes-no"], "yes", V),
  q("if a guest ducks under the rope past the marked edge of the resort and wrecks, is that covered?", "outside the posted ski area boundary", 2, ["paraphrase", "own-words", "yes-no"], "no", V),
  q("do they cover snowmobile tours the insd runs?", kind=["not-covered"]),
  q("is there liquor liab for the base lodge bar?", kind=["not-covered"]),
  q("any cov for the insd's ice skating rink?", kind=["not-covered"]),
  q("does the policy pick up the slopeside condo units the resort rents out?", kind=["not-covered"]),
 ]}

def sq(company, question, doc=None, says=None, page=None, kind=(), verdict=None):
    d = {"company": company}
    d.update(q(question, says, page, kind, verdict, doc))
    return d

N, B, G, EV, K = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed = {
 "name": "seed carriers, round 42",
 "questions": [
  sq(N, "roof is 32 yrs old asphalt shingle, can we still write the HO?", "Homeowners Underwriting Guidelines 2025", "roofs older than 30 years are ineligible", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  sq(N, "Cov A is $700k, clean risk, ok to bind w/o UW?", "Binding Authority Memo — Q1 2025", "homeowners policies with Coverage A up to $750,000", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
  sq(N, "whats the min lease term for tenants on a DP rental?", "Dwelling Fire Program Guide", "leases of at least six months", 1, ["shorthand"]),
  sq(B, "driver is 22 and needs a CDL, ok to add?", "Commercial Auto Underwriting Manual", "must be at least 23", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  sq(B, "min prem on a comm auto policy?", "Commercial Auto Underwriting Manual", "minimum annual premium is $1,500 per policy", 2, ["shorthand"]),
  sq(B, "insd has 7 power units, which vehicles need telematics?", "Fleet Safety Program Requirements", "required on every vehicle over 10,000 pounds", 1, ["shorthand", "own-numbers"]),
  sq(G, "insd does some roofing, maybe 10% of revenue. ok for the contractors program?", "Contractors Program Underwriting Guide", "Roofing, excavation, blasting, demolition", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  sq(G, "unscheduled tools - max per item?", "Inland Marine Equipment Floater Guidelines", "maximum of $2,500 per item", 1, ["shorthand"]),
  sq(EV, "broker here, can I bind an LRO on my own?", "E&S General Liability Appetite Guide", "Brokers have no binding authority", 1, ["shorthand", "yes-no"], "no"),
  sq(EV, "how long are E&S quotes good for?", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, ["shorthand"]),
  sq(K, "frame bldg w/ $2.4M TIV, eligible for property?", "Commercial Property Underwriting Rules", "Frame buildings up to $2,000,000 TIV", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  sq(K, "restaurant w/ $1.2M sales, 20% from alcohol - BOP eligible?", "Businessowners Policy Eligibility Guide", "Restaurants with annual sales up to $1,500,000", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
  sq(N, "does Northstar have an identity fraud endorsement on the HO?", kind=["not-covered"]),
  sq(B, "does Bluewater offer rental reimbursement on the comm auto?", kind=["not-covered"]),
  sq(G, "any discount for contractors w/ a written safety program?", kind=["not-covered"]),
  sq(K, "does Keystone need a flood zone determination before binding?", kind=["not-covered"]),
 ]}

files = {"embercliff_round42.json": emb, "loamstead_round42.json": loa, "valdrift_round42.json": val, "seed_round42.json": seed}
for name, data in files.items():
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")
print("wrote", ", ".join(files))
