import json
R = 50
def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d
def N(q):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"]}

kw = {}
def guide(fname, carrier, company, line, qs, nc):
    doc = f"{carrier} {line} Guide 2026"
    questions = [A(q, doc, s, p, k, v) for (q, s, p, k, v) in qs] + [N(q) for q, _ in nc]
    kw[fname] = {q: k for q, k in nc}
    obj = {"name": f"{carrier} {line.lower()}, round {R}", "company_name": company, "line": line,
           "files": [doc + ".pdf"], "questions": questions}
    json.dump(obj, open(f"/work/blind50/{fname}", "w"), indent=2, ensure_ascii=False)

SH, FI, ON, YN, TF, PA, OW = "shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words"

guide("vellacourt-kitchen-exhaust-cleaning-round50.json", "Vellacourt", "Vellacourt Casualty Company", "Kitchen Exhaust Cleaning", [
 ("hey quick q, insd has been doing hood cleaning 2 yrs under the current owner. eligible?", "three years in business under the current", 1, [FI, SH, ON, YN], "no"),
 ("insd does 1.8M in receipts w/ 8 field guys, no claims. can i bind it myself?", "annual gross receipts are $1,500,000 or less", 2, [SH, ON, YN], "no"),
 ("whats the ded if a grease fire from our insd's work damages the customer's kitchen?", "the insured's work carries a $5,000 deductible", 2, [SH], None),
 ("min prem for a hood cleaner doing 400k/yr, 90% exhaust work?", "$250,001 to $750,000 $10.20 $2,850", 2, [SH, ON], None),
 ("whats the min earned prem and is there a policy fee on new biz?", "minimum earned premium is 25%", 3, [SH, TF], None),
 ("hey how long are quotes good for, and how fast does UW answer a referral?", "Quotes are valid for 45 days", 2, [FI, SH, TF], None),
 ("insd also recharges fire suppression systems on the side, maybe 10% of revenue. still ok?", "installation, inspection, servicing or recharging", 1, [SH, ON, YN], "no"),
 ("they sub out around 10% of the work and all subs carry 1M per occ. ok?", "Subcontracted work may not exceed 15% of gross", 1, [SH, ON, YN], "yes"),
 ("any chance UW looks at one w/ 1 claim in the last 3 yrs?", "one or two claims in the last three", 2, [FI, SH, ON, YN], "yes"),
 ("tech is 19 and finished 40 hrs supervised training, can he work roofs now?", "Technicians must be at least 18 years old", 3, [SH, ON, YN], "yes"),
 ("quick one - ded on the equipment floater?", "The owned equipment floater carries a $500", 2, [FI, SH], None),
 ("how spotless does the inside of a duct need to look before the crew can call the job done?", "a cleaned surface free of visible", 1, [PA, OW], None),
 ("if the guys hose out the ducts, where can they dump the dirty water?", "capture all wastewater and dispose of it through", 3, [PA, OW], None),
 ("can one guy do a hood by himself overnight when the place is shut?", "when a second employee is reachable by phone", 3, [PA, OW], None),
], [
 ("does the program include workers comp for the techs?", ["workers", "compensation"]),
 ("any discount if insd is a member of a trade group?", ["discount", "member", "membership"]),
 ("does the GL pick up pollution if grease runoff gets into the sewer?", ["pollution", "sewer", "runoff"]),
 ("customer wants a janitorial type bond on the crew in case stuff goes missing overnight, do they offer that?", ["bond", "dishonesty", "fidelity"]),
])

guide("yewcastle-ice-rink-round50.json", "Yewcastle", "Yewcastle Specialty Insurance Company", "Ice Rink", [
 ("hey, rink's been under current mgmt 2 yrs, eligible?", "at least three years of operation", 1, [FI, SH, ON, YN], "no"),
 ("insd sells beer at the snack bar, ~10% of receipts. can i bind it myself?", "Any liquor sales", 2, [SH, ON, YN], "no"),
 ("what's the ded on the zamboni if it gets wrecked?", "Ice resurfacers $200,000 each $2,500", 2, [SH], None),
 ("GL rate per 1k for adult hockey in Ohio?", "Adult hockey leagues $11.20 $12.10", 2, [SH], None),
 ("whats the min prem per location and how much is earned if they cancel?", "Minimum $6,500 per location", 2, [SH, TF], None),
 ("hey how long are quotes good for, and when does loss control come out after we bind?", "Quotes valid for 30 days", 3, [FI, TF], None),
 ("insd wants to book 30 concerts a yr in the arena during the off season, ok?", "more than 24 non-skating events a year", 1, [SH, ON, YN], "no"),
 ("ammonia plant has an 1,800 lb charge and detectors auto shut it down + kick on the exhaust fans. eligible?", "with a charge of up to 2,500 pounds", 1, [SH, ON, YN], "yes"),
 ("tourney w/ 32 teams in Feb, is that covered w/o a referral?", "Tournaments of up to 40 teams are included", 3, [SH, ON, YN], "yes"),
 ("quick q - skater left in an ambulance tonight, how fast does insd need to report it?", "needs an ambulance is reported within 24 hours", 3, [FI, SH], None),
 ("rink built 1962, roof was looked at by a structural engineer 4 yrs ago. eligible?", "structural engineer in the last 10 years", 1, [SH, ON, YN], "yes"),
 ("do little kids at open sessions have to wear head protection?", "skaters under age 12", 2, [PA, OW], None),
 ("if a big winter storm piles up on top of the arena and the building comes down, what's their share of the loss?", "roof collapse Building limit 2%, min $25,000", 2, [PA, OW], None),
 ("can a family rent the ice for a private party if they don't have their own insurance?", "may buy the tenant user endorsement at $45", 2, [PA, OW], None),
], [
 ("does the program cover workers comp for the rink staff?", ["workers", "compensation"]),
 ("is there cyber cov for the online booking and payment system?", ["cyber", "breach", "online"]),
 ("does the rink need an AED on site?", ["AED", "defibrillator"]),
 ("what's the max capacity on the ice for a public skate session?", ["capacity", "occupancy"]),
])

guide("zeffield-livestock-mortality-round50.json", "Zeffield", "Zeffield Agricultural Mutual", "Livestock Mortality", [
 ("insd wants full mortality on a 10 yr old beef cow, doable?", "9 to 12 years 1.45% $4,500 Not offered", 2, [SH, ON, YN], "no"),
 ("max value per head on a registered bull under full mortality?", "1.60% $60,000 4.75% $40,000", 2, [SH], None),
 ("herd of 280 head worth about 850k, nothing over 15k a head. can i bind?", "bind herds of up to 300 head", 2, [SH, ON, YN], "yes"),
 ("insd's bull is only worth 8k, on full mortality - still need a vet exam?", "over $10,000 and for every bull on the", 2, [SH, ON, YN], "yes"),
 ("hey how long does insd have to call in a dead cow?", "Notify Zeffield of any death within 24 hours", 3, [FI, SH], None),
 ("whats the ded on full mortality, and how fast do they pay a claim?", "Full Mortality: 10% of the animal's agreed", 2, [SH, TF], None),
 ("waiting period on illness cov, and does accident cov kick in right away?", "15 days after the animal is added", 1, [SH, TF], None),
 ("client runs a feedlot w/ 1,500 head on feed, can we write mortality on it?", "Commercial feedlots with more than 1,000 head", 1, [SH, ON, YN], "no"),
 ("hauling 6 cows to a sale 350 miles away, covered on the trailer?", "covered in transit within 500 miles", 3, [ON, YN], "yes"),
 ("insd's cow just vanished from the pasture, no sign anyone stole it. covered?", "An animal that simply disappears", 3, [SH, YN], "no"),
 ("alpaca insured at 12k on full mortality died, how much of the necropsy will they pay?", "pays necropsy costs up to $750", 3, [SH, ON], None),
 ("what if the state vet shows up and orders the whole herd put down b/c of an outbreak?", "is excluded under both forms", 1, [PA, OW], None),
 ("one of the mamas on the policy just dropped a baby - when does the little one get protection?", "Calves born to insured cows are not covered", 3, [PA, OW], None),
 ("what does the full form need when the vet has to put a suffering animal down?", "humane destruction certified in writing by a", 1, [PA, OW], None),
], [
 ("if a dairy cow dies does the policy pay for the lost milk income?", ["milk", "income"]),
 ("any discount if the whole herd is vaccinated?", ["vaccinated", "vaccination", "discount"]),
 ("do they cover frozen embryos or semen in storage?", ["embryos", "embryo", "semen"]),
 ("will the policy pay vet bills for a sick cow that pulls through?", ["bills", "treatment", "medical"]),
])

# ---- seed file
def S(company, q, doc, says, page, kind, verdict=None):
    d = {"company": company}; d.update(A(q, doc, says, page, kind, verdict)); return d
def SN(company, q, k):
    kw.setdefault("seed-round50.json", {})[q] = k
    d = {"company": company}; d.update(N(q)); return d
NS, BW, GP, EG, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed = [
 S(NS, "insd's roof is 24 yrs old, do they still get RC on the roof?", "Homeowners Underwriting Guidelines 2025", "Roofs older than 20 years are written with", 1, [SH, ON, YN], "no"),
 S(NS, "DP policy w/ cov A of 450k, can I bind w/o UW?", "Binding Authority Memo — Q1 2025", "bound with Coverage A up to $400,000", 1, [SH, ON, YN], "no"),
 S(NS, "min ded on a DP-3?", "Dwelling Fire Program Guide", "$2,500 on DP-3", 1, [SH], None),
 S(BW, "new hire is 20 w/ a clean MVR, can he drive the insd's pickup?", "Commercial Auto Underwriting Manual", "must be at least 21 years old", 1, [SH, ON, YN], "no"),
 S(BW, "insd has 8 power units, all drivers clean, 1M CSL. can i bind?", "Commercial Auto Underwriting Manual", "bind fleets of up to 10 power units", 2, [SH, ON, YN], "yes"),
 S(BW, "insd has 6 trucks, do they need a written fleet safety program?", "Fleet Safety Program Requirements", "Insureds with five or more power units", 1, [SH, ON, YN], "yes"),
 S(GP, "plumber w/ 1.5M revenue and 1 claim in the last 3 yrs, can I bind?", "Contractors Program Underwriting Guide", "bind contractors with annual revenue up to $2,000,000", 2, [SH, ON, YN], "yes"),
 S(GP, "excavator worth 60k sits on the jobsite overnight, does it need a GPS tracker?", "Inland Marine Equipment Floater Guidelines", "Items valued over $50,000 must carry a", 1, [SH, ON, YN], "yes"),
 S(EG, "hey what's the min prem on an E&S GL policy?", "E&S General Liability Appetite Guide", "The minimum premium is $2,500 per policy", 1, [FI, SH], None),
 S(EG, "quick q, how long do E&S quotes stay firm?", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, [FI], None),
 S(KS, "BOP property ded options?", "Businessowners Policy Eligibility Guide", "property deductible is $1,000, $2,500 or $5,000", 1, [SH], None),
 S(KS, "how long does insd have to finish the loss control recs?", "Required Documents Checklist", "recommendations must be completed within 60 days", 1, [SH], None),
 SN(NS, "does Northstar offer an earthquake endorsement on the HO-3?", ["earthquake"]),
 SN(BW, "what's the rental reimbursement limit on their commercial auto?", ["reimbursement", "rental"]),
 SN(GP, "can the contractors GL add a waiver of subrogation?", ["waiver", "subrogation"]),
 SN(KS, "does Keystone's BOP include cyber or data breach cov?", ["cyber", "breach"]),
]
json.dump({"name": f"seed carriers, round {R}", "questions": seed}, open("/work/blind50/seed-round50.json", "w"), indent=2, ensure_ascii=False)
json.dump(kw, open("/work/blind50/tools/not_covered_keywords.json", "w"), indent=2, ensure_ascii=False)
print("written")
