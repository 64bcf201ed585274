#!/usr/bin/env python3
"""Writes the four question files of round 8 (source of truth for the JSON)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)

def q(question, doc, says, page, kind, verdict=None):
    d = {"question": question, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d
def nc(question, kind):
    return {"question": question, "expect": "not covered", "kind": kind + ["not-covered"]}

PETS = "Copperfield Pet Services Underwriting Guide"
pets = {"name": "Copperfield pet services, round 8", "company_name": "Copperfield Casualty Company",
 "line": "pet services (grooming, boarding kennels, dog daycare)", "files": [PETS + ".pdf"], "questions": [
 q("hey so my insd boards 60 dogs, can i bind it myself?", PETS, "licensed capacity of 41 to 80 dogs", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 q("quick q - groomer runs 2 mobile grooming vans, eligible for the pkg?", PETS, "operating up to 4 mobile grooming units", 1, ["filler","shorthand","own-numbers","yes-no"], "yes"),
 q("min prem for a doggy daycare?", PETS, "$2,000 for any risk that includes boarding", 3, ["shorthand"]),
 q("how many yrs in biz do they want for pet services", PETS, "at least 3 years in business", 2, ["shorthand"]),
 q("my guy runs daycare w/ 1 attendant per 18 dogs in the play group, thats ok right?", PETS, "no more than 15 dogs per attendant", 2, ["filler","shorthand","own-numbers","yes-no"], "no"),
 q("ded for dog on dog fights in group play?", PETS, "group play carry a $1,000 deductible", 2, ["shorthand"]),
 q("salon sells food n treats too, about 25% of sales is retail - still ok?", PETS, "retail is no more than 30%", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 q("whats the ACCC limit per animal, and can we go higher for a kennel w/ 35 dogs?", PETS, "$25,000 per animal is available by referral", 2, ["shorthand","own-numbers","two-fact"]),
 q("insd bldg is 7,500 sq ft w/ no sprinklers, can i bind w/o UW?", PETS, "non-sprinklered building over 6,000 square feet requires referral", 2, ["shorthand","own-numbers","yes-no"], "no"),
 q("rn insd had a dog bite a customer last yr, can i still bind?", PETS, "any bite incident involving a person", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 q("what do i send w/ a kennel sub, and when is the kennel license due if i bind?", PETS, "due within 15 days of binding", 3, ["shorthand","two-fact"]),
 q("What's the most I can put on the things inside the shop - the tables, dryers, shampoo stock and so on?", PETS, "business personal property: up to $250,000", 2, ["paraphrase","own-words"]),
 q("Would they take a trainer who teaches dogs to go after intruders on command?", PETS, "protection, guard dog or attack training", 2, ["paraphrase","own-words","yes-no"], "no"),
 q("If the groomer accidentally nicks a pup while trimming its coat, is that picked up, and for how much?", PETS, "included at $100,000 per incident", 2, ["paraphrase","own-words"]),
 nc("do they offer EPLI for the kennel staff?", ["shorthand"]),
 nc("flood cov available for a boarding kennel in a flood zone?", ["shorthand"]),
 nc("whats the commission % on pet services biz", ["shorthand"]),
 nc("insd needs a surety bond for the county kennel license, can copperfield do that?", ["shorthand"]),
]}

STR = "Alder Cove Short-Term Rental Dwelling Program Manual"
strf = {"name": "Alder Cove short-term rental, round 8", "company_name": "Alder Cove Mutual Insurance Company",
 "line": "short-term rental dwellings (personal lines dwelling for booking-platform hosts)", "files": [STR + ".pdf"], "questions": [
 q("hey my insd's STR sleeps 14, eligible?", STR, "advertised occupancy is no more than 12 guests", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 q("can i bind an STR w/ cov A 550k, sleeps 6, no pool, no losses?", STR, "coverage a is $600,000 or less", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 q("min prem for a dedicated rental? and is there a policy fee on top?", STR, "$1,200 per dwelling for dedicated rentals", 3, ["shorthand","two-fact"]),
 q("so insd rents the whole house out ~250 nights a yr, doesnt live there. ok?", STR, "up to 300 rental nights a year", 1, ["filler","shorthand","own-numbers","yes-no"], "yes"),
 q("quick q do guests have to be a certain age to book", STR, "must be at least 25 years old", 1, ["filler"]),
 q("insd leases the condo from the owner and airbnbs it, can we write?", STR, "rental arbitrage", 2, ["shorthand","yes-no"], "no"),
 q("AOP ded for a dedicated rental? and whats the wind ded on the SC coast", STR, "at least $2,500 for dedicated rentals", 2, ["shorthand","two-fact"]),
 q("insd has a trampoline in the backyard, still eligible?", STR, "dwellings with a trampoline", 2, ["filler","shorthand","yes-no"], "no"),
 q("my guy bought the house 6 mo ago, first time host, is it eligible?", STR, "owned the dwelling for at least 12 months", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 q("rn the listing rating is 4.3 stars, does UW need to see it?", STR, "average guest rating below 4.5", 3, ["filler","shorthand","own-numbers","yes-no"], "yes"),
 q("fair rental value limit on the HD-3?", STR, "up to 20% of coverage a", 2, ["shorthand"]),
 q("If a guest trashes the place, how much will they pay for the damage?", STR, "covered up to $10,000 per booking", 2, ["paraphrase","own-words"]),
 q("What happens if the mattresses get infested with those little biting bugs after a guest stay - any money for getting rid of them?", STR, "bed bug remediation is covered up to $5,000", 2, ["paraphrase","own-words"]),
 q("How tall does the barrier around the backyard swimming area have to be?", STR, "fenced at least 4 feet high", 2, ["paraphrase","own-words"]),
 nc("any EQ cov on the STR dwellings?", ["shorthand"]),
 nc("can the host pay monthly instead of all up front?", ["shorthand"]),
 nc("guest wont leave after checkout - does the policy help w/ eviction costs?", ["shorthand"]),
 nc("does alder cove write a personal umbrella for hosts?", ["shorthand"]),
]}

FOOD = "Stonemill Food and Beverage Manufacturers Underwriting Guide"
food = {"name": "Stonemill food and beverage manufacturers, round 8", "company_name": "Stonemill Assurance Company",
 "line": "food and beverage manufacturers (property, GL, product recall)", "files": [FOOD + ".pdf"], "questions": [
 q("hey my insd brewery does 8,000 bbl a yr, can i bind?", FOOD, "bind up to 5,000 barrels a year", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 q("quick q, recall cov - can i bind that myself?", FOOD, "product recall expense may never be bound", 3, ["filler","shorthand","yes-no"], "no"),
 q("min prem for a co-packer pkg? and whats the min on the recall part", FOOD, "$5,000 for co-packers", 3, ["shorthand","two-fact"]),
 q("insd makes hot sauce, acidified, ph 4.2, has the process authority letter - eligible?", FOOD, "finished ph of 4.6 or below", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 q("do they write a small craft distillery?", FOOD, "distilleries and any production of spirits", 2, ["yes-no"], "no"),
 q("recall limits avail? and whats the retention for a co-packer", FOOD, "$25,000 per recall for co-packers", 3, ["shorthand","two-fact"]),
 q("insd bakery is 18k sq ft, do they need sprinklers?", FOOD, "over 15,000 square feet must be fully sprinklered", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 q("spoilage limit for the walk-in cooler stuff?", FOOD, "covered up to $100,000", 2, ["shorthand"]),
 q("co-packer w/ $7M sales, do they need a GFSI audit?", FOOD, "for sales over $5,000,000", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 q("so insd got an FDA warning letter 2 yrs ago, can i still bind?", FOOD, "any fda warning letter", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 q("how many yrs loss runs does stonemill want?", FOOD, "five years of currently valued loss runs", 3, ["shorthand"]),
 q("If the brewery's on-site bar pours for a customer who then hurts someone, does the liability side respond, and up to what amount?", FOOD, "liquor liability for taprooms and tasting rooms", 3, ["paraphrase","own-words"]),
 q("Would they take a company that makes chow for dogs and cats?", FOOD, "pet food and animal feed manufacturing", 2, ["paraphrase","own-words","yes-no"], "no"),
 q("If they have to pull product off shelves because the package forgot to mention it has nuts in it, how much of the cost is on my client?", FOOD, "20% coinsurance share paid by the insured", 3, ["paraphrase","own-words"]),
 nc("do they write WC for the bakery staff?", ["shorthand"]),
 nc("need the delivery trucks on it too, is comm auto avail?", ["shorthand"]),
 nc("cyber cov if the brewery gets hit w/ ransomware?", ["shorthand"]),
 nc("max umbrella limit for a food mfr?", ["shorthand"]),
]}

HO="Homeowners Underwriting Guidelines 2025"; BAM="Binding Authority Memo — Q1 2025"
CA="Commercial Auto Underwriting Manual"; FS="Fleet Safety Program Requirements"
CP="Contractors Program Underwriting Guide"; IM="Inland Marine Equipment Floater Guidelines"
ESA="E&S General Liability Appetite Guide"; ESP="E&S Submission and Binding Procedures"
KCP="Commercial Property Underwriting Rules"; KBOP="Businessowners Policy Eligibility Guide"
def s(company, *a, **k):
    d = q(*a, **k) if a[1] != "not covered" else None
    d = dict(company=company, **d); return d
def snc(company, question, kind):
    return dict(company=company, **nc(question, kind))
seed = {"name": "seed carriers, round 8", "questions": [
 s("cmp_hv_northstar", "quick q, can i bind an HO w/ cov A of 700k w/o UW approval?", BAM, "coverage a up to $750,000 without prior", 1, ["filler","shorthand","own-numbers","yes-no"], verdict="yes"),
 s("cmp_hv_northstar", "insd's roof is 32 yrs old, still eligible for HO?", HO, "roofs older than 30 years are ineligible", 1, ["shorthand","own-numbers","yes-no"], verdict="no"),
 s("cmp_hv_bluewater", "driver is 22 and needs a CDL, ok to list him?", CA, "must be at least 23 years old", 1, ["shorthand","own-numbers","yes-no"], verdict="no"),
 s("cmp_hv_bluewater", "min prem on a comm auto policy?", CA, "minimum annual premium is $1,500 per policy", 2, ["shorthand"]),
 s("cmp_hv_bluewater", "hey insd has 6 trucks, do they need a fleet safety program?", FS, "must keep a written fleet safety program", 1, ["filler","shorthand","own-numbers","yes-no"], verdict="yes"),
 s("cmp_hv_granite", "hey my contractor does some roofing, eligible for the program?", CP, "roofing, excavation, blasting, demolition", 1, ["filler","yes-no"], verdict="no"),
 s("cmp_hv_granite", "ded for theft out of an unlocked truck on the equip floater?", IM, "theft from an unlocked vehicle", 1, ["shorthand"]),
 s("cmp_hv_evergreen", "so can i bind an E&S GL risk myself w/ evergreen?", ESA, "brokers have no binding authority", 1, ["filler","shorthand","yes-no"], verdict="no"),
 s("cmp_hv_evergreen", "how many yrs of loss runs for an evergreen sub?", ESP, "five years of currently valued loss runs", 1, ["shorthand"]),
 s("cmp_hv_keystone", "bldg is 30k sq ft w/ no sprinklers, ok for keystone property?", KCP, "over 25,000 square feet must be fully sprinklered", 1, ["shorthand","own-numbers","yes-no"], verdict="no"),
 s("cmp_hv_keystone", "restaurant w/ 20% liquor sales and 1.2M in sales, BOP eligible?", KBOP, "restaurants with annual sales up to $1,500,000", 1, ["shorthand","own-numbers","yes-no","two-fact"], verdict="yes"),
 s("cmp_hv_keystone", "frame bldg, TIV 2.5M - eligible on keystone property?", KCP, "frame buildings up to $2,000,000 tiv", 1, ["shorthand","own-numbers","yes-no"], verdict="no"),
 snc("cmp_hv_northstar", "does northstar offer flood cov on the HO?", ["shorthand"]),
 snc("cmp_hv_bluewater", "does bluewater write motor truck cargo for the box trucks?", ["shorthand"]),
 snc("cmp_hv_granite", "can granite do a builders risk policy on a remodel job?", ["shorthand"]),
 snc("cmp_hv_evergreen", "is the evergreen GL auditable at the end of the term?", ["shorthand"]),
]}
for name, obj in [("pets-copperfield.json", pets), ("str-aldercove.json", strf), ("food-stonemill.json", food), ("seed-round8.json", seed)]:
    with open(os.path.join(ROOT, name), "w") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False); f.write("\n")
print("written")
