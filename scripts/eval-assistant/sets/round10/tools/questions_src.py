"""Source of the question files. Run: python3 tools/questions_src.py  (writes the JSON files)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
R = "round 10"

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind=()):
    return {"question": q, "expect": "not covered", "kind": ["not-covered", *kind]}

KW = {}
def NC(fname, q, kws, kind=()):
    KW.setdefault(fname, {})[q] = kws
    return N(q, kind)

# ---------------------------------------------------------------- special events
D1 = "Bellmare_Special_Events_Liability_Guide"; F1 = "bellmare-special-events.json"
ev = [
 A("hey quick q - bride & groom expecting 420 guests at the reception, still ok under the wedding class?", D1, "Weddings may have up to 500 guests", 1, ["filler", "own-numbers", "yes-no"], "yes"),
 A("3 day food fest, they're expecting 9k ppl on sat. can we write it?", D1, "festivals up to 7,500 on any one day", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("insd wants ppl to camp overnight at their 2 day music fest, is that writable w/ you guys?", D1, "overnight camping by attendees", 2, ["shorthand", "yes-no"], "no"),
 A("whats the min prem on an event pol", D1, "The minimum premium is $150 per policy", 3, ["shorthand"]),
 A("concert w/ 2,400 expected, how many guards do they need", D1, "one licensed security guard for every 100 attendees", 2, ["shorthand", "own-numbers"]),
 A("do the vendors at the craft fair need their own GL? what limits", D1, "limits of at least $1,000,000 per occurrence", 2, ["shorthand"]),
 A("my guy is doing a corporate banquet, 800 attendees, one night. can I bind w/o UW?", D1, "events with attendance of up to 1,000", 1, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
 A("1 day wedding at 1M/2M - what's the prem, and how much to add liquor?", D1, "Weddings and receptions 500 $175", 3, ["shorthand", "two-fact"]),
 A("insd is 19 and throwing a bday party w/ a keg, ok?", D1, "holder must be at least 21 years old", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("ded on a craft fair rn?", D1, "carry a $1,000 property damage deductible", 3, ["shorthand", "filler"]),
 A("how far out can the couple buy the wedding pol, and what's the latest I can bind it before the date?", D1, "up to 24 months before the event date", 1, ["shorthand", "two-fact"]),
 A("The country club hosting the reception wants to be listed on the certificate as covered too - will that cost the couple extra?", D1, "additional insureds at no additional charge", 2, ["paraphrase", "own-words", "yes-no"], "no"),
 A("Their crew is putting up the tents and the stage the day before - are they protected while they're doing that?", D1, "Coverage begins 48 hours before", 1, ["paraphrase", "own-words", "yes-no"], "yes"),
 A("Family wants guests to bring their own beer and wine to a backyard bash of about 200 - any issue with that?", D1, "events with more than 150 guests are ineligible", 2, ["paraphrase", "own-words", "own-numbers"]),
 NC(F1, "if the wedding gets rained out and they postpone, does the policy pay back their deposits?", ["rain", "rained", "postpone", "postponed", "postponement", "deposit", "deposits", "weather"]),
 NC(F1, "photographer wants to fly a drone over the festival crowd - is that covered?", ["drone", "drones", "unmanned", "aircraft"]),
 NC(F1, "can I add hired & non-owned auto for the shuttle vans at the festival?", ["auto", "shuttle", "non-owned", "hired", "vans"], ["shorthand"]),
 NC(F1, "couple wants cov for the wedding gifts and rings if they get stolen at the reception - anything for that?", ["gifts", "rings", "stolen", "theft"], ["shorthand"]),
]

# ---------------------------------------------------------------- jewelers block
D2 = "Thistlegate_Jewelers_Block_Underwriting_Guide"; F2 = "thistlegate-jewelers-block.json"
jb = [
 A("insd has 1.8M stock in a TL-30 safe - is that ok?", D2, "UL TL-30 safe: stock up to $1,000,000", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("quick q what's the rate for a suburban store w/ a TL-30 and grade AA alarm", D2, "TL-30 Grade AA 0.47 0.57", 2, ["filler", "shorthand"]),
 A("min prem on JB rn?", D2, "$1,250 per location in Zones 1 and 2", 2, ["shorthand", "filler"]),
 A("can I bind a suburban store w/ 400k stock, TL-30 + grade AA, no losses?", D2, "bind new stores with stock up to $500,000", 3, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("store's only been open 2 yrs but the owner managed a jewelry store for 10 yrs before - eligible?", D2, "owner has at least five years of experience", 1, ["shorthand", "own-numbers", "yes-no"], "yes"),
 A("hey my guy runs a mall kiosk, can we write him?", D2, "Mall kiosks and carts", 1, ["filler", "yes-no"], "no"),
 A("max per pkg if they ship w/ FedEx?", D2, "overnight carriers are covered up to $10,000", 2, ["shorthand"]),
 A("how much can be in the show windows during biz hrs", D2, "limit for property in show windows is $25,000", 2, ["shorthand"]),
 A("stock is 800k - what's the smash and grab ded, and the AOP ded?", D2, "All other perils $2,500 $5,000", 2, ["shorthand", "own-numbers", "two-fact"]),
 A("how recent does the alarm cert need to be, and do they need line security w/ 700k stock?", D2, "dated within 12 months", 1, ["shorthand", "own-numbers", "two-fact"]),
 A("about 30% of their revenue is buying scrap gold from walk-ins, still ok?", D2, "Stores that earn more than 20% of revenue", 1, ["filler", "own-numbers", "yes-no"], "no"),
 A("The owner sometimes brings a handful of pieces home at night - are they protected at her house?", D2, "up to $15,000 only when locked", 2, ["paraphrase", "own-words"]),
 A("How often does the shop have to do a full count of everything it has on hand?", D2, "physical inventory must be taken at least once", 3, ["paraphrase", "own-words"]),
 A("They take merchandise on the road for pop-up selling events at hotels a few times a year - how much can be away from the store at each one?", D2, "covered up to $50,000 per show", 2, ["paraphrase", "own-words"]),
 NC(F2, "if they get robbed and have to close for 2 wks, any cov for lost income?", ["income", "earnings", "interruption"], ["shorthand", "own-numbers"]),
 NC(F2, "is flood or earthquake covered under the JB?", ["flood", "earthquake"], ["shorthand"]),
 NC(F2, "does the JB pick it up if one of the employees steals from the stock?", ["dishonesty", "dishonest", "embezzlement", "employee theft", "steals", "fidelity"], ["shorthand"]),
 NC(F2, "they take card payments on their website - any cyber cov w/ the JB?", ["cyber", "breach", "hacking", "data", "website"], ["shorthand"]),
]

# ---------------------------------------------------------------- home health
D3 = "Penhallow_Home_Health_Care_Liability_Guide"; F3 = "penhallow-home-health.json"
hh = [
 A("insd uses 1099 caregivers for about 20% of hrs - ok?", D3, "may not exceed 10% of caregiver hours", 1, ["shorthand", "own-numbers", "yes-no"], "no"),
 A("quick q, rate per FTE for personal care at 1M/3M?", D3, "Personal care $260 $335", 3, ["filler", "shorthand"]),
 A("agency opened 18 mos ago, administrator has 8 yrs running home care. eligible or no?", D3, "A newer agency is referred to an underwriter", 1, ["shorthand", "own-numbers"]),
 A("min prem if they want 2M/4M?", D3, "$5,000 at $2M/$4M limits", 3, ["shorthand"]),
 A("do the aides' background checks have to be redone every yr?", D3, "Background checks are repeated every two years", 2, ["shorthand", "yes-no"], "no"),
 A("insd does ~30% pediatric vent care, still writable?", D3, "tracheostomy care is more than 25%", 2, ["shorthand", "own-numbers", "filler", "yes-no"], "no"),
 A("whats the A&M sublimit and ded for skilled nursing visits", D3, "Skilled nursing visits $410 $530 $500,000", 3, ["shorthand", "two-fact"]),
 A("my guy's agency has 40 FTEs, 3.2M rev, companion + personal care only, no claims. can I bind at 1M/3M?", D3, "bind agencies with up to 50 caregiver FTEs", 3, ["filler", "shorthand", "own-numbers", "yes-no"], "yes"),
 A("is the PL occurrence or claims made? and what does the tail cost?", D3, "Professional liability is written on a claims-made basis", 2, ["shorthand", "two-fact"]),
 A("insd is CHAP accredited, do they get a credit?", D3, "earn a 10% accreditation credit", 3, ["shorthand", "yes-no"], "yes"),
 A("non-med aides filling pill boxes for clients - is that ok?", D3, "may not administer medication, fill pill organizers", 2, ["shorthand", "yes-no"], "no"),
 A("The agency just matches independent nurses with families and doesn't actually have them on payroll - would you take it?", D3, "Nurse registries and referral services", 2, ["paraphrase", "own-words", "yes-no"], "no"),
 A("What paperwork should I pull together before sending this in for a quote?", D3, "a copy of the current state license", 3, ["paraphrase", "own-words"]),
 A("They're moving over from another company that was on the same kind of form - will things that happened before the switch still be protected?", D3, "Prior acts coverage is granted back", 2, ["paraphrase", "own-words"]),
 NC(F3, "do u guys write the WC for the aides too?", ["workers", "compensation", "WC"], ["shorthand"]),
 NC(F3, "aide drives clients to dr appts in her own car - does this policy pick up that auto exposure?", ["auto", "automobile", "vehicle", "vehicles", "car", "driving"], ["shorthand"]),
 NC(F3, "any cyber / HIPAA breach cov on this?", ["cyber", "HIPAA", "breach"], ["shorthand"]),
 NC(F3, "client says an aide stole her jewelry - is there a bond or 3rd party theft cov?", ["bond", "theft", "fidelity", "stole"], ["shorthand"]),
]

GUIDES = [
 (F1, "Bellmare", "Bellmare Specialty Insurance Company", "special events liability", D1, ev),
 (F2, "Thistlegate", "Thistlegate Mutual Insurance Company", "jewelers block", D2, jb),
 (F3, "Penhallow", "Penhallow Casualty Company", "home health care liability", D3, hh),
]

# ---------------------------------------------------------------- seed carriers
HO = "Homeowners Underwriting Guidelines 2025"; BAM = "Binding Authority Memo — Q1 2025"
CA = "Commercial Auto Underwriting Manual"; FS = "Fleet Safety Program Requirements"
CG = "Contractors Program Underwriting Guide"; IM = "Inland Marine Equipment Floater Guidelines"
ES = "E&S General Liability Appetite Guide"; ESP = "E&S Submission and Binding Procedures"
CP = "Commercial Property Underwriting Rules"; BOP = "Businessowners Policy Eligibility Guide"
FS_ = "seed-round10.json"
def S(company, item): item = dict(item); return {"company": company, **item}
seed = [
 S("cmp_hv_northstar", A("roof is 24 yrs old on an HO-3, do we still get RC on the roof?", HO, "written with actual cash value settlement", 1, ["shorthand", "own-numbers", "yes-no"], "no")),
 S("cmp_hv_northstar", A("can I bind a DP-3 w/ Cov A 380k myself or do I need UW?", BAM, "bound with Coverage A up to $400,000", 1, ["shorthand", "own-numbers", "yes-no"], "yes")),
 S("cmp_hv_northstar", A("how long after binding do I have to get the RCE in?", BAM, "replacement cost estimate within 10 days of binding", 1, ["shorthand"])),
 S("cmp_hv_bluewater", A("driver is 22 w/ a CDL - ok to add?", CA, "must be at least 23 years old", 1, ["shorthand", "own-numbers", "yes-no"], "no")),
 S("cmp_hv_bluewater", A("how many power units can I bind w/o UW on comm auto", CA, "bind fleets of up to 10 power units", 2, ["shorthand"])),
 S("cmp_hv_bluewater", A("insd has 7 trucks - do they need a written fleet safety program?", FS, "must keep a written fleet safety program", 1, ["shorthand", "own-numbers", "yes-no"], "yes")),
 S("cmp_hv_granite", A("quick q, roofing contractor - can they go in the contractors program?", CG, "Roofing, excavation, blasting, demolition", 1, ["filler", "yes-no"], "no")),
 S("cmp_hv_granite", A("max per item for unscheduled tools on the floater?", IM, "with a maximum of $2,500 per item", 1, ["shorthand"])),
 S("cmp_hv_evergreen", A("festival w/ 4,000 attendance - would Evergreen look at it?", ES, "Special events with attendance of up to 5,000", 1, ["shorthand", "own-numbers", "yes-no"], "yes")),
 S("cmp_hv_evergreen", A("how long are E&S quotes good for", ESP, "remain firm for 30 days", 1, ["shorthand"])),
 S("cmp_hv_keystone", A("restaurant w/ 30% of sales from alcohol, can it go on the BOP?", BOP, "restaurants with more than 25% of sales", 1, ["shorthand", "own-numbers", "yes-no"], "no")),
 S("cmp_hv_keystone", A("what's the min AOP ded on comm prop", CP, "minimum all other perils deductible is $2,500", 1, ["shorthand"])),
 S("cmp_hv_northstar", NC(FS_, "does Northstar offer an earthquake endorsement on the HO-3?", ["earthquake"])),
 S("cmp_hv_bluewater", NC(FS_, "whats the rental reimbursement limit on comm auto?", ["rental", "reimbursement"], ["shorthand"])),
 S("cmp_hv_keystone", NC(FS_, "is flood available on the comm prop policy?", ["flood"], ["shorthand"])),
 S("cmp_hv_evergreen", NC(FS_, "do they need a signed TRIA / terrorism rejection on the E&S GL?", ["terrorism", "TRIA"], ["shorthand"])),
]

def main():
    for fname, short, full, line, doc, qs in GUIDES:
        out = {"name": f"{short} {line}, {R}", "company_name": full, "line": line,
               "files": [doc + ".pdf"], "questions": qs}
        with open(os.path.join(ROOT, fname), "w") as f:
            json.dump(out, f, indent=1, ensure_ascii=False); f.write("\n")
    with open(os.path.join(ROOT, FS_), "w") as f:
        json.dump({"name": f"seed carriers, {R}", "questions": seed}, f, indent=1, ensure_ascii=False); f.write("\n")
    with open(os.path.join(HERE, "not_covered_keywords.json"), "w") as f:
        json.dump(KW, f, indent=1, ensure_ascii=False); f.write("\n")

if __name__ == "__main__":
    main()
