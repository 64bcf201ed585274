import json
CC = "Child Care Center Underwriting Guide"
MA = "Marina Operators Underwriting Manual"
def a(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d
def nc(q, kind):
    return {"question": q, "expect": "not covered", "kind": kind + ["not-covered"]}

cc = [
 a("hey so my insd daycare has a licensed capacity of 120 kids, can i bind it myself?", CC, "licensed capacity up to 100 children", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 a("quick q - center only open 2 yrs but the director ran another licensed ctr for 7 yrs. can we still submit?", CC, "at least five years of experience managing", 1, ["filler","shorthand","own-numbers","yes-no"], "yes"),
 a("ded on abuse/molestation claims?", CC, "$5,000 deductible per claim", 3, ["shorthand"]),
 a("wind/hail ded for a center in TN?", CC, "1% of the building limit", 3, ["shorthand"]),
 a("so the center puts up an above ground pool for the summer program, still eligible?", CC, "centers with a swimming pool, pond", 2, ["filler","yes-no"], "no"),
 a("van driver is 23 w/ a clean mvr, ok for him to drive the kids on pick-up runs?", CC, "be at least 25 years old", 2, ["shorthand","own-numbers","yes-no"], "no"),
 a("what do i need to send for a new daycare sub", CC, "copy of the current state license", 3, ["shorthand"]),
 a("bldg is 55 yrs old - whats the min property ded, and whats the min prem on the policy?", CC, "$2,500 for buildings more than 40", 3, ["shorthand","own-numbers","two-fact"]),
 a("infants under 18 mo are about 40% of licensed cap, still eligible?", CC, "no more than 30% of licensed capacity", 1, ["shorthand","own-numbers","yes-no"], "no"),
 a("whats the max A&M limit i can get, and can i bind 500k A&M myself?", CC, "up to $1,000,000 with underwriter approval", 3, ["shorthand","two-fact"]),
 a("insd had a 40k injury claim for a child 3 yrs ago, do i have to refer it?", CC, "any injury claim involving a child over $25,000", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 a("How frequently must the workers' police-record screening be redone?", CC, "checks are repeated every five years", 2, ["paraphrase","own-words"]),
 a("What minimum padding depth do they want beneath the slides and swings out back?", CC, "at least 9 inches of wood chips", 2, ["paraphrase","own-words"]),
 a("Can a grandmother who isn't on mom's list just come grab the kid at the end of the day?", CC, "released only to adults named in writing", 2, ["paraphrase","own-words","yes-no"], "no"),
 nc("does brightwell offer EPLI for the daycare staff?", ["shorthand"]),
 nc("whats the commission on the child care program?", ["shorthand"]),
 nc("center is in a flood zone, is flood cov available?", ["shorthand","yes-no"]),
 nc("quick q any credit for security cameras in the classrooms?", ["filler","shorthand","yes-no"]),
]
ma = [
 a("hey marina w/ 180 wet slips, can i bind it?", MA, "up to 150 wet slips", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 a("MOLL ded?", MA, "$2,500 per vessel", 2, ["shorthand"]),
 a("insd sells about 200k gallons of fuel a yr, eligible?", MA, "no more than 150,000 gallons per year", 1, ["shorthand","own-numbers","yes-no"], "no"),
 a("gale warning on the lake rn, when can i bind again?", MA, "resumes 24 hours after the warning ends", 3, ["filler","shorthand"]),
 a("dry stack racks are 5 high, ok?", MA, "no more than four tiers", 1, ["shorthand","own-numbers","yes-no"], "no"),
 a("floating docks are 30 yrs old - what do they need for UW and how are they settled on a loss?", MA, "require a dock condition survey", 2, ["shorthand","own-numbers","two-fact"]),
 a("ice took out part of the docks over the winter, whats the ded on that", MA, "5% of dock limit", 2, ["shorthand"]),
 a("what do i need to send w/ a new marina sub", MA, "a dock layout or aerial photograph", 3, ["shorthand"]),
 a("so about 25% of the slips are liveaboards, still eligible?", MA, "liveaboards occupy no more than 10%", 1, ["filler","own-numbers","yes-no"], "no"),
 a("min prem? and does a seasonal marina closed nov-mar get rated lower", MA, "minimum premium is $5,000 per policy", 3, ["shorthand","two-fact"]),
 a("customer is keeping a 90 ft yacht w/ us for the season, do i need to refer?", MA, "longer than 80 feet", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 a("If the crew is doing metal repairs with a torch on a boat near where we sell gas, how close are they allowed to get?", MA, "within 35 feet of the fuel dock", 2, ["paraphrase","own-words"]),
 a("How big a policy do the folks renting space from us need on their own crafts?", MA, "liability of at least $300,000", 2, ["paraphrase","own-words"]),
 a("Is it fine for kids to jump in off the pier where the boats plug in for electricity?", MA, "swimming is prohibited within 150 feet", 2, ["paraphrase","own-words","yes-no"], "no"),
 nc("does cormorant write USL&H / longshore for the marina employees?", ["shorthand"]),
 nc("min earned prem if insd cancels midterm?", ["shorthand"]),
 nc("do they cover the boats the marina has in dealer inventory for sale?", ["yes-no"]),
 nc("marina hosts a boat show every summer, is there a special events sublimit?", ["yes-no"]),
]
def s(co, q, doc, says, page, kind, verdict=None):
    d = {"company": co}; d.update(a(q, doc, says, page, kind, verdict)); return d
def snc(co, q, kind):
    d = {"company": co}; d.update(nc(q, kind)); return d
N,B,G,E,K = "cmp_hv_northstar","cmp_hv_bluewater","cmp_hv_granite","cmp_hv_evergreen","cmp_hv_keystone"
seed = [
 s(N, "hey quick q, HO w/ cov A of 700k, can i bind w/o UW?", "Binding Authority Memo — Q1 2025", "coverage a up to $750,000 without prior", 1, ["filler","shorthand","own-numbers","yes-no"], "yes"),
 s(N, "landlord has 3 rentals in SD, one has been empty 75 days - still ok for DP?", "Dwelling Fire Program Guide", "vacant for more than 60 consecutive days", 1, ["shorthand","own-numbers","yes-no"], "no"),
 s(N, "roof is 32 yrs old on an HO3, eligible?", "Homeowners Underwriting Guidelines 2025", "roofs older than 30 years are ineligible", 1, ["shorthand","own-numbers","yes-no"], "no"),
 snc(N, "do they write HO-6 condo unit owners?", ["shorthand"]),
 s(B, "driver is 22 and needs a CDL, ok?", "Commercial Auto Underwriting Manual", "must be at least 23 years old", 1, ["shorthand","own-numbers","yes-no"], "no"),
 s(B, "so insd has 14 power units, can i bind it?", "Commercial Auto Underwriting Manual", "11 to 50 power units require underwriter approval", 2, ["filler","shorthand","own-numbers","yes-no"], "no"),
 s(B, "insd has 6 trucks, which ones need telematics and how fast do accidents get reported?", "Fleet Safety Program Requirements", "every vehicle over 10,000 pounds gvw", 1, ["own-numbers","two-fact"]),
 snc(B, "whats the rental reimbursement limit on bluewater auto?", ["shorthand"]),
 s(G, "contractor subs out about 30% of the work, eligible?", "Contractors Program Underwriting Guide", "may not exceed 25% of annual revenue", 1, ["shorthand","own-numbers","yes-no"], "no"),
 s(G, "skid steer is 12 yrs old, how is it valued on the floater?", "Inland Marine Equipment Floater Guidelines", "10 years is valued at actual cash value", 1, ["shorthand","own-numbers"]),
 snc(G, "can granite put an umbrella or excess layer over the contractors GL?", ["shorthand","yes-no"]),
 s(E, "bar w/ 55% liquor receipts, closes at 1am - will evergreen quote it?", "E&S General Liability Appetite Guide", "liquor sales of up to 60% of receipts", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 s(E, "How long does a price they give us stay good before it expires?", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, ["paraphrase","own-words"]),
 s(K, "frame bldg w/ TIV of 2.4M, eligible for the property program?", "Commercial Property Underwriting Rules", "frame buildings up to $2,000,000 tiv", 1, ["shorthand","own-numbers","yes-no"], "no"),
 s(K, "what do i need to send before binding a BOP", "Required Documents Checklist", "signed acord 125 and acord 140", 1, ["shorthand"]),
 snc(K, "min prem for a keystone BOP?", ["shorthand"]),
]
out = "/work/blind5/"
json.dump({"name":"brightwell child care, round 5","company_name":"Brightwell Mutual Insurance Company","line":"child care centers","files":[CC+".pdf"],"questions":cc}, open(out+"brightwell-child-care.json","w"), indent=1, ensure_ascii=False)
json.dump({"name":"cormorant marina operators, round 5","company_name":"Cormorant Marine Insurance Company","line":"marinas","files":[MA+".pdf"],"questions":ma}, open(out+"cormorant-marina.json","w"), indent=1, ensure_ascii=False)
json.dump({"name":"seed carriers, round 5","questions":seed}, open(out+"seed-round5.json","w"), indent=1, ensure_ascii=False)
