# Writes the four question files and tools/not_covered_keywords.json. Run from the output folder: python3 tools/make_questions.py
import json
R = "round 15"
def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d
def N(q, kind=None, company=None):
    d = {"question": q, "expect": "not covered", "kind": ["not-covered"] + (kind or [])}
    if company: d = {"company": company, **d}
    return d
kw = {}

# ---------------- Towing ----------------
D = "Oxbow Ferry Towing and Roadside Underwriting Guide 2026"
tq = [
 A("hey my guy has 4 rollbacks + 1 heavy wrecker (33k GVW), can I bind this myself?", D, "tow units, or any heavy-duty unit", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("quick q - driver is 23 w/ a class B CDL, ok for him to run the heavy wrecker?", D, "must be at least 25 years old", 2, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("on-hook max limit on a medium duty unit?", D, "On-hook, per tow unit $75,000 $150,000", 2, ["shorthand"]),
 A("insd does ~30% non-consent/PPI tows - is that even eligible, and can I still bind it w/o UW?", D, "Non-consent towing above 25% of annual towing receipts", 3, ["shorthand","own-numbers","two-fact"]),
 A("whats the GK ded, and does a 40 car lot need cameras?", D, "$1,000 per vehicle, $5,000 per", 2, ["shorthand","own-numbers","two-fact"]),
 A("tow truck is a 2004, so 22 yrs old - can I still get phys dmg on it?", D, "Older units are written for liability only", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("insd's storage lot holds 60 cars rn, do they need video surveillance?", D, "at lots holding more than 50 vehicles", 2, ["filler","own-numbers","yes-no"], "yes"),
 A("min yrs in biz for a tow operator? my guy bought the company 2 yrs ago", D, "at least three years under the current ownership", 1, ["shorthand","filler","own-numbers"]),
 A("does on-hook pay if my insd wasn't at fault for the dmg?", D, "pays regardless of the insured's legal liability", 2, ["shorthand","yes-no"], "yes"),
 A("hey can I write a tow co that does repo work on the side, like 10% of revs?", D, "Repossession of vehicles, or towing on behalf", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("can I quote auto liab at 500k CSL to keep the prem down?", D, "written only at a $1,000,000 combined single limit", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("If the yard hangs on to somebody's car for about four months and nobody's begun the paperwork to sell it off, is it still protected?", D, "held in storage longer than 90 days", 2, ["paraphrase","own-words","yes-no"], "no"),
 A("The new guy driving for them has never gone through any towing school. How long until he has to get that done?", D, "within 12 months of hire", 2, ["paraphrase","own-words"]),
 A("When one of their customers' cars gets scratched up while they've got it, how fast do we have to let you know?", D, "within 24 hours of discovery", 3, ["paraphrase","own-words"]),
 N("does the policy pick up workers comp for the tow drivers?", ["shorthand"]),
 N("if a wrecked car leaks fuel on the highway during recovery, is the pollution cleanup covered?", ["own-words"]),
 N("any special rules for towing EVs? insd worried about battery fires on the rollback", ["shorthand"]),
 N("can I put an umbrella / excess layer over the 1M CSL w/ you guys?", ["shorthand","own-numbers"]),
]
kw["oxbow-ferry-towing.json"] = {
 tq[14]["question"]: ["workers comp", "workers", "compensation"],
 tq[15]["question"]: ["pollution", "cleanup", "leak", "leaks", "spill"],
 tq[16]["question"]: ["EV", "EVs", "electric", "battery", "batteries"],
 tq[17]["question"]: ["umbrella", "excess"],
}
json.dump({"name": f"Oxbow Ferry towing and roadside assistance, {R}", "company_name": "Oxbow Ferry Casualty Company",
  "line": "towing and roadside assistance (commercial auto with on-hook / garagekeepers)",
  "files": [D + ".pdf"], "questions": tq}, open("oxbow-ferry-towing.json","w"), indent=1, ensure_ascii=False)

# ---------------- Manufactured homes ----------------
D = "Wickham Crest Manufactured Home Program Guide 2026"
mq = [
 A("hey insd's MH is a 1974 single wide but totally redone inside, can we still write it?", D, "is ineligible whatever its updates", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("max cov A on a 1998 doublewide?", D, "roof at ACV $125,000", 2, ["shorthand","own-numbers"]),
 A("can I bind a 2010 MH w/ cov A of 140k myself?", D, "Coverage A over $125,000", 3, ["shorthand","own-numbers","yes-no"], "no"),
 A("quick q - landlord rents out 3 MHs, all on 12 mo leases, ok on the MH-D?", D, "landlord may insure up to 4 rented homes", 1, ["filler","shorthand","own-numbers","yes-no"], "yes"),
 A("1988 single wide - RC or ACV on the dwelling, and what's the wind/hail ded?", D, "1985 to 1994 Actual cash value", 2, ["shorthand","own-numbers","two-fact"]),
 A("min prem on an MH-D, and can they cancel flat if the sale falls thru?", D, "$450 for MH-D", 3, ["shorthand","two-fact"]),
 A("insd heats the home w/ a wood stove as main heat, is that ok?", D, "heated primarily by a wood stove", 1, ["shorthand","yes-no"], "no"),
 A("what pics do u need on new biz for a MH?", D, "Photographs of all four sides of the home", 3, ["shorthand"]),
 A("does a 2001 MH get inspected after binding?", D, "model year 2004 or older are inspected", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 A("insd built a 500 sq ft addition onto the MH, do I need to refer it?", D, "addition larger than 400 square feet requires referral", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 A("seasonal MH, used about 4 months a yr, 30 mi from their main house - can I write it still?", D, "within 50 miles of the insured's primary residence", 3, ["shorthand","filler","own-numbers","yes-no"], "yes"),
 A("My client's place sits in a little trailer park with only six lots. Does that work for you?", D, "community of 10 or more spaces", 1, ["paraphrase","own-words","yes-no"], "no"),
 A("If a bad storm is headed their way and they haul the place somewhere safer, do you chip in for that?", D, "to $1,000 to move it to safety", 2, ["paraphrase","own-words","yes-no"], "yes"),
 A("Their front door sits a good three feet off the ground. Is there anything they have to have there?", D, "must have steps with a handrail", 2, ["paraphrase","own-words"]),
 N("does the MH-3 cover flood if the creek comes up?", ["shorthand"]),
 N("insd wants earthquake cov on the MH, can I add it?", ["shorthand"]),
 N("hey does liability extend to the golf cart they drive around the park?", ["filler"]),
 N("is there an identity theft endorsement I can add on the MH policy?", ["shorthand"]),
]
kw["wickham-crest-manufactured-homes.json"] = {
 mq[14]["question"]: ["flood", "flooding", "creek"],
 mq[15]["question"]: ["earthquake", "quake"],
 mq[16]["question"]: ["golf cart", "golf"],
 mq[17]["question"]: ["identity theft", "identity"],
}
json.dump({"name": f"Wickham Crest manufactured and mobile homes, {R}", "company_name": "Wickham Crest Mutual Insurance Company",
  "line": "manufactured and mobile homes (personal lines)",
  "files": [D + ".pdf"], "questions": mq}, open("wickham-crest-manufactured-homes.json","w"), indent=1, ensure_ascii=False)

# ---------------- A&E PL ----------------
D = "Calloway Point Architects and Engineers Professional Liability Guide 2026"
aq = [
 A("hey commercial arch firm, 2.2M billings, no claims, wants 1M/2M - can I bind it?", D, "bind firms with gross billings up to $3,000,000", 3, ["filler","shorthand","own-numbers","yes-no"], "yes"),
 A("geotech is about 30% of this eng firm's fees, still eligible?", D, "Geotechnical engineering above 20% of gross billings", 1, ["shorthand","own-numbers","yes-no","filler"], "no"),
 A("min retention for a structural eng firm?", D, "Structural engineering Acceptable No maximum $10,000", 2, ["shorthand"]),
 A("what does a 3 yr ERP cost?", D, "three years at 175%", 3, ["shorthand","own-numbers"]),
 A("principal is retiring and closing the firm, been w/ you 5 yrs - do they get a free tail?", D, "three-year extended reporting period at no charge", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 A("new insd never had PL before, can they get full prior acts?", D, "Full prior acts coverage is not offered", 3, ["shorthand","yes-no"], "no"),
 A("civil firm w/ 1.5M billings - min retention and min prem on 500k/1M?", D, "Within the limit $5,000 $3,500", 2, ["shorthand","own-numbers","two-fact"]),
 A("how many yrs of loss runs, and do u need financials on a firm billing 6M?", D, "Audited financial statements for firms with gross billings", 3, ["shorthand","own-numbers","two-fact"]),
 A("one client is like 50% of their fees rn, do I have to refer?", D, "single client above 40% of gross billings", 3, ["filler","own-numbers","yes-no"], "yes"),
 A("firm had 2 claims in 5 yrs, one paid 300k - eligible?", D, "no single claim paid over $250,000", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("they use LoL clauses in ~80% of contracts, any credit for that?", D, "at least 75% of its client contracts", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 A("Two partners just opened their own shop last year, but each of them has been stamping drawings for over a decade. Will you look at them?", D, "principals who each have at least five years", 1, ["paraphrase","own-words","yes-no"], "yes"),
 A("Once the policy is over, how long does the client get to make up their mind about buying the tail?", D, "elect it in writing within 60 days", 3, ["paraphrase","own-words"]),
 A("My client also puts up the buildings it draws, general-contractor style. Would that knock them out?", D, "Firms that perform construction, hold a contractor's license", 1, ["paraphrase","own-words","yes-no"], "yes"),
 N("does the A&E policy include any cyber coverage for a breach of client files?", ["shorthand"]),
 N("can I add EPLI to the PL policy for the firm's staff?", ["shorthand"]),
 N("insd's surveyors fly drones for site mapping - is that covered or excluded?", ["shorthand"]),
 N("quick q, any credit or special wording for LEED certified projects?", ["filler"]),
]
kw["calloway-point-architects-engineers.json"] = {
 aq[14]["question"]: ["cyber", "breach"],
 aq[15]["question"]: ["EPLI", "employment practices", "employment"],
 aq[16]["question"]: ["drone", "drones", "UAV", "aerial"],
 aq[17]["question"]: ["LEED", "green building"],
}
json.dump({"name": f"Calloway Point architects and engineers professional liability, {R}", "company_name": "Calloway Point Specialty Insurance Company",
  "line": "architects and engineers professional liability",
  "files": [D + ".pdf"], "questions": aq}, open("calloway-point-architects-engineers.json","w"), indent=1, ensure_ascii=False)

# ---------------- Seed ----------------
def S(company, *a, **k):
    d = A(*a, **k); return {"company": company, **d}
NS, BW, GP, EG, KS = "cmp_hv_northstar","cmp_hv_bluewater","cmp_hv_granite","cmp_hv_evergreen","cmp_hv_keystone"
sq = [
 S(NS, "hey insd's roof is 24 yrs old on an HO-3, still RC on the roof?", "Homeowners Underwriting Guidelines 2025", "actual cash value settlement for the roof surface", 1, ["filler","shorthand","own-numbers","yes-no"], verdict="no"),
 S(NS, "HO w/ cov A 700k, can I bind it myself w/o UW?", "Binding Authority Memo — Q1 2025", "homeowners policies with Coverage A up to $750,000", 1, ["shorthand","own-numbers","yes-no"], verdict="yes"),
 S(NS, "min ded on a DP-3 rental?", "Dwelling Fire Program Guide", "$2,500 on DP-3", 1, ["shorthand"]),
 S(BW, "quick q - driver is 22 and needs a CDL, is he ok?", "Commercial Auto Underwriting Manual", "must be at least 23 years old", 1, ["filler","shorthand","own-numbers","yes-no"], verdict="no"),
 S(BW, "insd runs 8 trucks, do they need a written fleet safety program?", "Fleet Safety Program Requirements", "Insureds with five or more power units", 1, ["own-numbers","yes-no"], verdict="yes"),
 S(BW, "min prem on a comm auto policy?", "Commercial Auto Underwriting Manual", "$1,500 per policy", 2, ["shorthand"]),
 S(GP, "my contractor subs out about 30% of the work, still ok for the program?", "Contractors Program Underwriting Guide", "may not exceed 25% of annual revenue", 1, ["shorthand","own-numbers","yes-no"], verdict="no"),
 S(GP, "excavator on the floater worth 80k - does it need GPS?", "Inland Marine Equipment Floater Guidelines", "must carry a GPS tracking device", 1, ["own-numbers","yes-no"], verdict="yes"),
 S(EG, "who binds the E&S GL, me or the UW?", "E&S General Liability Appetite Guide", "Brokers have no binding authority", 1, ["shorthand"]),
 S(EG, "how long are E&S quotes good for?", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, ["shorthand"]),
 S(KS, "restaurant w/ 1.2M sales, 20% liquor - BOP eligible?", "Businessowners Policy Eligibility Guide", "Restaurants with annual sales up to $1,500,000", 1, ["shorthand","own-numbers","yes-no"], verdict="yes"),
 S(KS, "max TIV for a frame bldg on comm prop?", "Commercial Property Underwriting Rules", "Frame buildings up to $2,000,000 TIV", 1, ["shorthand"]),
 N("does the HO program allow a trampoline in the backyard?", ["own-words"], company=NS),
 N("what motor truck cargo limits can I get for my insd?", ["shorthand"], company=BW),
 N("are solar panel installers ok for the contractors program?", [], company=GP),
 N("can I add earthquake cov on a comm prop risk?", ["shorthand"], company=KS),
]
kw["seed-round-15.json"] = {
 sq[12]["question"]: ["trampoline", "trampolines"],
 sq[13]["question"]: ["cargo", "motor truck cargo"],
 sq[14]["question"]: ["solar", "solar panel"],
 sq[15]["question"]: ["earthquake", "quake"],
}
json.dump({"name": f"seed carriers, {R}", "questions": sq}, open("seed-round-15.json","w"), indent=1, ensure_ascii=False)
json.dump(kw, open("tools/not_covered_keywords.json","w"), indent=1, ensure_ascii=False)
