"""Writes the three guide question files, the seed file and the not-covered keyword list."""
import json, os
OUT = "/work/blind14"
R = "round 14"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind=()):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"] + list(kind)}

KW = {}

# ---------------- Guide 1: pest control ----------------
D1 = "Pest Control Operators General Liability Guide"
g1 = [
 A("hey quick q, insd does their own tent fumigation w/ sulfuryl fluoride, maybe 5% of receipts. can we still write the GL?", D1, "structural fumigation with sulfuryl fluoride", 2, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
 A("PCO w/ 2.1M in receipts, clean loss hx - can I bind it myself?", D1, "bind operators with receipts up to $1,500,000", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("whats the rate per 1k receipts for termite work", D1, "Termite and WDO treatment $7.25", 2, ["shorthand"]),
 A("termite is like 35% of their revenue rn, still eligible?", D1, "WDO work of no more than 40%", 1, ["filler", "own-numbers", "yes-no"], "yes"),
 A("min prem for a residential general pest acct, no termite at all?", D1, "Residential general pest only $4.85 $1,250", 2, ["shorthand"]),
 A("what are the std GL limits and can we go 2M per occ?", D1, "$1,000,000 each occurrence, $2,000,000 general aggregate", 2, ["shorthand", "two-fact"]),
 A("insd has 1 certified applicator and 8 techs at the branch, that ok?", D1, "no more than six registered technicians", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("quick q - pesticide drift claim, whats the sublimit on the pollution carve back?", D1, "sub-limited to $300,000 per occurrence", 2, ["filler", "shorthand"]),
 A("how long is a quote good for, and when are the signed apps due after we bind?", D1, "Quotes are valid for 45 days", 3, ["shorthand", "two-fact"]),
 A("my guy does mosquito fogging off a truck for the county, is that eligible?", D1, "truck-mounted ULV fogging under contract", 1, ["filler", "yes-no"], "no"),
 A("insd subs out about 12% of receipts, still ok?", D1, "may not exceed 15% of receipts", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("How far back do you look at a shop's past losses, and how many is too many to qualify?", D1, "No more than two general liability claims", 1, ["paraphrase", "own-words"]),
 A("The company also checks houses for bugs before home sales and writes up what it finds. If a buyer later says the write-up missed damage, can they get protection for that?", D1, "WDO inspection errors and omissions coverage is available", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("If a tech accidentally ruins a customer's rug or couch while spraying inside, how much is there for that?", D1, "Damage to customer property in the operator's care", 2, ["paraphrase", "own-words"]),
 N("does the GL pick up hired and non-owned auto for techs driving their own trucks?", ["shorthand"]),
 N("insd is QualityPro certified, any credit for that?", ["shorthand"]),
 N("can we add cyber for their online booking and customer data?", ["shorthand"]),
 N("tech stole jewelry from a customer's house - is there employee dishonesty cov on this?", ["shorthand"]),
]
KW["pest-control-round14.json"] = {
 g1[14]["question"]: ["hired", "non-owned"],
 g1[15]["question"]: ["QualityPro", "NPMA"],
 g1[16]["question"]: ["cyber", "data breach"],
 g1[17]["question"]: ["dishonesty", "theft", "stole", "fidelity"],
}

# ---------------- Guide 2: youth sports ----------------
D2 = "Youth Sports Leagues and Clubs Program Manual"
g2 = [
 A("hey, soccer club w/ 1,800 kids, can I bind it?", D2, "bind organizations with up to 1,500 participants", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
 A("rate per kid on the silver plan for basketball?", D2, "Silver $50,000 $100 $15,000 $2.95 $4.60", 2, ["shorthand"]),
 A("league has tackle football for 6 yr olds, eligible?", D2, "Tackle football for participants under age 7", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("whats the SAM limit? they run background checks every 2 yrs", D2, "a limit of $250,000 per occurrence", 2, ["shorthand", "own-numbers"]),
 A("hosting a tourney, 32 teams over a 3 day weekend. covered under the GL?", D2, "have no more than 40 teams", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("min prem if they buy both GL and accident?", D2, "combined minimum premium of $1,000", 2, ["shorthand"]),
 A("quick q whats the min # of kids for a league to qualify, and what ages do you take?", D2, "at least 25 and no more than 5,000", 1, ["filler", "shorthand", "two-fact"]),
 A("ice hockey club - can I bind it w/o UW, and is there a ded?", D2, "Any organization with a Class C sport", 3, ["shorthand", "two-fact", "yes-no"], "no"),
 A("kid got hurt at practice 2 months ago, parents just now filing. how long do they have to report the accident claim?", D2, "reported within 90 days of the injury", 3, ["own-numbers", "filler"]),
 A("school district wants AI on the field use agreement, is there a charge for that?", D2, "Blanket additional insured status for school districts", 2, ["shorthand", "yes-no"], "no"),
 A("travel team has a 6 night trip for nationals, does the accident cov still apply?", D2, "stays of up to four nights are covered", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("A player gets hurt and the family's own health plan pays first - does this plan just pick up what's left over?", D2, "Benefits are paid on an excess basis", 2, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("If a player takes a hard hit to the head, what do they need before getting back in the game?", D2, "may return only with written clearance", 3, ["paraphrase", "own-words"]),
 A("When there's lightning around during a game, how long do the kids have to sit out?", D2, "stops play for at least 30 minutes", 3, ["paraphrase", "own-words"]),
 N("league wants a 5M umbrella over the GL, do you offer one?", ["shorthand"]),
 N("paid coach got let go and is threatening to sue the league - any EPLI on this?", ["shorthand"]),
 N("they're doing a fundraiser w/ a beer tent at the tourney, is there liquor liab?", ["shorthand"]),
 N("treasurer embezzled 20k from the league acct, is that covered?", ["shorthand", "own-numbers"]),
]
KW["youth-sports-round14.json"] = {
 g2[14]["question"]: ["umbrella", "excess liability"],
 g2[15]["question"]: ["employment practices", "EPLI", "wrongful termination"],
 g2[16]["question"]: ["liquor", "alcohol", "beer"],
 g2[17]["question"]: ["embezzlement", "embezzled", "dishonesty", "crime"],
}

# ---------------- Guide 3: fine art ----------------
D3 = "Fine Art Dealers and Galleries Inland Marine Guide"
g3 = [
 A("hey gallery in manhattan, mostly paintings - what's the rate?", D3, "$0.22 $0.18 $0.15 $2,500", 2, ["filler", "shorthand"]),
 A("single painting worth 750k in the gallery, can i bind?", D3, "no single work over $500,000", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("TIV 2.2M at the gallery, nothing over 200k, no losses, UL alarm cert - can I bind it?", D3, "bind risks with total values up to $3,000,000", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("ded on glass and ceramics pieces?", D3, "porcelain, mixed media $0.45 $0.38 $0.32 $5,000", 2, ["shorthand"]),
 A("consigned stuff is like 70% of their inventory still, eligible?", D3, "works of others do not exceed 60%", 1, ["filler", "own-numbers", "yes-no"], "no"),
 A("min prem and MEP on the dealers floater?", D3, "The minimum annual premium is $2,500 per policy", 2, ["shorthand", "two-fact"]),
 A("EQ in CA - whats the ded?", D3, "a deductible of 5% of the values", 2, ["shorthand"]),
 A("quick q they haul pieces in their own van, max per shipment?", D3, "up to $250,000 per shipment", 3, ["filler", "shorthand"]),
 A("how long does cov last at an art fair, and whats the limit per event?", D3, "for up to 30 days per event", 1, ["shorthand", "two-fact"]),
 A("insd's only been dealing 3 yrs but the owner was a museum curator for 12 yrs, ok?", D3, "principal has at least ten years of experience", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("insd has a bunch of pieces over 100k, how old can the appraisals be?", D3, "an appraisal dated within three years", 3, ["shorthand", "own-numbers"]),
 A("If a canvas cracks because the gallery's air got too dry when the HVAC acted up, would that be paid?", D3, "changes in humidity or temperature", 3, ["paraphrase", "own-words", "yes-no"], "no"),
 A("When a piece a client left with them to sell gets wrecked, how do you figure what it's worth?", D3, "the amount the insured is liable for", 3, ["paraphrase", "own-words"]),
 A("Mostly they trade rare coins and postage collectibles, plus a handful of canvases - do they fit here?", D3, "Dealers whose stock is mainly jewelry, coins, stamps", 1, ["paraphrase", "own-words", "yes-no"], "no"),
 N("customer tripped at the opening reception - does this pick up the GL?", ["shorthand"]),
 N("buyer says a painting they sold was stolen decades ago and wants his money back, any title cov?", ["shorthand"]),
 N("gallery got a fake wire instruction email and sent 80k to a scammer, covered?", ["own-numbers"]),
 N("do they need to buy terrorism / TRIA on this?", ["shorthand"]),
]
KW["fine-art-round14.json"] = {
 g3[14]["question"]: ["general liability", "slip", "bodily injury", "tripped"],
 g3[15]["question"]: ["title", "good title"],
 g3[16]["question"]: ["wire", "cyber", "social engineering", "funds transfer"],
 g3[17]["question"]: ["terrorism", "TRIA"],
}

guides = [
 ("pest-control-round14.json", "Wrenfield Casualty pest control operators general liability", "Wrenfield Casualty Company", "pest control operators general liability", D1, g1),
 ("youth-sports-round14.json", "Brambleton Mutual youth sports leagues and clubs", "Brambleton Mutual Insurance Company", "youth sports leagues and clubs general liability and participant accident", D2, g2),
 ("fine-art-round14.json", "Verity Lane Specialty fine art dealers and galleries inland marine", "Verity Lane Specialty Insurance Company", "fine art dealers and galleries inland marine", D3, g3),
]
for fn, name, co, line, doc, qs in guides:
    json.dump({"name": f"{name}, {R}", "company_name": co, "line": line, "files": [doc + ".pdf"], "questions": qs},
              open(os.path.join(OUT, fn), "w"), indent=1, ensure_ascii=False)

# ---------------- Seed ----------------
HO = "Homeowners Underwriting Guidelines 2025"; DF = "Dwelling Fire Program Guide"; BM = "Binding Authority Memo — Q1 2025"
CA = "Commercial Auto Underwriting Manual"; FS = "Fleet Safety Program Requirements"
CP = "Contractors Program Underwriting Guide"; IM = "Inland Marine Equipment Floater Guidelines"
ES = "E&S General Liability Appetite Guide"; SB = "E&S Submission and Binding Procedures"
PR = "Commercial Property Underwriting Rules"; BO = "Businessowners Policy Eligibility Guide"
def S(company, *a, **k):
    d = A(*a, **k); d["company"] = company; return d
def SN(company, q, kind=()):
    d = N(q, kind); d["company"] = company; return d
NS, BW, GR, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed = [
 S(NS, "hey insd's roof is 24 yrs old, do they still get RC on the roof?", HO, "written with actual cash value settlement", 1, ["filler", "shorthand", "own-numbers", "yes-no"], verdict="no"),
 S(NS, "can I bind an HO w/ cov A 700k w/o UW approval?", BM, "Coverage A up to $750,000 without prior", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S(NS, "DP-3 rental, whats the min ded?", DF, "$2,500 on DP-3", 1, ["shorthand"]),
 S(BW, "driver is 22 and needs a CDL for the box truck, ok to list him?", CA, "must be at least 23 years old", 1, ["own-numbers", "yes-no"], verdict="no"),
 S(BW, "fleet of 7 units, do they need a written safety program?", FS, "five or more power units must keep", 1, ["own-numbers", "yes-no"], verdict="yes"),
 S(BW, "min prem on comm auto?", CA, "minimum annual premium is $1,500", 2, ["shorthand"]),
 S(GR, "contractor subs out 30% of revenue, still eligible for the program?", CP, "may not exceed 25% of annual revenue", 1, ["own-numbers", "yes-no"], verdict="no"),
 S(GR, "whats the max per item for unscheduled tools on the floater?", IM, "maximum of $2,500 per item", 1, ["shorthand"]),
 S(EV, "bar w/ 55% liquor receipts, in appetite?", ES, "liquor sales of up to 60% of receipts", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S(EV, "how long are E&S quotes good for?", SB, "remain firm for 30 days", 1, ["shorthand"]),
 S(KS, "BOP for a restaurant doing 1.2M in sales, 20% alcohol - eligible?", BO, "Restaurants with annual sales up to $1,500,000", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S(KS, "whats the max TIV for a frame bldg on comm prop?", PR, "Frame buildings up to $2,000,000 TIV", 1, ["shorthand"]),
 SN(NS, "does northstar offer an earthquake endorsement on the HO?", ["shorthand"]),
 SN(BW, "what cargo limits can we get for a contractor hauling materials?", ["shorthand"]),
 SN(EV, "cannabis dispensary in oregon, will evergreen quote the GL?", ["shorthand"]),
 SN(KS, "can we add flood cov to the BOP for a location in NJ?", ["shorthand"]),
]
json.dump({"name": f"seed carriers, {R}", "questions": seed}, open(os.path.join(OUT, "seed-round14.json"), "w"), indent=1, ensure_ascii=False)
KW["seed-round14.json"] = {
 seed[12]["question"]: ["earthquake", "quake", "seismic"],
 seed[13]["question"]: ["cargo"],
 seed[14]["question"]: ["cannabis", "dispensary", "marijuana"],
 seed[15]["question"]: ["flood"],
}
json.dump(KW, open(os.path.join(OUT, "tools", "not_covered_keywords.json"), "w"), indent=1, ensure_ascii=False)
print("written")
