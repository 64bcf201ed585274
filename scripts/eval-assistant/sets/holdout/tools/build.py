"""Builds the three held-out question files. Run: python3 tools/build.py (then tools/verify.py)."""
import json, os
OUT = os.path.join(os.path.dirname(__file__), "..")

def A(q, says, page, kind, verdict=None, doc=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind):
    return {"question": q, "expect": "not covered", "kind": kind + ["not-covered"]}

# ---------------------------------------------------------------- apartment guide
APT = "Apartment Program Underwriting Guide"
apt = [
 # answered, agent style (17)
 A("hey quick q - apt complex built 1979, still has the original wiring + plumbing, eff 7/1/25. eligible w/ cedar ridge?",
   "41 to 70 years old", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("my insured has 118 units all on one parcel, can i bind it myself or does UW need to sign off",
   "100 units", 3, ["filler","own-numbers","yes-no"], "no"),
 A("whats the AOP ded on a location w/ $14M TIV",
   "$10,000", 3, ["shorthand","own-numbers"]),
 A("TX garden apts, bldg limit is $800k - what does the wind/hail ded come out to?",
   "$25,000", 3, ["shorthand","own-numbers"]),
 A("40 of the 100 units are section 8 vouchers. do i have to refer that or is it fine to quote",
   "30%", 2, ["own-numbers","yes-no","paraphrase"], "yes"),
 A("occupancy is sitting at 82% rn bc of turnover, does that still qualify?",
   "at least 85%", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("bldg has aluminum branch wiring but it was all remediated w/ approved connectors (alumiconn). is that ok or auto decline?",
   "remediated with approved connectors", 2, ["shorthand","yes-no","paraphrase"], "yes"),
 A("does A&B have a sublimit on the apt pkg? whats the per occ and the agg",
   "$200,000 aggregate", 3, ["shorthand","two-fact"]),
 A("roof is 19 yrs old - how would a roof claim get settled, RC or ACV?",
   "actual cash value", 2, ["shorthand","own-numbers"]),
 A("they have a pool w/ a waterslide, can i just bind it",
   "diving board or a slide", 2, ["filler","yes-no","paraphrase"], "no"),
 A("5 story bldg, frame construction but fully sprinklered. eligible?",
   "masonry non-combustible or fire resistive", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("complex near the univ of arkansas, about 32% of units leased to full time students. can we write it?",
   "25%", 1, ["own-numbers","yes-no","paraphrase"], "no"),
 A("loss of rents - how many months and is there a waiting period?",
   "72-hour waiting period", 2, ["two-fact","paraphrase"]),
 A("mgmt co has only been managing apts for 2 yrs, owner is new too. does that work for cedar ridge",
   "at least three years of experience", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("tornado warning in the county this afternoon, how long till i can bind again after it expires",
   "72 hours after the warning expires", 3, ["filler","paraphrase"]),
 A("do the model unit and the leasing office count toward the unit count?",
   "each count as one unit", 1, ["yes-no","paraphrase"], "yes"),
 A("can cedar ridge put an umbrella over the apt pkg? how high can it go and what has to be underlying",
   "$10,000,000", 3, ["shorthand","two-fact"]),
 # own words (5)
 A("What is the minimum premium per policy?", "$5,000", 3, ["own-words"]),
 A("What is the property sublimit for fungi, mold and bacteria?", "$25,000", 3, ["own-words"]),
 A("How often must elevated wood balconies and exterior stairways be inspected?", "every five years", 2, ["own-words"]),
 A("What is the maximum total insured value (TIV) per location?", "$20,000,000", 2, ["own-words"]),
 A("How many units per account are allowed in the apartment program?", "400 units per account", 1, ["own-words"]),
 # not covered (6)
 N("hey does cedar ridge require flood cov if the complex is in zone AE?", ["filler","shorthand"]),
 N("insured has a 64 unit bldg in MO near new madrid - is earthquake cov available on the apt pkg?", ["own-numbers","shorthand"]),
 N("any dog breed restrictions for tenants (pit bulls, rotties etc)? anyway need to know before i quote", ["filler","paraphrase"]),
 N("can we add EPLI / fair housing discrimination cov to the apartment package?", ["shorthand","yes-no"]),
 N("whats the agent commission on new apt biz with cedar ridge", ["shorthand"]),
 N("my insured wants to pay the premium in quarterly installments, is that allowed?", ["filler","yes-no"]),
]
for q in apt:
    if isinstance(q["expect"], dict): q["expect"]["doc"] = APT

# ---------------------------------------------------------------- cargo guide
MTC = "Motor Truck Cargo Underwriting Guide"
mtc = [
 A("driver is 22 w/ 3 yrs class A, ok to run him on the tractor-trailer?",
   "at least 23 years old", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("straight truck driver, 21 yo, about 14 months commercial driving exp - eligible?",
   "at least 21 years old", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 A("whats the max limit per truck on reefer loads (frozen food, produce)?",
   "$200,000", 2, ["shorthand","paraphrase"]),
 A("insured hauls 70% general freight, 18% electronics, 12% lumber. what class governs and can i bind it",
   "Class D", 3, ["own-numbers","two-fact","yes-no"], "no"),
 A("they run about 450 mi out from the yard, whats the rate factor",
   "1.00", 2, ["own-numbers","shorthand"]),
 A("min ded for a load worth 180k?",
   "$5,000", 3, ["shorthand","own-numbers"]),
 A("quick q - if a $60k tobacco load gets stolen whats the ded",
   "$10,000", 3, ["filler","own-numbers","shorthand"]),
 A("does ironhorse write cargo for a household goods mover?",
   "household goods", 2, ["yes-no","paraphrase"], "no"),
 A("new venture, MC authority only 18 months but owner drove OTR tractor-trailer 9 yrs. is that an auto decline?",
   "at least five years of tractor-trailer driving experience", 3, ["shorthand","own-numbers","yes-no"], "no"),
 A("fleet of 14 power units, can i bind on my own?",
   "11 to 25 power units", 3, ["own-numbers","yes-no"], "no"),
 A("reefer unit is a 2015 thermo king, can they get the reefer breakdown endorsement?",
   "8 model years old or newer", 3, ["own-numbers","yes-no"], "no"),
 A("what are the debris removal and earned freight limits",
   "$5,000", 3, ["two-fact","paraphrase"]),
 A("do trailers count as power units when figuring fleet size?",
   "trailers are not power units", 1, ["yes-no","paraphrase"], "no"),
 A("how often do they pull MVRs and how long do i have to report a newly hired driver",
   "within 30 days of hire", 2, ["shorthand","two-fact"]),
 A("insured shows unrated w/ FMCSA, no safety rating yet - still eligible?",
   "satisfactory or unrated", 1, ["shorthand","yes-no"], "yes"),
 A("3 yr cargo loss ratio is 58%, does that pass?",
   "under 60%", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 A("min prem for a one truck outfit running under its own MC authority?",
   "$1,500", 4, ["shorthand","own-numbers"]),
 # own words (5)
 A("What is the minimum earned premium on cancellation?", "35%", 4, ["own-words"]),
 A("What is the annual rate per power unit for Class B?", "$1,650", 2, ["own-words"]),
 A("What deductible applies to reefer breakdown losses?", "$2,500", 3, ["own-words"]),
 A("How long is cargo covered at the insured's terminal?", "up to 72 hours", 1, ["own-words"]),
 A("What is the limit for pollutant cleanup and removal?", "$10,000 per policy year", 3, ["own-words"]),
 # not covered (6)
 N("does ironhorse give a credit for dash cams or ELDs on the tractors?", ["shorthand","yes-no"]),
 N("whats the commission on MTC new biz", ["shorthand"]),
 N("my insured wants to finance the premium / pay monthly, can they?", ["filler","yes-no"]),
 N("do they require a drug & alcohol testing program or clearinghouse queries on the drivers", ["paraphrase"]),
 N("is trailer interchange available on the ironhorse cargo policy? insured pulls other carriers' trailers", ["yes-no","paraphrase"]),
 N("hey how fast does cargo UW usually turn around a quote rn", ["filler","shorthand"]),
]
for q in mtc:
    if isinstance(q["expect"], dict): q["expect"]["doc"] = MTC

# ---------------------------------------------------------------- seed carriers
HO = "Homeowners Underwriting Guidelines 2025"; BAM = "Binding Authority Memo — Q1 2025"
DP = "Dwelling Fire Program Guide"; CA = "Commercial Auto Underwriting Manual"
FS = "Fleet Safety Program Requirements"; CON = "Contractors Program Underwriting Guide"
ESA = "E&S General Liability Appetite Guide"; ESP = "E&S Submission and Binding Procedures"
BOP = "Businessowners Policy Eligibility Guide"; CP = "Commercial Property Underwriting Rules"

def S(company, q, doc, says, page, kind, verdict=None):
    d = {"company": company, **A(q, says, page, kind, verdict, doc)}
    return d
def SN(company, q, kind):
    return {"company": company, **N(q, kind)}

NS, BW, GP, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed = [
 S(NS, "hey, HO-5 w/ cov A of $820k - can i bind that or do i need UW?", BAM, "$750,000", 1,
   ["filler","shorthand","own-numbers","yes-no"], "no"),
 S(NS, "house built 1946, electrical/plumbing/heat all redone in 2010 and new roof 2019. ok for northstar HO?", HO,
   "updated within the last 25 years", 1, ["own-numbers","yes-no"], "yes"),
 S(NS, "roof on the HO-3 is 24 yrs old, RC or ACV on the roof?", HO, "actual cash value", 1,
   ["shorthand","own-numbers"]),
 S(NS, "whats the min AOP ded on northstar homeowners", HO, "$1,000", 2, ["shorthand"]),
 S(NS, "insured's home is 6 road miles from the nearest fire station, PPC 7. eligible?", HO, "5 road miles", 2,
   ["own-numbers","yes-no","shorthand"], "no"),
 S(NS, "DP-3 rental in ND - wind/hail ded?", DP, "1% of Coverage A", 1, ["shorthand"]),
 S(NS, "rental was vacant 75 days between tenants, still ok on the dwelling fire program?", DP,
   "60 consecutive days", 1, ["own-numbers","yes-no","paraphrase"], "no"),
 SN(NS, "does northstar allow trampolines on HO risks? client has one in the backyard", ["yes-no","paraphrase"]),
 SN(NS, "northstar - is there a multi-policy disc if they also put the autos w/ northstar?", ["shorthand"]),
 SN(NS, "any credit on northstar HO for a monitored central station alarm?", ["paraphrase"]),
 S(BW, "driver is 22 and needs a CDL for the box truck, can bluewater cover him?", CA, "at least 23 years old", 1,
   ["own-numbers","yes-no"], "no"),
 S(BW, "my insured wants phys dam on an '08 F-250 in their fleet, doable?", CA, "liability only", 2,
   ["filler","shorthand","own-numbers","yes-no"], "no"),
 S(BW, "7 unit fleet, mostly pickups + one 14k lb GVW box truck. which ones need telematics?", FS,
   "over 10,000 pounds GVW", 1, ["shorthand","own-numbers"]),
 S(BW, "how fast does the insured have to report an accident to bluewater", FS, "within 24 hours", 1, ["paraphrase"]),
 S(BW, "min prem and min earned on bluewater comm auto?", CA, "$1,500", 2, ["shorthand","two-fact"]),
 SN(BW, "does bluewater require a drug testing program for the drivers?", ["yes-no","paraphrase"]),
 S(GP, "contractor does a lil roofing, like 5% of revenue - still eligible for granite peak's program?", CON,
   "roofing", 1, ["own-numbers","yes-no","filler"], "no"),
 SN(GP, "does granite peak write workers comp for the contractors too?", ["yes-no"]),
 S(EV, "bar w/ 55% liquor sales, closes at 1am - will evergreen quote it?", ESA, "up to 60% of receipts", 1,
   ["shorthand","own-numbers","yes-no"], "yes"),
 S(EV, "how long are evergreen quotes good for", ESP, "firm for 30 days", 1, ["paraphrase"]),
 SN(EV, "can evergreen do GL for a cannabis dispensary in oregon?", ["yes-no"]),
 S(KS, "72 unit apt bldg in NJ, can it go on the keystone BOP?", BOP, "up to 60 units", 1,
   ["shorthand","own-numbers","yes-no"], "no"),
 S(KS, "bldg is 58 yrs old, wiring/plumbing/heat/roof all updated in 2012 - ok for keystone comm property?", CP,
   "updated in the last 20 years", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 SN(KS, "keystone comm prop - do they offer ordinance or law cov, and what limit?", ["shorthand","two-fact"]),
]

def dump(name, obj):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2); f.write("\n")

dump("cedar-ridge-apartments.json", {"name": "Cedar Ridge apartment guide, held out", "company_name": "Cedar Ridge Assurance Company",
     "line": "Habitational — apartments (commercial package)", "files": [APT + ".pdf"], "questions": apt})
dump("ironhorse-motor-truck-cargo.json", {"name": "Ironhorse motor truck cargo guide, held out", "company_name": "Ironhorse Casualty Company",
     "line": "Trucking — motor truck cargo", "files": [MTC + ".pdf"], "questions": mtc})
dump("seed-holdout.json", {"name": "seed carriers, held out", "questions": seed})
print(len(apt), len(mtc), len(seed))
