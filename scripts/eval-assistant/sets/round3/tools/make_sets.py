#!/usr/bin/env python3
"""Generate the four question-set JSON files. The page of each expected passage is
looked up in the PDF (pdftotext -layout per page, lowercased, whitespace collapsed);
the phrase must occur on exactly one page."""
import json, os, re, subprocess
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = "/work/blind-seed"
NC = "not covered"

def norm(s): return re.sub(r"\s+", " ", s.lower()).strip()
_cache = {}
def pages(pdf):
    if pdf not in _cache:
        n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout).group(1))
        _cache[pdf] = [norm(subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"], capture_output=True, text=True).stdout) for p in range(1, n + 1)]
    return _cache[pdf]
def find_page(pdf, says):
    hits = [i + 1 for i, t in enumerate(pages(pdf)) if norm(says) in t]
    assert len(hits) == 1, (pdf, says, hits)
    return hits[0]

def Q(question, doc=None, says=None, kind=(), verdict=None, company=None):
    d = {}
    if company: d["company"] = company
    d["question"] = question
    if doc is None:
        d["expect"] = NC
        d["kind"] = list(kind) + ["not-covered"]
    else:
        d["expect"] = {"doc": doc, "says": says}
        d["page"] = None
        if verdict: d["verdict"] = verdict
        d["kind"] = list(kind)
    return d

def fill(qs, pdf_for_doc):
    for q in qs:
        if isinstance(q["expect"], dict):
            q["page"] = find_page(pdf_for_doc(q["expect"]["doc"], q.get("company")), q["expect"]["says"])
    return qs

# ---------------------------------------------------------------- builders risk
BR = "Builders Risk Underwriting Guide"
br = [
 Q("hey quick q, GC wants BR on a 5 story wood frame apt bldg, can we even write that w/ tamarack?", BR, "frame construction of more than four stories", ["filler","shorthand","own-numbers","yes-no"], "no"),
 Q("max completed value for joisted masonry?", BR, "joisted masonry $10,000,000 6 $5,000", ["shorthand"]),
 Q("so my insd is doing a $3.2M frame spec house, 14 mo schedule, clean. can i bind it myself", BR, "completed value up to $2,500,000", ["filler","shorthand","own-numbers","yes-no"], "no"),
 Q("non combustible office bldg, $4.1M completed value but the build is 22 months. ok for agent to bind?", BR, "project term is 18 months or less", ["shorthand","own-numbers","yes-no","two-fact"], "no"),
 Q("wind/hail ded for a project in galveston county tx?", BR, "2% of completed value", ["shorthand"]),
 Q("insd building a $1.8M masonry noncombustible warehouse in tulsa. what's the wind ded in dollars", BR, "1% of completed value", ["shorthand","own-numbers"]),
 Q("how many fire extinguishers do they need on site? about 16,500 sq ft under construction rn", BR, "fire extinguisher for every 3,000 square feet", ["shorthand","own-numbers","filler"]),
 Q("nearest hydrant is like 1,400 ft from the slab and theres no water supply on site, is that a problem for BR?", BR, "fire hydrant within 1,000 feet", ["filler","own-numbers","yes-no"], "yes"),
 Q("client wants $750k soft costs on the BR, do i have to refer that?", BR, "soft costs over $500,000 are requested", ["shorthand","own-numbers","yes-no"], "yes"),
 Q("max soft cost limit i can offer on a $6M project", BR, "with a maximum of $1,000,000", ["own-numbers"]),
 Q("owner wants to move into like 30% of the bldg before its finished. what happens to the cov", BR, "permanent occupancy of more than 25% ends coverage", ["shorthand","own-numbers","filler"]),
 Q("project running behind, can we extend the BR term and what does the extension cost", BR, "original monthly rate plus 10%", ["shorthand","two-fact"]),
 Q("reno job on an existing bldg built 1952, do we need an inspection before binding?", BR, "built before 1960 require a", ["shorthand","own-numbers","yes-no"], "yes"),
 Q("contractor had a $140k BR claim in 2022. can i still bind this one?", BR, "loss over $100,000 in the last five years", ["shorthand","own-numbers","yes-no"], "no"),
 Q("project is maybe 800 ft from the gulf in port aransas, eligible?", BR, "1,000 feet of the gulf of mexico shoreline", ["own-numbers","yes-no"], "no"),
 Q("GC does about $14M/yr in construction volume - can they go on a reporting form and whats the deposit", BR, "deposit premium of 25%", ["shorthand","own-numbers","two-fact"]),
 # own words / paraphrase
 Q("if somebody swipes the crew's saws, nail guns and the skid steer off the lot overnight, does this policy pick that up?", BR, "does not cover the contractor's tools and equipment", ["paraphrase","own-words","yes-no"], "no"),
 Q("is there a way to get cover for the extra lender charges and county bills that pile up if a fire pushes the ribbon cutting back a few months, and how much can we get?", BR, "soft costs are available up to 10%", ["paraphrase","own-words"]),
 Q("if the guys are fusing steel beams and nobody hangs around afterwards to watch for embers and a blaze starts, does the payout get hit?", BR, "double the deductible that would otherwise apply", ["paraphrase","own-words","yes-no"], "yes"),
 # not covered
 Q("does tamarack BR cover the extra cost to rebuild to LEED green standards after a loss?", kind=["shorthand"]),
 Q("whats the agent commission on BR business?", kind=["shorthand"]),
 Q("lender needs to be on the BR as mortgagee / loss payee, how do i add them", kind=["shorthand"]),
 Q("can we get a waiver of subrogation for the subs on the BR", kind=["shorthand"]),
 Q("does the BR pay for faulty workmanship or a design error that causes damage?", kind=["shorthand"]),
 Q("quick one - is terrorism included on builders risk or is it an add on?", kind=["filler"]),
]

# ---------------------------------------------------------------- cyber
CY = "Cyber Liability Underwriting Guidelines"
cy = [
 Q("quick q - dental office, 12 staff, $1.9M rev, wants a $2M cyber limit. doable?", CY, "up to $2,500,000 $1,000,000 $2,500 8 hours", ["filler","shorthand","own-numbers","yes-no"], "no"),
 Q("insd uses text msg codes to log into the VPN, does that count as MFA?", CY, "email but not for remote access", ["shorthand","yes-no"], "no"),
 Q("min retention for a manufacturer w/ $14M revenue?", CY, "$3,000,000 $15,000 10 hours", ["shorthand","own-numbers"]),
 Q("logistics co doing about $18M a year - do they need EDR?", CY, "annual revenue over $10,000,000 run edr", ["own-numbers","yes-no"], "yes"),
 Q("brick and mortar retailer $6M rev, wants $1M limit, all controls in place, no incidents ever, coppervale scan came back clean last week. can i bind myself?", CY, "up to $10,000,000 and an aggregate limit", ["shorthand","own-numbers","yes-no","two-fact"], "yes"),
 Q("client wants $500k social engineering, can we do that", CY, "funds transfer fraud: up to $250,000", ["own-numbers","yes-no"], "no"),
 Q("insd has no offline backups. what do they get for ransomware?", CY, "$250,000 with 50% coinsurance", ["shorthand"]),
 Q("BI waiting period for a company w/ $30M revenue?", CY, "$5,000,000 $25,000 12 hours", ["shorthand","own-numbers"]),
 Q("hey so my insd is a CPA firm w/ $3M rev, everything looks clean, can i just bind it", CY, "law firms, accounting firms and educational institutions", ["filler","shorthand","own-numbers","yes-no"], "no"),
 Q("local credit union asking for a cyber quote, will coppervale write it?", CY, "banks, credit unions, payment processors", ["yes-no"], "no"),
 Q("prospect got hit w/ ransomware in 2022 and paid the ransom. eligible now?", CY, "no ransomware payment in the last five years", ["shorthand","own-numbers","yes-no"], "no"),
 Q("what do i need to send for a new cyber sub, insd revenue is about $7M", CY, "with annual revenue over $5,000,000", ["own-numbers","two-fact"]),
 Q("if they cancel whats the ERP option - how long, what does it cost", CY, "at 100% of the annual premium", ["shorthand","two-fact"]),
 Q("insd had cyber cov for years but it lapsed 45 days last spring. do they get full prior acts?", CY, "no gap of more than 30 days", ["shorthand","own-numbers","yes-no"], "no"),
 Q("small rural hospital, 40 inpatient beds, $22M revenue - can we write cyber for them", CY, "more than 25 inpatient beds", ["own-numbers","yes-no"], "no"),
 Q("i have a quote from 45 days ago, can i still bind off it?", CY, "quotes are valid for 30 days", ["own-numbers","yes-no"], "no"),
 # own words / paraphrase
 Q("the bookkeeper got an email that looked like it came from a supplier asking her to send money to a new bank account, and she wired $80k to the crook. would this plan reimburse that, and what would they need to have been doing?", CY, "by a call-back to a known number", ["paraphrase","own-words","two-fact"]),
 Q("one of the office laptops still runs windows 7 and is online. is that a dealbreaker or is there a way around it?", CY, "written plan to implement it within 60 days", ["paraphrase","own-words"]),
 Q("client's IT guy gets into the office computers from his house using nothing but a username + pw. is that going to be a problem?", CY, "mfa is enforced for all remote access", ["paraphrase","own-words","yes-no"], "yes"),
 # not covered
 Q("does the coppervale cyber cover reputational harm, like lost customers after a breach gets in the news?", kind=[]),
 Q("whats the agent commission on cyber", kind=["shorthand"]),
 Q("is there a war exclusion, and would a state sponsored attack be covered?", kind=[]),
 Q("does the policy cover cryptojacking / the insd's inflated cloud and electric bill from it?", kind=["shorthand"]),
 Q("any prem credit if the insd has a 24/7 MDR or SOC service?", kind=["shorthand"]),
 Q("can i add coppervale cyber as an endorsement on the insd's BOP instead of a standalone?", kind=["shorthand"]),
]

# ---------------------------------------------------------------- farmowners
FO = "Farmowners Underwriting Bulletin FO-2025-02"
fo = [
 Q("insd farms 2,200 acres corn and beans, no losses. can i bind?", FO, "more than 1,500 acres", ["own-numbers","yes-no"], "no"),
 Q("farm total values about $1.35M, wants $1M liab, nothing else weird - bind ok?", FO, "farm liability limits up to $500,000", ["shorthand","own-numbers","yes-no","two-fact"], "no"),
 Q("farmhouse built 1928, wiring redone 2009, plumbing 2012, furnace 2015. eligible?", FO, "dwellings built before 1940 are eligible only when", ["own-numbers","yes-no"], "yes"),
 Q("hog confinement w/ 3,000 head, can prairie hearth write it", FO, "confinement hog operations of more than 2,500 head", ["shorthand","own-numbers","yes-no"], "no"),
 Q("old wood barn built 1938, insd says its worth $200k. how much can we put on it", FO, "limited to $150,000 each", ["own-numbers"]),
 Q("outbldg wind/hail ded in nebraska? insd has $400k on the outbuildings", FO, "2% in nebraska", ["shorthand","own-numbers"]),
 Q("client does custom combining for neighbors, about $60k a yr. can we cover that?", FO, "for receipts up to $100,000 a year", ["own-numbers","yes-no"], "yes"),
 Q("corn maze and pumpkin patch gets ~1,200 visitors every fall, what do we need to cover it", FO, "requires the agritourism endorsement and signed participant waivers", ["own-numbers"]),
 Q("how many full time employees before insd needs WC or the EL endorsement?", FO, "more than three full-time employees", ["shorthand"]),
 Q("insd just bought a $450k combine, can it go on the blanket?", FO, "single machine valued over $100,000", ["own-numbers","yes-no"], "no"),
 Q("hey whats the min ded on farm pers prop?", FO, "farm personal property and farm outbuildings is $2,500", ["filler","shorthand"]),
 Q("new grain bin holds 75,000 bu, do i need to refer?", FO, "capacity over 60,000 bushels", ["shorthand","own-numbers","yes-no"], "yes"),
 Q("tornado watch in the county rn, can i still bind a farm policy today", FO, "suspended in any county under a tornado watch", ["filler","yes-no"], "no"),
 Q("what do i need to send w/ a new farm sub", FO, "five years of loss runs", ["shorthand"]),
 Q("son is taking over the farm, he's only been at it 2 yrs but dad's farmed 40 yrs and still works it every day. eligible?", FO, "at least ten years of experience", ["own-numbers","yes-no","two-fact"], "yes"),
 Q("anyway insd had 2 losses in last 5 yrs, one was a $90k hail claim. eligible?", FO, "none over $75,000", ["filler","shorthand","own-numbers","yes-no"], "no"),
 # own words / paraphrase
 Q("the neighbor's 14 yo kid helps out at harvest for pay - any issue with that?", FO, "farm employees under 16 years of age", ["paraphrase","own-words","yes-no","own-numbers"], "yes"),
 Q("he keeps the place where he fixes his tractors toasty all winter with a potbelly that burns logs. will they still take it?", FO, "heated by a wood stove", ["paraphrase","own-words","yes-no"], "no"),
 Q("a cow got zapped by a bad light fixture in the calving pen. what has to be true for them to pay for her?", FO, "livestock death from electrocution is covered only", ["paraphrase","own-words"]),
 # not covered
 Q("does the farmowners cover hail damage to the growing crops out in the field?", kind=[]),
 Q("insd hauls his own grain to town in a semi, is the truck covered under the farm policy?", kind=[]),
 Q("power went out for 2 days and they dumped a whole bulk tank of milk - covered?", kind=["own-numbers"]),
 Q("whats the limit for mechanical breakdown on a center pivot irrigation system", kind=["shorthand"]),
 Q("insd has a 50 kW ground mounted solar array that sells power back to the utility, how do we cover it on the farm policy?", kind=["own-numbers"]),
 Q("any multi policy discount if we write their farm auto w/ you too?", kind=["shorthand"]),
]

# ---------------------------------------------------------------- seed round 3
NS, BW, GR, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
MEMO, DP, HO = "Binding Authority Memo — Q1 2025", "Dwelling Fire Program Guide", "Homeowners Underwriting Guidelines 2025"
CA, FS = "Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"
CG, IM = "Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"
EA, EP = "E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"
BOP, CP, RD = "Businessowners Policy Eligibility Guide", "Commercial Property Underwriting Rules", "Required Documents Checklist"
def S(company, question, doc=None, says=None, kind=(), verdict=None):
    return Q(question, doc, says, kind, verdict, company)
seed = [
 S(NS, "HO w/ cov A $820k, everything clean, can i bind it myself w/o UW?", MEMO, "coverage a up to $750,000 without prior", ["shorthand","own-numbers","yes-no"], "no"),
 S(NS, "rental house has been empty since the tenant left ~75 days ago, can we still write it on a DP?", DP, "vacant for more than 60 consecutive days", ["own-numbers","yes-no"], "no"),
 S(NS, "so my insd has a 27 yr old roof on their house, how does northstar settle a roof claim on that", HO, "actual cash value settlement for the roof surface", ["filler","shorthand","own-numbers"]),
 S(NS, "home is about 6.5 road miles from the nearest fire station, ppc 7. eligible for HO?", HO, "more than 5 road miles", ["shorthand","own-numbers","yes-no"], "no"),
 S(NS, "HO in fargo nd, cov A $400k - whats the wind/hail ded and whats the min AOP?", HO, "1% of coverage a applies in north dakota", ["shorthand","own-numbers","two-fact"]),
 S(NS, "does northstar have a flood endorsement i can add to the HO?", kind=["shorthand"]),
 S(NS, "whats the max cov A on an HO-6 condo unit policy w/ northstar", kind=["shorthand"]),
 S(BW, "driver is 22 and needs a CDL for the box truck, is he ok to list?", CA, "must be at least 23", ["own-numbers","yes-no"], "no"),
 S(BW, "insd has a 2008 F-250, can we put comp and coll on it for a 2025 policy?", CA, "written for liability only", ["own-numbers","yes-no"], "no"),
 S(BW, "fleet of 8 units, 3 of them are over 10k GVW. what do they need telematics wise?", FS, "every vehicle over 10,000 pounds gvw", ["shorthand","own-numbers"]),
 S(BW, "insd has 14 power units, all drivers clean - can i bind?", CA, "fleets of 11 to 50 power units", ["own-numbers","yes-no"], "no"),
 S(BW, "can i add rental reimbursement to a bluewater auto policy? how much per day", kind=["two-fact"]),
 S(GR, "painting contractor subs out about 35% of their work, eligible for the granite program?", CG, "may not exceed 25% of annual revenue", ["own-numbers","yes-no"], "no"),
 S(GR, "plumber has a water damage claim, whats the ded on that", CG, "$2,500 water damage deductible per claim", ["shorthand"]),
 S(GR, "equip floater - insd's skid steer is 12 yrs old, how is it valued at loss?", IM, "older than 10 years is valued at", ["shorthand","own-numbers"]),
 S(GR, "insd leaves an $80k compact track loader at the job site overnight, any requirements on the floater?", IM, "must carry a gps tracking device", ["own-numbers","two-fact"]),
 S(GR, "does granite have a workers comp program for the contractors i write there?", kind=[]),
 S(EV, "bar in portland, liquor is 55% of receipts and they close at 1:30am. will evergreen quote it?", EA, "liquor sales of up to 60% of receipts", ["own-numbers","yes-no","two-fact"], "yes"),
 S(EV, "hey how fast do i gotta report a claim to evergreen", EP, "within 48 hours of notice", ["filler"]),
 S(EV, "clean LRO building, can i bind it on my own with evergreen?", EA, "brokers have no binding authority", ["shorthand","yes-no"], "no"),
 S(EV, "whats the surplus lines tax rate i should add for an oregon risk?", kind=[]),
 S(KS, "BOP for a restaurant doing $1.2M in sales, 30% of it alcohol. eligible?", BOP, "no more than 25% of sales from alcohol", ["shorthand","own-numbers","yes-no"], "no"),
 S(KS, "frame bldg, TIV $2.4M, ppc 4 - can it go on keystone commercial property?", CP, "frame buildings up to $2,000,000 tiv", ["shorthand","own-numbers","yes-no"], "no"),
 S(KS, "we want the sprinkler credit, what do i need to send before binding for that", RD, "sprinkler inspection report dated within 12 months", ["filler"]),
 S(KS, "does keystone offer EPLI on the BOP and what limits?", kind=["shorthand","two-fact"]),
 S(KS, "whats the hired & non-owned auto limit on a keystone BOP", kind=["shorthand"]),
]

def guide_pdf(doc, company=None): return os.path.join(BASE, doc + ".pdf")
def seed_pdf(doc, company=None): return os.path.join(SEED, doc.replace(" ", "_") + ".pdf")

sets = [
 ("tamarack-builders-risk.json", "Tamarack Ridge builders risk (blind3)", "Tamarack Ridge Insurance Company", "Builders risk", BR, br),
 ("coppervale-cyber.json", "Coppervale cyber liability (blind3)", "Coppervale Specialty Insurance Company", "Cyber liability", CY, cy),
 ("prairie-hearth-farmowners.json", "Prairie Hearth farmowners (blind3)", "Prairie Hearth Mutual Insurance Association", "Farmowners", FO, fo),
]
for fn, name, co, line, doc, qs in sets:
    out = {"name": name, "company_name": co, "line": line, "files": [doc + ".pdf"], "questions": fill(qs, guide_pdf)}
    json.dump(out, open(os.path.join(BASE, fn), "w"), indent=2, ensure_ascii=False)
    print(fn, len(qs))
json.dump({"name": "seed carriers, round 3", "questions": fill(seed, seed_pdf)}, open(os.path.join(BASE, "seed-round3.json"), "w"), indent=2, ensure_ascii=False)
print("seed-round3.json", len(seed))
