"""Writes the three guide question files and the seed question file (round 17)."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RND = "round 17"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def NC(q, kind=None):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"] + (kind or [])}

FT = "Marrowstone Mobile Food Vendor Program Guide 2026"
ft = {"name": f"Marrowstone Casualty food trucks and mobile food vendors, {RND}",
 "company_name": "Marrowstone Casualty Company",
 "line": "Food trucks and mobile food vendors (commercial auto and general liability package)",
 "files": [FT + ".pdf"],
 "questions": [
  A("hey quick q, insd has a 2009 food truck on a 2026 policy - can we get phys dam on it or is it liab only?", FT, "offered only on units 15 model years old", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
  A("my guy's cook is 23 and will drive the truck sometimes, does UW have to ok him before I bind?", FT, "Any listed driver under 25 years old", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("min ded on comp/coll for a truck w/ stated amt 180k?", FT, "carry a minimum deductible of $2,500", 2, ["shorthand", "own-numbers"]),
  A("is there a ded on the GL side of the pkg?", FT, "general liability is written without a deductible", 2, ["shorthand", "yes-no"], "no"),
  A("insd runs 3 trucks + 1 trailer, can I bind it myself?", FT, "may bind policies of up to three units", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("how often does the hood suppression need to be inspected? and whats the max propane they can carry on the truck", FT, "tagged by a licensed contractor every six months", 1, ["shorthand", "two-fact"]),
  A("quick q whats base prem on a food trailer garaged in Houston (Harris cty)", FT, "Food trailer $1,180 $1,320 $1,540", 2, ["filler", "shorthand", "own-numbers"]),
  A("event organizer wants to be AI on the cert, is there an extra charge for that?", FT, "commissaries is included at no charge", 2, ["shorthand", "yes-no"], "no"),
  A("insd wants to sell CBD edibles out of the truck, still eligible?", FT, "Units that sell cannabis, CBD or hemp edibles", 2, ["shorthand", "yes-no"], "no"),
  A("whats the min prem on a 2 truck policy rn", FT, "The minimum annual premium is $2,000 per policy", 3, ["shorthand", "filler", "own-numbers"]),
  A("startup w/ no prior ins - what do u want instead of loss runs? and how long do I have after binding to get docs in", FT, "a letter of no prior insurance for start-ups", 3, ["shorthand", "two-fact"]),
  A("Business is dead in January and February so my client parks the truck for two months. Can she pause part of her protection while it sits?", FT, "may have its auto liability and collision suspended", 3, ["paraphrase", "own-words", "yes-no"], "yes"),
  A("If a grease flare-up at the griddle burns out the inside of the truck, is there a special out-of-pocket amount for that kind of claim?", FT, "carries a $2,500 deductible, whatever deductible applies", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
  A("A festival promoter's contract says my client has to protect the promoter even when the promoter messes up. Who has to look at that, and how far ahead?", FT, "at least five business days before the event", 3, ["paraphrase", "own-words"]),
  NC("does the pkg pick up a data breach if the card reader on the truck gets hacked? any cyber cov?", ["shorthand"]),
  NC("if the fridge on the truck dies overnight is the spoiled food covered?", ["shorthand"]),
  NC("can we put an umbrella over the auto + GL, insd needs 5M for a stadium vendor contract", ["shorthand", "own-numbers"]),
  NC("do you write the workers comp for the truck crew too or just auto/GL?", ["shorthand"]),
 ]}

HO = "Foxglove Condominium Unit Owners HO-6 Manual 2026"
ho = {"name": f"Foxglove Mutual condominium unit-owners HO-6, {RND}",
 "company_name": "Foxglove Mutual Insurance Company",
 "line": "Condominium unit-owners HO-6 (personal lines)",
 "files": [HO + ".pdf"],
 "questions": [
  A("hey, condo bldg built 1972, can I do the $500 ded for my insd?", HO, "$500 is not available on units in buildings", 2, ["filler", "own-numbers", "shorthand", "yes-no"], "no"),
  A("master policy is bare walls, whats the min cov A?", HO, "$60,000 when the master policy is bare walls", 1, ["shorthand"]),
  A("insd wants cov A 350k, can I bind w/o UW?", HO, "Coverage A is $300,000 or less", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("unit is on the 15th floor of a 20 story bldg, fire resistive + fully sprinklered. eligible? and do I need UW to bind", HO, "Units on the 13th floor or higher", 1, ["shorthand", "own-numbers", "two-fact"]),
  A("quick q - water heater in the unit is 16 yrs old, can we bind as is?", HO, "15 years old must be replaced before binding", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
  A("assoc has a 25k master ded, insd is on the basic HO 00 06 w/ 25k loss assessment. how much of the ded assessment gets paid?", HO, "$5,000 of any one master deductible assessment", 2, ["shorthand", "own-numbers"]),
  A("do u guys have breed restrictions on dogs for condo units?", HO, "Dogs are written without breed restrictions.", 3, ["shorthand", "yes-no"], "no"),
  A("whats the min prem on a unit owners policy", HO, "The minimum annual premium is $225 per policy", 2, ["shorthand"]),
  A("insd has a ring worth 4k, does it need to be scheduled?", HO, "worth more than $2,500 must be", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("my guy has a leak detector w/ auto shutoff and a central station alarm, what credit for each?", HO, "Water leak detection with automatic shutoff valve: 8%", 2, ["filler", "shorthand", "two-fact"]),
  A("insd still living in the unit during a kitchen reno, ~60k job. still writable?", HO, "owner continues to live in it", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
  A("My client wants to put her place on a vacation booking site for weekend guests. Can she still be insured with you?", HO, "rented for stays of fewer than 30 days", 1, ["paraphrase", "own-words", "yes-no"], "no"),
  A("The HOA's building policy only pays for the shell, studs and all. What does my client's own policy have to pick up inside?", HO, "interior walls, fixtures, cabinets, flooring and all improvements", 1, ["paraphrase", "own-words"]),
  A("He went roughly six weeks last spring with nothing in force on the place. Does that hurt him?", HO, "A lapse of 31 days or more", 3, ["paraphrase", "own-words"]),
  NC("is EQ available as an endorsement on the HO-6? insd is in southern IL near the fault", ["shorthand"]),
  NC("does the unit policy come w/ identity theft cov or is that an add-on?", ["shorthand"]),
  NC("insd drives a golf cart around the condo community, is liab covered?", ["shorthand"]),
  NC("any mold sublimit on the HO-6? unit had a leak under the sink last yr", ["shorthand"]),
 ]}

ST = "Halyard Staffing Agency Program Guide 2026"
st = {"name": f"Halyard Insurance staffing agencies, {RND}",
 "company_name": "Halyard Insurance Company",
 "line": "Staffing agencies (workers compensation and general liability)",
 "files": [ST + ".pdf"],
 "questions": [
  A("hey agency's EMR is 1.22, can I still bind it myself?", ST, "An EMR between 1.16 and 1.35", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
  A("insd places CNAs at nursing homes, eligible for the program?", ST, "Medical staffing, including nurses, nursing assistants", 1, ["shorthand", "yes-no"], "no"),
  A("whats the GA rate for 8292 warehouse labor", ST, "Warehouse, general labor 4.26 4.91 3.77 4.12 5.40", 2, ["shorthand", "own-numbers"]),
  A("8292 is about 30% of their temp payroll, ok for me to bind?", ST, "when the class makes up 25% or less", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
  A("min prem on the WC and the GL?", ST, "$1,500 for workers compensation and $500", 3, ["shorthand"]),
  A("client wants a blanket waiver of sub on the comp, what does that cost?", ST, "costs 3% of the workers compensation premium", 2, ["shorthand"]),
  A("my guy has 2.5M of light industrial payroll, will your loss control folks come out?", ST, "visits every account with more than $2,000,000", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
  A("insd is set up as a PEO, fit your program?", ST, "Professional employer organizations and any arrangement", 1, ["shorthand", "yes-no"], "no"),
  A("payroll is 4.2M - do they report monthly or quarterly? and whats the deposit at binding", ST, "must report payroll monthly", 3, ["shorthand", "own-numbers", "two-fact"]),
  A("how many yrs of loss runs do u need for WC vs GL?", ST, "three years for general liability", 3, ["shorthand", "two-fact"]),
  A("can I write the GL alone w/o the comp?", ST, "Halyard does not write the general liability alone", 1, ["shorthand", "yes-no"], "no"),
  A("If one of the temps breaks a customer's expensive machine while on assignment, does the liability side pay for it?", ST, "exclusion for damage to a client's property", 2, ["paraphrase", "own-words"]),
  A("How quickly does the agency have to tell you somebody got hurt on a job?", ST, "must report every injury to Halyard within 24", 2, ["paraphrase", "own-words"]),
  A("They just signed a new customer that wants 80 of their people at one plant. Can I go ahead on my own?", ST, "A new client placing more than 50 workers", 3, ["paraphrase", "own-words", "yes-no"], "no"),
  NC("does the pkg include EPLI? agency gets a lot of discrimination and harassment complaints from temps", ["shorthand"]),
  NC("client wants the agency to carry a fidelity bond / crime cov in case a temp steals, can you do that?", ["shorthand"]),
  NC("one client is a shipyard - can you add USL&H / longshore on the WC?", ["shorthand"]),
  NC("any cyber cov? agency stores SSNs for 2,000 temps and is worried about a data breach", ["shorthand", "own-numbers"]),
 ]}

NS, BW, GP, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
def S(company, *a, **k):
    d = A(*a, **k); return {"company": company, **d}
def SNC(company, q, kind=None):
    return {"company": company, **NC(q, kind)}
seed = {"name": f"seed carriers, {RND}", "questions": [
  S(NS, "hey insd's roof is 24 yrs old, HO-3 - does the roof settle at RC or ACV?", "Homeowners Underwriting Guidelines 2025", "written with actual cash value settlement", 1, ["filler", "shorthand", "own-numbers"]),
  S(NS, "cov A is 700k on an HO-3, can I bind w/o UW?", "Binding Authority Memo — Q1 2025", "Coverage A up to $750,000 without prior", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  S(NS, "rental dwelling, tenant is on a 3 month lease, DP ok?", "Dwelling Fire Program Guide", "must sign leases of at least six months", 1, ["shorthand", "own-numbers", "yes-no"], verdict="no"),
  S(BW, "driver is 22 and needs a CDL for the box truck, eligible?", "Commercial Auto Underwriting Manual", "must be at least 23 years old", 1, ["shorthand", "own-numbers", "yes-no"], verdict="no"),
  S(BW, "insd has 7 power units, do they need a written safety program?", "Fleet Safety Program Requirements", "five or more power units must keep", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  S(BW, "whats the deal on phys dam for an 18 yr old pickup?", "Commercial Auto Underwriting Manual", "written for liability only", 2, ["shorthand", "own-numbers"]),
  S(GP, "insd is a painter, subs out about 30% of revenue, ok for the contractors program?", "Contractors Program Underwriting Guide", "may not exceed 25% of annual revenue", 1, ["shorthand", "own-numbers", "yes-no"], verdict="no"),
  S(GP, "whats the ded on the floater if tools get stolen out of an unlocked truck?", "Inland Marine Equipment Floater Guidelines", "unsecured job site carries a $5,000 deductible", 1, ["shorthand"]),
  S(EV, "bar w/ 55% liquor receipts, closes at midnight, will you quote it E&S?", "E&S General Liability Appetite Guide", "liquor sales of up to 60% of receipts", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  S(EV, "how long are your E&S quotes good for?", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, ["shorthand"]),
  S(KS, "max TIV on a frame bldg for comm prop? insd is at 2.4M", "Commercial Property Underwriting Rules", "Frame buildings up to $2,000,000 TIV", 1, ["shorthand", "own-numbers"]),
  S(KS, "BOP for a restaurant, sales 1.2M, 10% from alcohol - eligible?", "Businessowners Policy Eligibility Guide", "Restaurants with annual sales up to $1,500,000", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
  SNC(NS, "insd has a trampoline in the backyard, is that ok on the HO or do they need a net?", ["shorthand"]),
  SNC(BW, "what motor truck cargo limits can we get for a contractor hauling customer materials?", []),
  SNC(GP, "do you write workers comp for the contractors too or only GL?", ["shorthand"]),
  SNC(KS, "bldg is in a flood zone AE, do you offer flood on the comm prop?", ["shorthand"]),
]}

for fn, obj in [("marrowstone-food-trucks.json", ft), ("foxglove-ho6.json", ho), ("halyard-staffing.json", st), ("seed-round-17.json", seed)]:
    with open(os.path.join(ROOT, fn), "w") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
print("written")
