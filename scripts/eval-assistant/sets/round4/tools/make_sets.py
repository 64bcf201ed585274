"""Writes the four question-set JSON files. Run once; edit here, not in the JSON."""
import json, os
OUT = os.path.join(os.path.dirname(__file__), "..")

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind):
    return {"question": q, "expect": "not covered", "kind": kind + ["not-covered"]}

U = "Commercial_Umbrella_and_Excess_Underwriting_Guide"
umb = [
 A("quick q - insd has only been in biz 2 yrs under the current owners, can they even get a harborline umbrella?", U, "at least three years under the", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("whats the min underlying auto limit if they run a couple tractors and want a $7M umb", U, "$2M combined single limit", 2, ["shorthand","own-numbers","two-fact"]),
 A("EL underlying req for a 3M umbrella?", U, "$500K / $500K / $500K", 2, ["shorthand","own-numbers"]),
 A("so my insured runs 8 trucks over 20k lbs GVW, what SIR are we looking at", U, "the sir is $25,000 when the insured", 2, ["filler","shorthand","own-numbers"]),
 A("can I bind a $4M lead umb myself? revenue ~18M, no losses, prem around 12k, underlying decs in hand", U, "Agent, with the underlying dec pages on file", 3, ["shorthand","own-numbers","two-fact","yes-no"], "yes"),
 A("insd wants 5M xs over another carriers 5M umbrella - am i ok to bind that", U, "may never be bound by an agent", 3, ["shorthand","yes-no"], "no"),
 A("what do i need to send w/ an umbrella sub", U, "A signed ACORD 131 umbrella application", 3, ["shorthand"]),
 A("one of the drivers is 23, hes on the tractor trailer. is that ok for the umbrella?", U, "at least 25 years old with two years", 2, ["own-numbers","yes-no"], "no"),
 A("had a 180k GL claim back in 2022, does this have to go to UW or can i just bind", U, "Any Qualifying Loss in the last five years.", 3, ["own-numbers","two-fact","yes-no"], "yes"),
 A("hey whats the min prem on a 1M umb", U, "$1,000 per policy for the first $1,000,000", 3, ["filler","shorthand"]),
 A("GL carrier is rated B++ by AM Best, does that work as underlying?", U, "rated A- (Excellent) or better by A.M. Best", 1, ["own-numbers","yes-no"], "no"),
 A("contractor subs out abt 35% of their work, anything special for the umbrella", U, "Subcontracted work over 30% of revenue", 3, ["shorthand","own-numbers"]),
 A("insd is a TX non-subscriber, no WC at all — what happens w/ the EL underlying", U, "non-subscriber is referred to the umbrella underwriter", 2, ["shorthand"]),
 A("is the umb auditable? insd revenue is like 8M", U, "auditable on revenue; all others are flat", 3, ["shorthand","own-numbers","yes-no"], "no"),
 A("my client's guys drive big rigs cross country, sometimes 800 mi from the yard. anything i should know before i shop them for the big extra protection on top of what they already have?", U, "beyond a 300-mile radius", 2, ["paraphrase","own-words","own-numbers"]),
 A("if the business gets hit with a suit that none of their base policies pick up but the big add-on does, how much comes out of the owner's pocket first?", U, "The standard SIR is $10,000 per occurrence", 2, ["paraphrase","own-words"]),
 A("do the lawyer bills eat into the 3 mil they bought or are they on top of it", U, "paid in addition to the umbrella limit", 2, ["paraphrase","own-words","own-numbers"]),
 N("whats the commission on harborline umbrellas?", ["shorthand"]),
 N("does the umbrella cover punitive damages in texas", []),
 N("can the insd do an installment pay plan on the umb prem or is it paid in full up front", ["shorthand"]),
 N("so my insured has a warehouse in monterrey mexico too - does the umbrella cover their ops down there?", ["filler","own-numbers"]),
 N("quick q, insd wants the umbrella on a claims-made form, is that doable w/ harborline?", ["filler","shorthand"]),
]

S = "Self-Storage_Facility_Program_Manual"
sto = [
 A("new storage facility sub, 62 units total. eligible?", S, "Between 75 and 1,500 Rentable Units.", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("occ is at 76% rn, what do i need to do with it", S, "An Occupancy Rate between 70% and 80%.", 3, ["shorthand","own-numbers","filler"]),
 A("TIV 6.2M single site, whats the AOP ded", S, "$5,000 per occurrence", 3, ["shorthand","own-numbers"]),
 A("can I bind a 9.1M TIV facility if everything else is clean", S, "single Facility with TIV up to $7,500,000", 3, ["own-numbers","yes-no"], "no"),
 A("bldgs built 1968 but roof and elec were redone in 2012 - ok?", S, "updated within the last 20 years", 1, ["shorthand","own-numbers","two-fact","yes-no"], "yes"),
 A("how long does the insd have to keep the camera footage", S, "recordings retained for at least 30 days", 2, ["shorthand"]),
 A("about 45% of the spaces are rv/boat parking. still eligible?", S, "exceeding 40% of Rentable Units", 2, ["own-numbers","yes-no"], "no"),
 A("whats the max we can go on customer goods legal liab", S, "$250,000 per occurrence", 2, ["shorthand"]),
 A("wind/hail ded on a $3M bldg?", S, "1% of building value, minimum $10,000", 3, ["shorthand","own-numbers"]),
 A("insd is a uhaul dealer out of the office, does that kill eligibility?", S, "national truck rental company is acceptable", 2, ["shorthand","yes-no"], "no"),
 A("facility is in a PC 9 town, ok to bind?", S, "Protection class 9 requires referral", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("hey what all do i need for a storage submission", S, "A current rent roll showing the Occupancy Rate.", 4, ["filler"]),
 A("3 facilities, combined TIV 17.5M, all clean, nothing referrable - can I bind the acct", S, "combined TIV does not exceed $20,000,000", 3, ["shorthand","own-numbers","two-fact","yes-no"], "yes"),
 A("how many days between the last lien notice and the auction", S, "at least 14 days between the last notice", 3, ["shorthand"]),
 A("the guy who runs the place day to day lives in an apartment above the front desk, does that get them any price break?", S, "earns a 5% security credit", 2, ["paraphrase","own-words","yes-no"], "yes"),
 A("renter stops paying, owner auctions off their stuff, renter then sues saying it was done wrong — how much protection is there out of the box?", S, "$25,000 per occurrence", 2, ["paraphrase","own-words"]),
 A("how tall does the barrier around the property have to be", S, "A perimeter fence at least 6 feet high", 2, ["paraphrase","own-words"]),
 N("does the storage package include earthquake cov?", ["shorthand"]),
 N("owner put solar panels on 2 of the bldg roofs, how do we insure those", ["own-numbers"]),
 N("can we write the work comp for the facility's 4 employees on this program too", ["own-numbers"]),
 N("what's commission on the sagebrush storage program", []),
 N("quick q how many road miles from the fire station can the facility be?", ["filler"]),
]

L = "Liquor_Liability_Underwriting_Rules"
liq = [
 A("restaurant does about 45% of sales in booze, eligible for liquor?", L, "Liquor Percentage of no more than 40%", 1, ["own-numbers","yes-no"], "no"),
 A("bar stops pouring at 1:30am - can we write it", L, "stop serving by 1:00 a.m.", 1, ["own-numbers","yes-no"], "no"),
 A("whats the A&B sublimit", L, "$250,000 each claim and $500,000 aggregate", 2, ["shorthand"]),
 A("tavern is 60% liquor, whats the ded", L, "carry a $1,000 deductible per claim", 2, ["shorthand","own-numbers"]),
 A("can i bind a restaurant w/ 600k liquor sales, 30% liquor, no claims, 1M/2M limits?", L, "Liquor Receipts up to $750,000", 3, ["shorthand","own-numbers","two-fact","yes-no"], "yes"),
 A("so bar w/ $350k liquor receipts open til 1am, can i bind it myself", L, "stop serving by 12:00 midnight", 3, ["filler","shorthand","own-numbers","two-fact","yes-no"], "no"),
 A("do servers need TIPS before their first shift?", L, "Certified Server within 60 days of hire", 2, ["shorthand","yes-no"], "no"),
 A("how many bouncers do i need for a 300 cap bar on fri/sat", L, "one door staff member for every", 2, ["shorthand","own-numbers"]),
 A("whats the min prem for a bar", L, "$1,250 for bars and taverns", 3, ["shorthand"]),
 A("insd's license got suspended for 2 wks back in 2023, can they still get cov?", L, "suspended or revoked in the last three years", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("what do i send for a tavern sub", L, "A copy of the current state liquor license.", 3, ["shorthand"]),
 A("brewery w/ a taproom - in appetite?", L, "Breweries, wineries and distilleries", 1, ["shorthand","yes-no"], "yes"),
 A("insd had a dram shop claim 4 yrs ago, what do i do before quoting", L, "liquor liability claim in the last five years", 3, ["shorthand","own-numbers"]),
 A("hey one-day beer festival, expecting like 800 ppl, can i bind that", L, "expected attendance of up to 500", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("does the pub get charged extra if they keep pouring past twelve?", L, "carries a 15% surcharge", 2, ["paraphrase","own-words","yes-no"], "yes"),
 A("if a guy gets sued after leaving hammered, do the lawyer fees come out of the $1M?", L, "Defense costs are outside the limits.", 2, ["paraphrase","own-words","yes-no"], "no"),
 A("at what apparent age does the door guy have to card people?", L, "appears to be under 35 years of age", 2, ["paraphrase","own-words"]),
 N("if the bartender slips behind the bar and gets hurt does this policy pick it up", []),
 N("insd owns 3 restaurants, any multi-location discount on the liquor?", ["shorthand","own-numbers"]),
 N("can i add the landlord as an additional insured on the liquor policy", []),
 N("bar wants to sell THC seltzers too - is that covered?", ["own-words"]),
 N("whats the commission on copperfield liquor", ["shorthand"]),
]

def guide(slug, name, co, line, pdf, qs):
    with open(os.path.join(OUT, slug + ".json"), "w") as f:
        json.dump({"name": name, "company_name": co, "line": line, "files": [pdf + ".pdf"], "questions": qs}, f, indent=1, ensure_ascii=False)

guide("umbrella", "Harborline commercial umbrella, blind round 4", "Harborline Casualty Company", "Commercial umbrella and excess liability", U, umb)
guide("self-storage", "Sagebrush self-storage, blind round 4", "Sagebrush Mutual Insurance", "Self-storage facilities package", S, sto)
guide("liquor", "Copperfield liquor liability, blind round 4", "Copperfield Specialty Underwriters", "Liquor liability", L, liq)

def SA(c, q, doc, says, page, kind, verdict=None):
    d = {"company": c}; d.update(A(q, doc, says, page, kind, verdict)); return d
def SN(c, q, kind):
    d = {"company": c}; d.update(N(q, kind)); return d

NS, BW, GP, EV, KS = "cmp_hv_northstar","cmp_hv_bluewater","cmp_hv_granite","cmp_hv_evergreen","cmp_hv_keystone"
seed = [
 SA(NS, "northstar HO, cov A 820k, clean risk - can I bind it myself?", "Binding Authority Memo — Q1 2025", "Coverage A up to $750,000", 1, ["shorthand","own-numbers","yes-no"], "no"),
 SA(BW, "driver is 22, the truck he drives needs a CDL. ok w/ bluewater?", "Commercial Auto Underwriting Manual", "must be at least 23", 1, ["shorthand","own-numbers","yes-no"], "no"),
 SA(GP, "roofer doing residential reroofs, 1.2M rev — eligible for the granite contractors program?", "Contractors Program Underwriting Guide", "Roofing, excavation, blasting", 1, ["own-numbers","yes-no"], "no"),
 SA(KS, "keystone BOP for a restaurant doing 1.8M in sales, eligible?", "Businessowners Policy Eligibility Guide", "Restaurants with annual sales up to $1,500,000", 1, ["shorthand","own-numbers","yes-no"], "no"),
 SA(EV, "bar in portland OR, liquor is 65% of sales, will evergreen quote it", "E&S General Liability Appetite Guide", "with liquor sales over 60% of receipts", 1, ["own-numbers","yes-no"], "no"),
 SA(NS, "DP3 rental, tenant is on a 3 month lease - thats fine right?", "Dwelling Fire Program Guide", "leases of at least six months", 1, ["shorthand","own-numbers","yes-no"], "no"),
 SA(BW, "so insd has 7 units, do they need a fleet safety program", "Fleet Safety Program Requirements", "must keep a written fleet safety program", 1, ["filler","own-numbers","yes-no"], "yes"),
 SA(GP, "insd leaves an $85k excavator on the jobsite overnight, anything required on the floater?", "Inland Marine Equipment Floater Guidelines", "must carry a GPS tracking device", 1, ["shorthand","own-numbers"]),
 SA(KS, "frame bldg, 2.4M TIV, commercial prop w/ keystone ok?", "Commercial Property Underwriting Rules", "Frame buildings up to $2,000,000 TIV", 1, ["shorthand","own-numbers","yes-no"], "no"),
 SA(EV, "how long is an evergreen quote good for", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, []),
 SA(NS, "house built 1946, elec/plumbing/heat/roof all updated 2008. what extra do i need to send northstar", "Homeowners Underwriting Guidelines 2025", "for homes built before 1950", 2, ["shorthand","own-numbers","two-fact"]),
 SA(BW, "comp/coll ded on a truck stated at $120k?", "Commercial Auto Underwriting Manual", "minimum deductible of $2,500", 2, ["shorthand","own-numbers"]),
 SA(GP, "plumber subs out 30% of revenue - is that ok for granite?", "Contractors Program Underwriting Guide", "may not exceed 25% of annual revenue", 1, ["own-numbers","yes-no"], "no"),
 SA(KS, "hey asking for a sprinkler credit on a keystone property acct, what do i need to send", "Required Documents Checklist", "A sprinkler inspection report dated within 12 months", 1, ["filler"]),
 SA(EV, "insd signs the app today, can i just bind the evergreen GL myself", "E&S General Liability Appetite Guide", "Brokers have no binding authority", 1, ["yes-no"], "no"),
 SA(NS, "roof is 24 yrs old, asphalt shingle, northstar HO - RC or ACV on it?", "Homeowners Underwriting Guidelines 2025", "actual cash value settlement for the roof surface", 1, ["shorthand","own-numbers"]),
 SN(NS, "whats northstar's min earned prem if the HO cancels midterm", ["shorthand"]),
 SN(BW, "bluewater new biz - how many yrs of loss runs do they want", ["shorthand"]),
 SN(GP, "does granite require the contractor to have a written safety program or OSHA 10 for the crew?", []),
 SN(EV, "evergreen - whats the surplus lines tax + stamping fee rate in WA", ["shorthand"]),
 SN(KS, "keystone property - can we add flood or earthquake cov on the bldg?", ["shorthand"]),
 SN(KS, "quick q whats the hired & non-owned auto limit on the keystone BOP", ["filler","shorthand"]),
]
with open(os.path.join(OUT, "seed-round4.json"), "w") as f:
    json.dump({"name": "seed carriers, round 4", "questions": seed}, f, indent=1, ensure_ascii=False)
print("written")
