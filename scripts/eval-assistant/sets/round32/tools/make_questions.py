#!/usr/bin/env python3
"""Write the question files and the not-covered keyword file for round 32."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
R = 32

def A(q, doc, says, page, kinds, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kinds
    return d

def NC(q, kinds=None):
    return {"question": q, "expect": "not covered", "kind": kinds or ["not-covered"]}

NCK = {}  # file -> {question: [keywords]}

# ---------------- Spindlewood: tattoo and body art studios ----------------
D = "Spindlewood Tattoo and Body Art Guide 2026"
sp = [
 A("hey quick q, new artist is 18 w/ 2 yrs experience from another state, can he work at the insd's studio?", D, "at least 19 years old", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
 A("insd has 9 artists incl booth renters, can i bind it myself?", D, "studios with 7 to 12 artists", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("min prem for a studio?", D, "$1,250 per studio policy", 2, ["shorthand"]),
 A("whats the PL ded on microblading claims", D, "$1,000 per claim for permanent cosmetics", 2, ["shorthand"]),
 A("rate per artist for a tattoo + piercing shop at 1M/2M?", D, "Tattoo and piercing $710 $905", 2, ["shorthand","own-numbers"]),
 A("any chance we can write a shop that does tongue splitting and some branding on the side?", D, "scarification, branding, tongue splitting, subdermal", 1, ["filler","yes-no"], "no"),
 A("insd wants to tattoo a 17 yo w/ mom's signed consent, are we ok?", D, "tattooing any person under 18 years of age", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("how many apprentices can the shop train at once rn?", D, "up to 2 apprentices at a time", 1, ["filler"]),
 A("how long is the tail on the claims-made PL, and what does it cost?", D, "A 36-month extended reporting period", 1, ["shorthand","two-fact"]),
 A("whats the BPP ded, and what applies for theft of equipment w/o an alarm?", D, "The business personal property deductible is $1,000", 2, ["shorthand","two-fact"]),
 A("quick q - shop reuses grips, do we need to send autoclave logs w/ the app?", D, "test logs for the last 6 months", 3, ["filler","shorthand","yes-no"], "yes"),
 A("how long after they hear a customer got an infection do they have to tell you guys?", D, "within 10 days of the studio learning", 3, ["paraphrase","own-words"]),
 A("what's your stance on shops that let customers bring beer in while they get inked", D, "serve alcohol or allow it on the premises", 1, ["paraphrase","own-words"]),
 A("how does it work when the artists travel out to those big ink expos?", D, "tattoo conventions a year, each lasting", 2, ["paraphrase","own-words"]),
 NC("does the pkg include hired and non-owned auto? owner does supply runs in his truck"),
 NC("insd sells jewelry and aftercare balm retail, is products liability on those retail sales covered?"),
 NC("if the studio has a fire and closes for a month, is there business income cov?"),
 NC("do artists need a hep B vaccination to qualify?"),
]
NCK["questions-spindlewood.json"] = {
 sp[14]["question"]: ["hired", "non-owned"],
 sp[15]["question"]: ["retail", "products", "merchandise"],
 sp[16]["question"]: ["income", "fire"],
 sp[17]["question"]: ["hepatitis", "vaccination", "vaccine", "hep"],
}

# ---------------- Fallowfield: pawnshops ----------------
D = "Fallowfield Pawnshop Guide 2026"
fa = [
 A("insd opened 2 yrs ago, owner never worked at a pawnshop before, eligible?", D, "at least 3 years under the current ownership", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("shop stays open til 11pm fri and sat, can we still write it?", D, "Shops open after 10 p.m.", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("firearms are about 18% of gross sales, can I bind w/o UW?", D, "Firearms sales from 10% to 25%", 3, ["shorthand","own-numbers","yes-no"], "no"),
 A("max jewelry limit in a TL-30?", D, "TL-30 safe $600,000 $25,000", 2, ["shorthand"]),
 A("whats the ded on a jewelry robbery", D, "the loss, with a minimum of $5,000", 2, ["shorthand"]),
 A("how are pawned items valued, retail or loan amt?", D, "amount of the unpaid loan plus accrued interest", 2, ["shorthand"]),
 A("whats the min prem per location, and the min earned if they cancel?", D, "$2,000 per location per year", 2, ["shorthand","two-fact"]),
 A("what's the EE dishonesty limit, and can we bump it higher?", D, "Employee dishonesty is included at $25,000", 2, ["shorthand","two-fact"]),
 A("insd wants to leave ~$40k of jewelry in the showcases overnight, ok?", D, "limited to $25,000 in total", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("how fast do missing docs need to be in after binding", D, "due within 15 days of binding", 3, ["shorthand"]),
 A("insd has 2 stores now and is opening a 3rd, still within the program?", D, "No more than 3 locations per named insured", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 A("does it matter if their strongbox is just loose, not anchored down?", D, "must be bolted to the floor or weigh", 2, ["paraphrase","own-words"]),
 A("how long do they need to hang on to the camera footage?", D, "with recordings kept for at least 30", 1, ["paraphrase","own-words"]),
 A("what if the store also makes loans where people hand over their car papers?", D, "Auto title lenders", 1, ["paraphrase","own-words"]),
 NC("do they have to log every pledge in the police database (LeadsOnline etc) for cov to apply?"),
 NC("is flood cov available on the bldg?"),
 NC("insd sells a lot online and ships to buyers, is stuff covered while being shipped?"),
 NC("if they get robbed and have to close for a week, whats the business income waiting period?"),
]
NCK["questions-fallowfield.json"] = {
 fa[14]["question"]: ["database", "LeadsOnline"],
 fa[15]["question"]: ["flood"],
 fa[16]["question"]: ["online", "shipped", "shipping"],
 fa[17]["question"]: ["income", "waiting"],
}

# ---------------- Mossgate: warehouse legal liability ----------------
D = "Mossgate Warehouse Legal Liability Guide 2026"
mo = [
 A("insd has been in biz 2 yrs under current mgmt, eligible?", D, "at least 3 years under the current management", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("bldg is 55,000 sq ft w/ no sprinklers, can we write it?", D, "over 40,000 square feet must be fully sprinklered", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("rate for class B goods, sprinklered bldg, $3M limit?", D, "Class B 0.110 0.092", 2, ["shorthand","own-numbers"]),
 A("ded for theft of class C goods at a 1M limit?", D, "$1,000,000 $2,500 $10,000", 2, ["shorthand","own-numbers"]),
 A("any chance we can write a cold storage warehouse?", D, "refrigerated, frozen or other temperature-controlled storage", 1, ["filler","yes-no"], "no"),
 A("electronics ~8% of stored value, 750k limit, sprinklered, std clause on all receipts, no losses - can I bind?", D, "Class C commodities are no more than 10%", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 A("quick q how long can freight sit at the insd's cross dock op", D, "premises no more than 72 hours", 1, ["filler","shorthand"]),
 A("hey how soon do we report a loss, and do they have to keep the damaged stuff?", D, "Report every loss to Mossgate within 48 hours", 3, ["filler","two-fact"]),
 A("whats the std limitation in the receipt, and what if there isn't one?", D, "$0.50 per pound per article", 1, ["shorthand","two-fact"]),
 A("insd stores goods for 3 customers under written agmts, that counts as a contract warehouse right?", D, "storing goods for up to 5 customers", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 A("hey how often do they need a full physical count of inventory?", D, "every location at least twice a year", 3, ["filler"]),
 A("what if a customer stops paying their storage bill, how long is their stuff still protected?", D, "remain covered for the first 90 days", 2, ["paraphrase","own-words"]),
 A("when business spikes around the holidays can they bump up coverage for a couple months?", D, "A temporary limit increase of up", 2, ["paraphrase","own-words"]),
 A("if one storm wrecks two of their buildings, how much is available in total?", D, "A catastrophe limit of twice the largest", 2, ["paraphrase","own-words"]),
 NC("is earthquake included on the WLL?"),
 NC("insd stores packaged food, any pest control or rodent program required?"),
 NC("do forklift drivers need certs for this?"),
 NC("if a customer's drums leak, is spill cleanup / pollution covered?"),
]
NCK["questions-mossgate.json"] = {
 mo[14]["question"]: ["earthquake"],
 mo[15]["question"]: ["pest", "rodent", "rodents"],
 mo[16]["question"]: ["forklift", "forklifts"],
 mo[17]["question"]: ["pollution", "spill"],
}

guides = [
 ("questions-spindlewood.json", "Spindlewood", "Spindlewood Specialty Insurance Company", "tattoo and body art studios", "Spindlewood Tattoo and Body Art Guide 2026.pdf", sp),
 ("questions-fallowfield.json", "Fallowfield", "Fallowfield Mutual Insurance Company", "pawnshops", "Fallowfield Pawnshop Guide 2026.pdf", fa),
 ("questions-mossgate.json", "Mossgate", "Mossgate Casualty Company", "warehouse legal liability", "Mossgate Warehouse Legal Liability Guide 2026.pdf", mo),
]
for fn, short, full, line, pdf, qs in guides:
    obj = {"name": f"{short} {line}, round {R}", "company_name": full, "line": line,
           "files": [pdf], "questions": qs}
    with open(os.path.join(ROOT, fn), "w") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False); f.write("\n")

# ---------------- seed carriers ----------------
def S(company, *a, **k):
    d = A(*a, **k) if a else None
    return {"company": company, **d}
def SNC(company, q):
    return {"company": company, **NC(q)}

HO, DF, MEMO = "Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"
CA, FS = "Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"
CON, IM = "Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"
GL, SUB = "E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"
CP, BOP = "Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide"
seed = [
 S("cmp_hv_northstar", "HO w/ cov A of 700k, can i bind w/o UW approval?", MEMO, "Coverage A up to $750,000", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 S("cmp_hv_northstar", "roof is 32 yrs old, can we still write the HO?", HO, "roofs older than 30 years are ineligible", 1, ["shorthand","own-numbers","yes-no"], "no"),
 S("cmp_hv_northstar", "min ded on a DP-3?", DF, "$2,500 on DP-3", 1, ["shorthand"]),
 S("cmp_hv_bluewater", "driver is 22 and needs a CDL, ok to add?", CA, "must be at least 23", 1, ["shorthand","own-numbers","yes-no"], "no"),
 S("cmp_hv_bluewater", "insd has 8 power units, do they need a written safety program?", FS, "five or more power units must keep", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 S("cmp_hv_bluewater", "hey whats the min prem on a comm auto policy", CA, "$1,500 per policy", 2, ["filler","shorthand"]),
 S("cmp_hv_granite", "insd subs out about 30% of revenue, eligible?", CON, "may not exceed 25% of annual revenue", 1, ["shorthand","own-numbers","yes-no"], "no"),
 S("cmp_hv_granite", "skid steer on the floater is 12 yrs old, RC or ACV?", IM, "Equipment older than 10 years is valued", 1, ["shorthand","own-numbers"]),
 S("cmp_hv_evergreen", "quick q can the broker bind an E&S GL risk on their own?", GL, "Brokers have no binding authority", 1, ["filler","shorthand","yes-no"], "no"),
 S("cmp_hv_evergreen", "how long are E&S quotes good for?", SUB, "remain firm for 30 days", 1, ["shorthand"]),
 S("cmp_hv_keystone", "bar w/ 35% liquor sales, BOP eligible?", BOP, "more than 25% of sales from alcohol", 1, ["shorthand","own-numbers","yes-no"], "no"),
 S("cmp_hv_keystone", "whats the min AOP ded on comm property", CP, "$2,500 per occurrence", 1, ["shorthand"]),
 SNC("cmp_hv_northstar", "does the HO program cover sinkhole collapse in MN?"),
 SNC("cmp_hv_bluewater", "is rental reimbursement available on the comm auto?"),
 SNC("cmp_hv_granite", "can we add a waiver of subrogation for the GC on the contractors GL?"),
 SNC("cmp_hv_keystone", "is flood cov available on comm property?"),
]
NCK["questions-seed.json"] = {
 seed[12]["question"]: ["sinkhole"],
 seed[13]["question"]: ["rental", "reimbursement"],
 seed[14]["question"]: ["waiver", "subrogation"],
 seed[15]["question"]: ["flood"],
}
with open(os.path.join(ROOT, "questions-seed.json"), "w") as f:
    json.dump({"name": f"seed carriers, round {R}", "questions": seed}, f, indent=2, ensure_ascii=False); f.write("\n")
with open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), "w") as f:
    json.dump(NCK, f, indent=2, ensure_ascii=False); f.write("\n")
print("written")
