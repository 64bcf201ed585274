import json
def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d
def N(q, kind):
    return {"question": q, "expect": "not covered", "kind": kind}

H = "Hotel and Motel Program Underwriting Guide"
hotel = {"name": "Harborlight hotels and motels, round 6", "company_name": "Harborlight Mutual Assurance Company",
 "line": "hotels and motels", "files": [H + ".pdf"], "questions": [
 A("hey quick q, insd motel has 165 keys, eligible?", H, "hotels with 10 to 150 keys per location", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("my guy bought the hotel 2 yrs ago and theres no mgmt co, does he qualify", H, "at least three years of continuous lodging", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("so trailing 12 occupancy is 58%, thats ok right?", H, "occupancy rate of at least 50%", 1, ["filler","own-numbers","yes-no"], "yes"),
 A("do they take motels that rent rooms hourly", H, "properties that rent rooms by the hour", 1, ["shorthand","yes-no"], "no"),
 A("whats the AOP ded on a hotel w/ $7.2M TIV", H, "$10,000 per occurrence for TIV over $5,000,000", 2, ["shorthand","own-numbers"]),
 A("insd is PPC 8 and not sprinklered - still ok?", H, "eligible only for fully sprinklered buildings", 2, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("roof is 18 yrs old, RC or ACV on the roof?", H, "roofs 16 to 25 years old are written", 2, ["shorthand","own-numbers"]),
 A("whats the A&B sublimit and the ded on bed bug claims?", H, "assault and battery sub-limited to $250,000", 2, ["shorthand","two-fact"]),
 A("hotel has a lobby bar, liquor is like 20% of rev rn, still eligible?", H, "15% or less of total gross revenue", 2, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("can I bind a 72 key, 3 story, TIV 5.5M, no bar, no losses?", H, "no more than 80 keys", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 A("min prem on the hotel pkg?", H, "the minimum annual premium is $7,500", 3, ["shorthand"]),
 A("How long will the carrier keep paying lost income after a covered fire shuts the hotel, and is there a waiting time before it kicks in?", H, "12 months of actual loss sustained", 2, ["paraphrase","own-words","two-fact"]),
 A("If a guest's laptop gets stolen out of their room and it wasn't in the front-desk safe, what's the most the policy pays that guest?", H, "limit of $2,500 per guest", 2, ["paraphrase","own-words"]),
 A("Do the desk clerks and room cleaners have to take some kind of anti-exploitation course, and how soon after they start?", H, "within 90 days of hire", 2, ["paraphrase","own-words"]),
 N("do they offer cyber cov for a data breach of guest credit card info?", ["shorthand","not-covered"]),
 N("is EPLI avail on the hotel pkg?", ["shorthand","not-covered"]),
 N("whats the workers comp rate for housekeepers at a 60 key motel", ["shorthand","own-numbers","not-covered"]),
 N("does the hotel pkg include equip breakdown, like if the boiler goes?", ["shorthand","not-covered"]),
]}

L = "Landscape and Lawn Care Contractors Manual"
land = {"name": "Sagebrook landscaping contractors, round 6", "company_name": "Sagebrook Casualty Company",
 "line": "landscaping and lawn care contractors", "files": [L + ".pdf"], "questions": [
 A("hey my insd has been in biz 18 months, owner has 3 yrs exp before that, eligible?", L, "at least five years of documented landscape experience", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("so insd does $2.7M in receipts w/ 22 employees, can I bind it myself?", L, "gross receipts between $1,500,000 and $3,000,000", 3, ["filler","shorthand","own-numbers","yes-no","two-fact"], "no"),
 A("they build paver retaining walls, tallest is 3.5 ft, ok?", L, "walls are no more than 4 feet high", 1, ["own-numbers","yes-no"], "yes"),
 A("insd does fert and weed control, about 20% of sales, licensed applicator - can I bind that class?", L, "yes, with applicator license on", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 A("whats the GL PD ded for an irrigation contractor", L, "$2,500 per claim for irrigation", 2, ["shorthand"]),
 A("min prem on the GL and on the floater?", L, "$1,000 for general liability and $350", 3, ["shorthand","two-fact"]),
 A("quick q - does overspray / drift onto the neighbors lawn get covered? what limit", L, "sublimit of $100,000 per occurrence", 2, ["filler","shorthand"]),
 A("my guy does tree trimming w/ a bucket truck, can they write it?", L, "with aerial lifts or bucket trucks", 2, ["filler","shorthand","yes-no"], "no"),
 A("snow plowing is only like 10% of rev, can i still bind or do i refer", L, "any tree work, snow removal, or pond", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("8 employees, $900k receipts, just mowing + installs, no claims in 5 yrs - bindable?", L, "no more than 15 employees", 3, ["shorthand","own-numbers","yes-no","two-fact"], "yes"),
 A("how many yrs of loss runs do they want", L, "three years of currently valued loss runs", 3, ["shorthand"]),
 A("If a crew punches holes in a customer's turf and busts a buried water pipe or cable, how much does my client eat before coverage pays?", L, "during aeration or trenching: $1,000 per claim", 2, ["paraphrase","own-words"]),
 A("What happens if the customer never sends back the year-end revenue paperwork the carrier mails them?", L, "estimated audit premium of 125%", 3, ["paraphrase","own-words"]),
 A("For a brand-new outfit whose owner used to run crews for someone else, how much background does that owner need?", L, "at least five years of documented landscape experience", 1, ["paraphrase","own-words"]),
 N("does the GL have a wildfire exclusion for mowing dry fields?", ["shorthand","not-covered"]),
 N("can i add crime cov for employee theft of customer property?", ["shorthand","not-covered"]),
 N("do they require drug testing for the mower crews?", ["not-covered"]),
 N("insd also does landscape design drawings for clients, is there professional liab available?", ["shorthand","not-covered"]),
]}

S = "Contract Surety Underwriting Guidelines"
sur = {"name": "Ironbridge contract surety, round 6", "company_name": "Ironbridge Surety Company",
 "line": "contract surety bonds", "files": [S + ".pdf"], "questions": [
 A("hey so the owner's credit score is 690, can they go in express?", S, "at least 700 for the express tier", 1, ["filler","own-numbers","yes-no"], "no"),
 A("insd in busines 4 yrs same owners, PM has 8 yrs exp in the trade - meets the min?", S, "at least three years under its current ownership", 1, ["shorthand","own-numbers","yes-no","two-fact"], "yes"),
 A("std tier - whats the agg and do they need CPA reviewed or audited FS?", S, "cpa-reviewed fiscal year-end", 1, ["shorthand","two-fact"]),
 A("can I execute a $425k perf bond myself under the POA? insd is express, WOH would be $900k", S, "contract price is no more than $500,000", 2, ["shorthand","own-numbers","yes-no","two-fact"], "yes"),
 A("job has LDs of $2,000/day, no cap in the contract - acceptable?", S, "no more than $1,500 per day", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("max bid bond %?", S, "never more than 20%", 2, ["shorthand"]),
 A("how long do i have to send in bid results", S, "within 10 business days of the bid opening", 2, ["shorthand"]),
 A("quick q do they bond asbestos abatement jobs", S, "asbestos and lead abatement", 2, ["filler","yes-no"], "no"),
 A("waranty period on this job is 3 yrs, ok?", S, "no more than two years", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("whats the min prem per bond", S, "the minimum premium is $250 per bond", 3, ["shorthand"]),
 A("does my express tier guy still need to post collateral?", S, "collateral is not required in the express tier", 3, ["filler","yes-no"], "no"),
 A("If my contractor comes in way under everybody else on a bid, does anything extra have to happen before the real bonds go out?", S, "more than 10% below the next lowest bid", 2, ["paraphrase","own-words"]),
 A("What does the carrier do when a contractor's yearly books show up really late?", S, "more than 150 days late is suspended", 3, ["paraphrase","own-words"]),
 A("Who has to personally sign on the dotted line to pay the carrier back before any bond is issued?", S, "every owner of 10% or more must sign", 3, ["paraphrase","own-words"]),
 N("do they write license and permit bonds too?", ["not-covered"]),
 N("whats the producer commission on perf bonds?", ["shorthand","not-covered"]),
 N("does Ironbridge participate in the SBA bond guarantee program?", ["shorthand","not-covered"]),
 N("is a joint check agreement needed w/ suppliers on bigger jobs?", ["shorthand","not-covered"]),
]}

HO="Homeowners Underwriting Guidelines 2025"; DF="Dwelling Fire Program Guide"; BM="Binding Authority Memo — Q1 2025"
CA="Commercial Auto Underwriting Manual"; FS="Fleet Safety Program Requirements"
CP="Contractors Program Underwriting Guide"; IM="Inland Marine Equipment Floater Guidelines"
EA="E&S General Liability Appetite Guide"; ES="E&S Submission and Binding Procedures"
KP="Commercial Property Underwriting Rules"; RD="Required Documents Checklist"; BO="Businessowners Policy Eligibility Guide"
def SA(c, *a, **k):
    d = A(*a, **k); return {"company": c, **d}
def SN(c, *a):
    d = N(*a); return {"company": c, **d}
seed = {"name": "seed carriers, round 6", "questions": [
 SA("cmp_hv_northstar", "hey northstar HO w/ cov A of 800k, can I bind w/o UW?", BM, "coverage a up to $750,000", 1, ["filler","shorthand","own-numbers","yes-no"], verdict="no"),
 SA("cmp_hv_northstar", "roof is 27 yrs old on an HO-3, still eligible?", HO, "roofs older than 20 years are written", 1, ["shorthand","own-numbers","yes-no"], verdict="yes"),
 SA("cmp_hv_northstar", "min ded on a DP-3?", DF, "$2,500 on dp-3", 1, ["shorthand"]),
 SA("cmp_hv_bluewater", "driver is 22 and needs a CDL, ok to list him?", CA, "must be at least 23 years old", 1, ["own-numbers","yes-no"], verdict="no"),
 SA("cmp_hv_bluewater", "so fleet of 8 units, 1M CSL, all drivers clean - can i bind?", CA, "bind fleets of up to 10 power units", 2, ["filler","shorthand","own-numbers","yes-no"], verdict="yes"),
 SA("cmp_hv_bluewater", "insd has 6 trucks, do they need telematics on all of em?", FS, "telematics devices are required on every vehicle", 1, ["shorthand","own-numbers"]),
 SA("cmp_hv_granite", "contractor subs out 30% of the work, eligible for granite's program?", CP, "may not exceed 25% of annual revenue", 1, ["own-numbers","yes-no"], verdict="no"),
 SA("cmp_hv_granite", "equip floater - 12 yr old skid steer, how's it valued?", IM, "valued at actual cash value", 1, ["shorthand","own-numbers"]),
 SA("cmp_hv_evergreen", "can i bind an evergreen E&S GL for a bar rn?", EA, "brokers have no binding authority", 1, ["shorthand","filler","yes-no"], verdict="no"),
 SA("cmp_hv_evergreen", "evergreen quotes - how fast do they come back and how long r they good for?", ES, "remain firm for 30 days", 1, ["shorthand","two-fact"]),
 SA("cmp_hv_keystone", "keystone prop: joisted masonry bldg, TIV 2.4M, PPC 5 - eligible?", KP, "joisted masonry, non-combustible", 1, ["shorthand","own-numbers","yes-no"], verdict="yes"),
 SA("cmp_hv_keystone", "restaurant w/ 30% alcohol sales, can it go on the BOP?", BO, "no more than 25% of sales from alcohol", 1, ["shorthand","own-numbers","yes-no"], verdict="no"),
 SN("cmp_hv_northstar", "northstar - is earthquake cov available on the HO?", ["shorthand","not-covered"]),
 SN("cmp_hv_bluewater", "bluewater - what's the cargo limit for a contractor's box truck?", ["not-covered"]),
 SN("cmp_hv_granite", "granite - can they add a waiver of subro for a GC contract?", ["shorthand","not-covered"]),
 SN("cmp_hv_keystone", "keystone - whats the min prem on a BOP?", ["shorthand","not-covered"]),
]}
for fn, d in [("hotel-harborlight.json", hotel), ("landscaping-sagebrook.json", land), ("surety-ironbridge.json", sur), ("seed-round6.json", seed)]:
    with open("/work/blind6/" + fn, "w", encoding="utf-8") as f:
        json.dump(d, f, indent=1, ensure_ascii=False); f.write("\n")
