"""Authoring script: writes the four question files and the not-covered keyword file.
(Questions are hand-written here; this script only serialises them.)"""
import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
R = "round 11"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind=("not-covered",)):
    return {"question": q, "expect": "not covered", "kind": list(kind)}

KW = {}

# ---------------- Guide 1: vacant dwellings ----------------
D1 = "Vacant Dwelling Program Guide"
g1 = [
 A("hey insd's mom passed, house has been sitting empty in probate about 8 months. still eligible for the vacant prog?", D1,
   "24 months from the date of death", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
 A("roof on this vacant is 27 yrs old, can we write it?", D1, "A roof no more than 25 years", 1,
   ["shorthand", "own-numbers", "yes-no"], "no"),
 A("quick q can I bind cov A 310k on a vacant thats listed for sale w/o UW?", D1,
   "bind dwellings with Coverage A up to $250,000", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
 A("what's the V&MM ded, and can insd even add V&MM if the place has been empty 14 months?", D1,
   "vacant longer than 12 months", 2, ["shorthand", "own-numbers", "two-fact"]),
 A("rate per 1k for an estate vacant in PPC 7 + what's the min prem", D1,
   "Vacant, estate in probate DP-1 5.80 7.40", 3, ["shorthand", "own-numbers", "two-fact"]),
 A("vacant house cov A 280k - do they need a monitored alarm?", D1,
   "Coverage A over $250,000 must also have", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("my guy says someone ripped the copper out of his vacant rental, is that covered?", D1,
   "excluded unless the Fixture Theft endorsement is added", 2, ["filler", "shorthand"]),
 A("can I put a vacant on a DP-3 form?", D1, "written on the DP-1 form only", 2,
   ["shorthand", "yes-no"], "no"),
 A("insd wants 500k liab on the vacant, doable?", D1, "limits of $100,000 or $300,000 per occurrence", 2,
   ["shorthand", "own-numbers", "yes-no"], "no"),
 A("6 mo term - what % of annual do we charge?", D1, "a 6-month term at 60%", 3, ["shorthand", "own-numbers"]),
 A("house was built in 1945, renovation w/ permit, does that have to go to UW before binding?", D1,
   "Dwellings built before 1950", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("does somebody actually have to go by the place regularly while nobody's living there?", D1,
   "at least once every 14 days", 2, ["paraphrase", "own-words"]),
 A("worried about pipes bursting over the winter in an empty house, what do they have to do so that's paid?", D1,
   "the water shut off at the main", 1, ["paraphrase", "own-words"]),
 A("what happens to the policy once somebody moves back in?", D1,
   "rewritten on the rental dwelling or homeowners program", 3, ["paraphrase", "own-words"]),
 N("does the vacant program offer earthquake cov as an add-on? house is outside memphis", ["not-covered", "shorthand"]),
 N("insd has solar panels on the roof of the vacant, any issue with that?", ["not-covered", "shorthand"]),
 N("is a log home eligible for the vacancy program?", ["not-covered"]),
 N("can the insd pay the vacant premium in installments or is it paid in full up front", ["not-covered", "shorthand"]),
]
KW[g1[14]["question"]] = ["earthquake", "seismic", "quake"]
KW[g1[15]["question"]] = ["solar", "photovoltaic", "panels"]
KW[g1[16]["question"]] = ["log", "log home", "log homes"]
KW[g1[17]["question"]] = ["installment", "installments", "monthly", "pay plan", "payment plan"]

# ---------------- Guide 2: security guards ----------------
D2 = "Security Services General Liability Guide"
g2 = [
 A("hey guard co only 2 yrs in biz but owner ran security for 15 yrs, is that a flat decline?", D2,
   "A newer firm is referred when its principal", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
 A("insd's armed guard hrs are about 30% of total, eligible?", D2,
   "no more than 25% of total guard hours", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("quick q - do you guys write bouncers at nightclubs?", D2,
   "Door staff or bouncers at bars, nightclubs", 2, ["filler", "yes-no"], "no"),
 A("if insd picks up an armed post mid-term how long do they have to tell you", D2,
   "post to Ashgrove within 30 days", 2, ["shorthand"]),
 A("rate + min prem for a mobile patrol acct?", D2, "Patrol service SG-110 12.40 $3,000", 3,
   ["shorthand", "two-fact"]),
 A("can I bind an unarmed firm, receipts 1.8M, offices & warehouses only, 1 claim in 5 yrs?", D2,
   "bind firms with gross receipts up to $2,500,000", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("unarmed firm, client contract wants 5M limits - can you do excess over the GL?", D2,
   "Excess limits up to $5,000,000 are available", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("how much of the guard work can insd sub out, and do the subs need their own GL?", D2,
   "up to 20% of gross receipts", 2, ["shorthand", "two-fact"]),
 A("they've got a 20 yr old they want armed at a bank post, ok?", D2,
   "at least 21 years old for", 1, ["own-numbers", "yes-no"], "no"),
 A("does the GL cover the patrol cars or do we still need a separate auto pol?", D2,
   "must be insured on a commercial auto policy", 2, ["shorthand", "filler", "yes-no"], "no"),
 A("is E&O for failing to stop a break-in at a client site included?", D2,
   "is included on every policy", 2, ["shorthand", "yes-no"], "yes"),
 A("what if one of their officers roughs somebody up while on shift, anything there for that?", D2,
   "is covered with a sublimit of $250,000", 2, ["paraphrase", "own-words"]),
 A("their people refill bank ATMs and move cash between branches - is that something you'd take?", D2,
   "Armored car service, cash-in-transit and ATM replenishment", 2, ["paraphrase", "own-words", "yes-no"], "no"),
 A("how much schooling do new hires need before they get put out at a site?", D2,
   "at least 8 hours of classroom training", 2, ["paraphrase", "own-words"]),
 N("do you write work comp for the guards too or just the GL?", ["not-covered", "shorthand"]),
 N("insd uses drones for perimeter checks at a client's yard, any issue?", ["not-covered", "shorthand"]),
 N("client wants K9 handlers on site, are guard dogs ok under this program?", ["not-covered"]),
 N("is there any cyber cov if their guard scheduling app gets hacked rn?", ["not-covered", "shorthand", "filler"]),
]
KW[g2[14]["question"]] = ["workers", "work comp", "workers compensation", "compensation"]
KW[g2[15]["question"]] = ["drone", "drones", "unmanned", "aerial"]
KW[g2[16]["question"]] = ["dog", "dogs", "K9", "K-9", "canine", "handlers"]
KW[g2[17]["question"]] = ["cyber", "hacked", "data breach", "network"]

# ---------------- Guide 3: wineries and craft breweries ----------------
D3 = "Winery and Craft Brewery Package Program"
g3 = [
 A("hey quick q, winery does about 38k cases/yr w/ a tasting room, eligible?", D3,
   "Wineries making up to 50,000 cases a year", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
 A("brewery taproom stays open til midnight fri and sat, still ok?", D3,
   "closing no later than 11 p.m.", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("what's the min prem for a brewery w/ a taproom", D3, "Craft brewery with taproom", 3, ["shorthand"]),
 A("GL limits on the pkg? and insd's distributor wants to be added as AI", D3,
   "added by the vendors endorsement at no", 2, ["shorthand", "two-fact"]),
 A("spoilage sublimit and ded on the pkg?", D3, "Spoilage $100,000 sublimit", 3, ["shorthand", "two-fact"]),
 A("barrels are racked 7 high on steel racks in the cellar, problem?", D3,
   "barrels on steel racks no more than six", 2, ["own-numbers", "yes-no"], "no"),
 A("insd also makes hard cider, same rules as the winery side?", D3,
   "Cideries and meaderies, on the same terms as", 1, ["shorthand", "yes-no"], "yes"),
 A("can I bind a winery TIV 2.8M, 18k cases, no tasting room, no losses?", D3,
   "annual production is no more than 25,000 cases", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("my guy's brewery runs a mobile canning line for other breweries on the side, still eligible?", D3,
   "mobile canning or bottling lines run at other", 1, ["filler", "yes-no"], "no"),
 A("new bartender at the taproom, how long do they have to get server training done", D3,
   "within 30 days of hire", 2, ["filler"]),
 A("BI waiting period on the winery pkg?", D3, "after a 72-hour waiting", 2, ["shorthand"]),
 A("if the glycol system dies overnight and a whole tank of IPA turns, is that picked up?", D3,
   "Loss of product from a breakdown of refrigeration", 2, ["paraphrase", "own-words"]),
 A("how do you value the wine still aging in oak vs the stuff already bottled and ready to sell?", D3,
   "barrels is valued at the cost of production", 2, ["paraphrase", "own-words"]),
 A("can visitors just wander around the brewhouse on their own?", D3,
   "Self-guided tours of the production area are not", 2, ["paraphrase", "own-words", "yes-no"], "no"),
 N("insd wants to start a THC seltzer line, does that knock them out?", ["not-covered", "shorthand"]),
 N("does the pkg pick up product recall expense if they have to pull cans off store shelves?", ["not-covered", "shorthand"]),
 N("can we add hired and non-owned auto to the pkg for their delivery van?", ["not-covered"]),
 N("can we add EPLI for the taproom staff?", ["not-covered", "shorthand"]),
]
KW[g3[14]["question"]] = ["THC", "hemp", "cannabis", "CBD", "seltzer"]
KW[g3[15]["question"]] = ["recall", "recalls", "withdrawal"]
KW[g3[16]["question"]] = ["auto", "hired", "non-owned", "van", "vehicle", "vehicles"]
KW[g3[17]["question"]] = ["EPLI", "employment practices", "discrimination", "harassment"]

guides = [
 ("guide-thornbury-vacant-dwellings.json", "Thornbury Mutual", "Thornbury Mutual Insurance Company",
  "vacant and unoccupied dwellings (personal lines, dwelling fire)", D1, g1),
 ("guide-ashgrove-security-guards.json", "Ashgrove Specialty", "Ashgrove Specialty Insurance Company",
  "security guard and patrol services (general liability)", D2, g2),
 ("guide-fenwick-dray-wineries-breweries.json", "Fenwick & Dray Mutual", "Fenwick & Dray Mutual Insurance Company",
  "wineries and craft breweries (property and liability package)", D3, g3),
]
kwfile = {}
for fn, short, full, line, doc, qs in guides:
    obj = {"name": f"{short} {line}, {R}", "company_name": full, "line": line,
           "files": [doc.replace(" ", "_") + ".pdf"], "questions": qs}
    json.dump(obj, open(os.path.join(OUT, fn), "w"), indent=1, ensure_ascii=False)
    kwfile[fn] = {q["question"]: KW[q["question"]] for q in qs if q["expect"] == "not covered"}

# ---------------- Seed carriers ----------------
HO = "Homeowners Underwriting Guidelines 2025"; DF = "Dwelling Fire Program Guide"; BAM = "Binding Authority Memo — Q1 2025"
CA = "Commercial Auto Underwriting Manual"; FS = "Fleet Safety Program Requirements"
CP = "Contractors Program Underwriting Guide"; IM = "Inland Marine Equipment Floater Guidelines"
ES = "E&S General Liability Appetite Guide"; SB = "E&S Submission and Binding Procedures"
KP = "Commercial Property Underwriting Rules"; BOP = "Businessowners Policy Eligibility Guide"
def S(company, *a, **k):
    d = A(*a, **k); return {"question": d.pop("question"), "company": company, **d}
def SN(company, q, kind=("not-covered",)):
    return {"question": q, "company": company, "expect": "not covered", "kind": list(kind)}
NS, BW, GP, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed = [
 S(NS, "hey roof on this HO risk is 32 yrs old, can we still write it?", HO,
   "roofs older than 30 years are ineligible", 1, ["filler", "shorthand", "own-numbers", "yes-no"], verdict="no"),
 S(NS, "quick q can I bind a DP w/ cov A 380k w/o UW approval?", BAM,
   "bound with Coverage A up to $400,000", 1,
   ["filler", "shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S(NS, "rental house has been sitting empty 75 days, still ok for the DP program?", DF,
   "Dwellings vacant for more than 60 consecutive days", 1, ["own-numbers", "yes-no"], verdict="no"),
 S(BW, "driver is 22 and needs a CDL, can we list him?", CA, "must be at least 23 years old", 1,
   ["shorthand", "own-numbers", "yes-no"], verdict="no"),
 S(BW, "what's the min prem on a BA policy", CA, "minimum annual premium is $1,500 per policy", 2, ["shorthand"]),
 S(BW, "insd runs 7 units, do they need a written fleet safety program?", FS,
   "five or more power units must keep", 1,
   ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S(GP, "plumber subs out about 30% of revenue, eligible for the contractors program?", CP,
   "may not exceed 25% of annual revenue", 1, ["own-numbers", "yes-no"], verdict="no"),
 S(GP, "insd has a 60k excavator on the floater, does it need GPS?", IM,
   "valued over $50,000 must carry a GPS", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S(EV, "how long are E&S GL quotes good for?", SB, "remain firm for 30 days", 1, ["shorthand"]),
 S(EV, "what's the A&B sublimit for a bar on the E&S GL?", ES,
   "sub-limited to $100,000 for restaurants and bars", 1, ["shorthand"]),
 S(KS, "what coinsurance do you use on comm prop buildings?", KP, "replacement cost with 90% coinsurance", 1, ["shorthand"]),
 S(KS, "BOP BI waiting period rn?", BOP, "after a 72-hour waiting period", 1, ["shorthand", "filler"]),
 SN(NS, "insd has a trampoline in the backyard, is that ok on the HO?", ["not-covered", "shorthand"]),
 SN(BW, "any discount for electric or hybrid vehicles on the BA fleet?", ["not-covered", "shorthand"]),
 SN(GP, "does the contractors program take solar panel installers?", ["not-covered"]),
 SN(KS, "is cyber cov available on the BOP?", ["not-covered", "shorthand"]),
]
seedkw = {
 seed[12]["question"]: ["trampoline", "trampolines"],
 seed[13]["question"]: ["electric", "hybrid", "EV", "EVs"],
 seed[14]["question"]: ["solar", "photovoltaic"],
 seed[15]["question"]: ["cyber", "data breach"],
}
json.dump({"name": f"seed carriers, {R}", "questions": seed},
          open(os.path.join(OUT, "seed-round11.json"), "w"), indent=1, ensure_ascii=False)
kwfile["seed-round11.json"] = seedkw
json.dump(kwfile, open(os.path.join(OUT, "tools", "not_covered_keywords.json"), "w"), indent=1, ensure_ascii=False)
print("written")
