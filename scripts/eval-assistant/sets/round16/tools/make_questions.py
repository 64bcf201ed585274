"""Writes the question files and the not-covered keyword file for round 16."""
import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
R = "round 16"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind_extra=()):
    return {"question": q, "expect": "not covered", "kind": ["not-covered", *kind_extra]}

KW = {}

# ---------------- Birchmont ----------------
B = "Birchmont Electrical and Plumbing Contractors GL Guide 2026"
bq = [
 A("hey quick q, electrician insd does about $3.1M in receipts w/ 12 field guys. can I bind it myself?", B, "Gross receipts over $2,500,000", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
 A("plumber had a 68k water dmg claim 2 yrs ago, only one. can I still bind or does UW have to see it", B, "the agent may not bind it", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("whats the water dmg ded on plumbers", B, "water damage deductible of $5,000 per claim", 2, ["shorthand"]),
 A("my guy only opened his own shop 2 yrs ago but he's been a master plumber 11 yrs. is he eligible?", B, "at least eight years of experience", 1, ["filler", "own-numbers", "yes-no"], "yes"),
 A("insd does some fire sprinkler installs on the side, maybe 10% of receipts. ok w/ this program?", B, "Installation of fire sprinkler systems", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("rate per 1k and min prem for resi plumbing?", B, "Plumbing, residential or domestic", 2, ["shorthand", "two-fact"]),
 A("what GL limits do the subs need to carry, and do they have to name my insd as AI?", B, "must name the insured as an additional insured", 2, ["shorthand", "two-fact"]),
 A("blanket AI w/ completed ops, what's the charge?", B, "flat charge of $250 per policy", 3, ["shorthand"]),
 A("electrician wants to bid a 7 story office bldg, can we still write him for that work?", B, "no more than six stories above grade", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("county's under a flood warning rn, can I still bind a new electrician today", B, "Binding is suspended for 72 hours", 3, ["filler", "yes-no"], "no"),
 A("insd has 6 yrs in biz and zero claims, any way to get him 2M/4M?", B, "available on referral for", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("If the contractor farms out part of his jobs to other outfits, is there a cap on how much of his business can go out that way?", B, "may not exceed 20% of gross receipts", 2, ["paraphrase", "own-words"]),
 A("Do plumbers who sweat copper pipe with a torch need to have some sort of written safety procedure in place?", B, "keep a written hot work permit program", 3, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("If the customer decides to walk away from the policy halfway through the year, how much money do they get back?", B, "calculated at 90% of pro rata", 3, ["paraphrase", "own-words"]),
 N("insd also does solar panel installs, roughly 15% of revenue. does that fly?", ["shorthand", "own-numbers"]),
 N("GC wants my electrician enrolled in an OCIP on a big school job, how does that work w/ this GL?", ["shorthand"]),
 N("can the insd pay the GL prem monthly or is it paid in full?", ["shorthand"]),
 N("hey, electrician does a lot of EV charger installs in home garages now. any special rules for that?", ["filler"]),
]
KW[B] = {
 bq[14]["question"]: ["solar"],
 bq[15]["question"]: ["OCIP", "wrap-up", "wrap", "CCIP"],
 bq[16]["question"]: ["monthly", "installment", "installments", "pay plan"],
 bq[17]["question"]: ["EV", "charger", "chargers", "charging"],
}

# ---------------- Pelham Sound ----------------
P = "Pelham Sound Boatowners and Personal Watercraft Guide 2026"
pq = [
 A("hey, 2009 runabout so 17 yrs old. do I need a survey on it?", P, "needs a marine survey", 1, ["filler", "own-numbers", "yes-no"], "yes"),
 A("insd's 19 yo son has his boating safety cert and wants to drive the PWC, ok age-wise?", P, "at least 16 years old", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("28 ft center console, hull val 185k. can I bind it?", P, "A hull value over $150,000", 3, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("whats the hull ded on a boat w/ 60k hull value", P, "1% of hull value, minimum", 2, ["shorthand", "own-numbers"]),
 A("client in Maine wants to leave the boat in the water all winter, he has a bubbler at the mooring. what do I do w/ that?", P, "must be referred and must use a deicing", 2, ["shorthand"]),
 A("one of the listed operators had a DUI in 2022, still ok to list him?", P, "under the influence in the last five years", 2, ["own-numbers", "yes-no"], "no"),
 A("std boat liab limit? and can insd go higher than 500k?", P, "$300,000 per occurrence", 2, ["shorthand", "two-fact"]),
 A("min prem on a jet ski, and what does insd get back if they cancel midseason?", P, "10% short-rate charge", 3, ["shorthand", "two-fact"]),
 A("insd picked up a 2nd boat last wk, about 80k. is it covered till I add it?", P, "covered automatically for 30 days", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("quick q, is a 45 ft cabin cruiser eligible?", P, "cruisers of up to 40 feet", 1, ["filler", "own-numbers", "yes-no"], "no"),
 A("insd's outboard is 115hp, any lock reqs on that?", P, "secured with a locking bracket", 3, ["shorthand", "own-numbers"]),
 A("The owner wants to take the boat down past Virginia this summer. Does he need anything from us before he heads out?", P, "navigation extension approved by an underwriter", 2, ["paraphrase", "own-words"]),
 A("If somebody swipes the ski off its trailer in the driveway and the owner never bothered securing it, does that cost him more out of pocket?", P, "the deductible is doubled", 3, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("The owner's buddy borrows the boat most weekends. Is there anything I have to do about him?", P, "must be listed on the application", 3, ["paraphrase", "own-words"]),
 N("insd lives aboard his cruiser about half the year, is that a problem?", ["shorthand"]),
 N("if the boat sinks at the marina does the liab pay for the fuel spill cleanup?", ["shorthand"]),
 N("does the policy pick up the insd's dinghy / tender or does it need to be listed separately?", ["shorthand"]),
 N("hey do they have a disappearing ded for claim-free yrs?", ["filler", "shorthand"]),
]
KW[P] = {
 pq[14]["question"]: ["aboard", "liveaboard", "live-aboard", "houseboat"],
 pq[15]["question"]: ["fuel", "spill", "pollution", "oil"],
 pq[16]["question"]: ["dinghy", "tender"],
 pq[17]["question"]: ["disappearing", "vanishing", "diminishing"],
}

# ---------------- Larchfield ----------------
L = "Larchfield Commercial Crime Underwriting Guide 2026"
lq = [
 A("quick q, insd has 32 employees and wants 100k EE theft. can I bind?", L, "More than 25 employees, or revenue", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "no"),
 A("insd is a small jewelry store, 8 employees. can we write crime for them?", L, "jewelry, watch and precious metal dealers", 2, ["own-numbers", "yes-no"], "no"),
 A("min ded for computer fraud / FTF?", L, "Computer fraud and funds transfer fraud", 2, ["shorthand"]),
 A("what's the EE theft prem for a 250k limit, insd has 12 employees", L, "6 to 15", 3, ["shorthand", "own-numbers"]),
 A("liquor store keeps like 8k cash in the safe overnight. eligible?", L, "keep more than $5,000 in cash", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("do I need CPA audited or reviewed financials if insd wants 300k EE theft?", L, "reviewed or audited by a certified public accountant", 2, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("min prem on the crime policy and how much is earned if insd cancels?", L, "The minimum premium is $350 per policy", 3, ["shorthand", "two-fact"]),
 A("max EE theft limit? and how high can I bind w/o UW?", L, "Employee theft $10,000 $500,000", 2, ["shorthand", "two-fact"]),
 A("theft was found 45 days after the policy expired but happened during the term. covered?", L, "within 60 days after the policy ends", 3, ["own-numbers", "yes-no"], "yes"),
 A("insd has 3 seasonal guys who work ~60 days a yr, do they count toward the employee count?", L, "employed for more than 90 days a year", 2, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("my guy keeps about 15k cash overnight, what do you need for the safe?", L, "UL-rated burglary resistant", 2, ["filler", "shorthand", "own-numbers"]),
 A("The same lady who balances the bank statements also writes all the checks. Is that going to be an issue?", L, "a person who does not sign checks", 3, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("The owner caught his office manager skimming from petty cash last year but kept her on. If she does it again, would she still be covered?", L, "Coverage for any employee ends as soon as", 3, ["paraphrase", "own-words", "yes-no"], "no"),
 A("The owner runs a sister company too. Can that one ride on the same policy?", L, "may be added as named insureds", 1, ["paraphrase", "own-words", "yes-no"], "yes"),
 N("insd's AP clerk got a fake vendor email and wired 40k to a scammer. is social engineering covered?", ["shorthand", "own-numbers"]),
 N("does this crime policy satisfy the ERISA bond for the insd's 401k?", ["shorthand"]),
 N("hey do they offer kidnap and ransom on this?", ["filler"]),
 N("what's the agent commission on crime?", ["shorthand"]),
]
KW[L] = {
 lq[14]["question"]: ["social engineering", "impersonation", "phishing", "scammer"],
 lq[15]["question"]: ["ERISA", "401k", "pension"],
 lq[16]["question"]: ["kidnap", "ransom", "extortion"],
 lq[17]["question"]: ["commission", "commissions"],
}

guides = [
 ("guide-birchmont.json", "Birchmont Casualty", "Birchmont Casualty Company", "electrical and plumbing contractors general liability", B, bq),
 ("guide-pelham-sound.json", "Pelham Sound Marine", "Pelham Sound Marine Insurance Company", "boatowners and personal watercraft", P, pq),
 ("guide-larchfield.json", "Larchfield Indemnity", "Larchfield Indemnity Company", "commercial crime and employee dishonesty for small businesses", L, lq),
]
for fn, short, full, line, doc, qs in guides:
    data = {"name": f"{short} {line}, {R}", "company_name": full, "line": line,
            "files": [doc + ".pdf"], "questions": qs}
    with open(os.path.join(OUT, fn), "w") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)

# ---------------- Seed ----------------
HO = "Homeowners Underwriting Guidelines 2025"; DF = "Dwelling Fire Program Guide"; BM = "Binding Authority Memo — Q1 2025"
CA = "Commercial Auto Underwriting Manual"; FS = "Fleet Safety Program Requirements"
CP = "Contractors Program Underwriting Guide"; IM = "Inland Marine Equipment Floater Guidelines"
EA = "E&S General Liability Appetite Guide"; ES = "E&S Submission and Binding Procedures"
KP = "Commercial Property Underwriting Rules"; KD = "Required Documents Checklist"; KB = "Businessowners Policy Eligibility Guide"

def S(company, *a, **k):
    d = A(*a, **k); return {"company": company, **d}
def SN(company, q, kind_extra=()):
    return {"company": company, **N(q, kind_extra)}

sq = [
 S("cmp_hv_northstar", "HO3, roof is 24 yrs old. still eligible?", HO, "actual cash value settlement for the roof surface", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S("cmp_hv_northstar", "can I bind a homeowners w/ Cov A 680k w/o UW?", BM, "Coverage A up to $750,000", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S("cmp_hv_northstar", "DP3 rental, tenant only signs 3 month leases. ok?", DF, "leases of at least six months", 1, ["shorthand", "own-numbers", "yes-no"], verdict="no"),
 S("cmp_hv_bluewater", "driver is 22 and needs a CDL, can he be on the policy?", CA, "must be at least 23", 1, ["own-numbers", "yes-no"], verdict="no"),
 S("cmp_hv_bluewater", "fleet of 14 power units, can I bind it myself?", CA, "Fleets of 11 to 50 power units", 2, ["own-numbers", "yes-no"], verdict="no"),
 S("cmp_hv_bluewater", "insd has telematics on every truck plus dash cams, how much credit?", FS, "fleet safety credit of up to 10%", 1, ["shorthand"]),
 S("cmp_hv_granite", "how much of the work can the contractor sub out?", CP, "may not exceed 25% of annual revenue", 1, ["filler"]),
 S("cmp_hv_granite", "equip floater, insd has a 60k excavator. does it need GPS?", IM, "must carry a GPS tracking device", 1, ["shorthand", "own-numbers", "yes-no"], verdict="yes"),
 S("cmp_hv_evergreen", "can I bind the E&S GL myself once I get the quote?", EA, "Brokers have no binding authority", 1, ["yes-no"], verdict="no"),
 S("cmp_hv_evergreen", "how many yrs of loss runs do they want on an E&S sub?", ES, "Five years of currently valued loss runs", 1, ["shorthand"]),
 S("cmp_hv_keystone", "max TIV for a frame bldg on the prop program?", KP, "Frame buildings up to $2,000,000 TIV", 1, ["shorthand"]),
 S("cmp_hv_keystone", "restaurant on the BOP, how much of sales can be alcohol?", KB, "no more than 25% of sales from alcohol", 1, ["shorthand"]),
 SN("cmp_hv_northstar", "does Northstar offer an earthquake endorsement on the HO?", ["shorthand"]),
 SN("cmp_hv_bluewater", "do they write motor truck cargo for the insd's box trucks?", ["shorthand"]),
 SN("cmp_hv_granite", "can Granite write the contractor's workers comp too?", []),
 SN("cmp_hv_keystone", "is terrorism cov included on the commercial prop or is it extra?", ["shorthand"]),
]
seed = {"name": f"seed carriers, {R}", "questions": sq}
with open(os.path.join(OUT, f"seed-{R}.json"), "w") as f:
    json.dump(seed, f, indent=1, ensure_ascii=False)
KW["seed"] = {
 sq[12]["question"]: ["earthquake"],
 sq[13]["question"]: ["cargo"],
 sq[14]["question"]: ["workers", "compensation", "comp"],
 sq[15]["question"]: ["terrorism", "TRIA"],
}
with open(os.path.join(OUT, "tools", "not_covered_keywords.json"), "w") as f:
    json.dump(KW, f, indent=1, ensure_ascii=False)
print("written")
