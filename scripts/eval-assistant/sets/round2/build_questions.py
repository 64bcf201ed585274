#!/usr/bin/env python3
"""Writes the four question files of /work/blind2 (questions authored by hand below)."""
import json

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind):
    return {"question": q, "expect": "not covered", "kind": ["not-covered"] + kind}

# ---------------------------------------------------------------- Ironbridge
D = "Ironbridge Mutual Restaurant Package Guide 2026"
iron = [
 A("hey quick q - taqueria doing about 7.2M in sales at one location, can ironbridge write it?", D, "$6,000,000", 2, ["filler","own-numbers","yes-no","shorthand"], "no"),
 A("bar & grill where liquor is like 35% of sales, can i quote it myself or does UW have to see it", D, "30%", 2, ["shorthand","own-numbers","paraphrase"]),
 A("insured has a wood fired brick pizza oven, anything extra they need for the hood?", D, "monthly", 3, ["paraphrase","shorthand"]),
 A("min prop ded for a spot w/ deep fryers?", D, "$2,500", 2, ["shorthand"]),
 A("restaurant in nashville, bldg limit is 800k. whats the wind/hail ded and is there a minimum", D, "2%", 2, ["shorthand","own-numbers","two-fact","paraphrase"]),
 A("bldg is about 14,000 sq ft, does it have to be sprinklered?", D, "12,000", 2, ["shorthand","own-numbers","yes-no"], "yes"),
 A("owner has only run restaurants for 2 yrs but the GM has 5 yrs managing one. does that meet the experience rule", D, "general manager", 1, ["own-numbers","yes-no","paraphrase","shorthand"], "yes"),
 A("new place opening in april, owner ran a diner for 8 yrs - can i bind it myself?", D, "new venture", 2, ["own-numbers","yes-no","paraphrase"], "no"),
 A("whats the A&B sublimit? and does it even apply if they stay open til 12:30am on weekends", D, "$50,000", 3, ["shorthand","two-fact","own-numbers","filler"]),
 A("my insured wants to start karaoke thursdays, can ironbridge still write them?", D, "entertainment", 3, ["filler","yes-no","paraphrase"], "no"),
 A("can an 18 yr old do deliveries in his own car for the insured", D, "19", 3, ["own-numbers","yes-no","shorthand"], "no"),
 A("how often does hood & duct cleaning need to happen for a place w/ fryers vs a coffee shop that just has ovens", D, "3 months", 2, ["two-fact","paraphrase","shorthand"]),
 A("they want 100k on food spoilage, all walk-ins have temp alarms. can we do that?", D, "$100,000", 2, ["own-numbers","yes-no","shorthand"], "yes"),
 A("bldg built 1968, electrical redone 2012, plumbing + hvac in 2005 - ok on age?", D, "2000", 2, ["own-numbers","yes-no","shorthand"], "yes"),
 A("applicant had a kitchen fire 3 yrs ago, paid about 40k. still eligible?", D, "$25,000", 2, ["own-numbers","yes-no","filler"], "no"),
 A("whats my binding authority on TIV and what's the min prem on the restaurant pkg", D, "$1,250", 3, ["shorthand","two-fact"]),
 A("catering is roughly 25% of their sales, still eligible anyway?", D, "20%", 1, ["own-numbers","yes-no","filler","paraphrase"], "no"),
 # not covered
 N("does the restaurant pkg include workers comp for the kitchen staff or do i need a separate WC policy", ["shorthand"]),
 N("hey is there a credit if they have a central station burglar alarm?", ["filler"]),
 N("what commission does ironbridge pay on restaurant package business?", []),
 N("can the insured pay monthly or is it pay in full only", ["paraphrase"]),
 N("quick q does the pkg have employee dishonesty / crime cov and what's the limit", ["filler","shorthand"]),
 N("is there a cyber or data breach endorsement for their credit card data?", []),
 # own words
 A("What is the maximum seating per location, counting outdoor patio seating?", D, "300 seats", 2, ["own-words"]),
 A("What is the waiting period for business income and extra expense?", D, "24-hour", 2, ["own-words"]),
 A("Within how many days of hire must every employee who serves alcohol complete a state-approved responsible server course?", D, "60 days", 3, ["own-words"]),
 A("Are bring-your-own-bottle (BYOB) locations eligible?", D, "BYOB", 3, ["own-words","yes-no"], "no"),
 A("What limit applies to tenant improvements and betterments for tenants under a written lease?", D, "$250,000", 2, ["own-words"]),
]

# ---------------------------------------------------------------- Larkspur
D = "Larkspur Indemnity Management Liability Guide 2026"
lark = [
 A("hey need D&O on a small manufacturer, rev is about 4.5M. whats the min retention", D, "$10,000", 2, ["filler","shorthand","own-numbers"]),
 A("they have 62 employees, what's the lowest EPL retention we can offer and the max EPL limit?", D, "$15,000", 3, ["own-numbers","two-fact","shorthand"]),
 A("EPL quote - insured has 18 full time and 10 part timers. which min retention applies", D, "$5,000", 3, ["own-numbers","shorthand","paraphrase"]),
 A("startup formed 8 months ago wants D&O, are they eligible?", D, "less than 1 year", 2, ["own-numbers","yes-no","paraphrase"], "no"),
 A("prospect had an EEOC charge last yr, got dismissed, $0 paid. still eligible for the EPL?", D, "one prior claim", 2, ["own-numbers","yes-no","shorthand","filler"], "yes"),
 A("rev is about 62M - do i need to send it to UW?", D, "$50,000,000", 4, ["own-numbers","yes-no","shorthand"], "yes"),
 A("can larkspur write EPL for a temp staffing firm?", D, "staffing agencies", 4, ["yes-no","paraphrase","shorthand"], "no"),
 A("client is an RIA, ok for D&O under this program?", D, "investment advisers", 4, ["yes-no","shorthand"], "no"),
 A("80 emps total, about 30% of them are in CA. what's the EPL retention rn", D, "doubled", 3, ["own-numbers","shorthand","filler"]),
 A("how long a tail can they buy on the mgmt liability and what does it cost", D, "36 months", 3, ["two-fact","paraphrase","shorthand"]),
 A("is wage & hour covered under the EPL? any way to get some cov for it", D, "$100,000", 3, ["yes-no","shorthand","two-fact"], "no"),
 A("fiduciary for a 401k plan w/ about 40M in assets - is there a retention?", D, "$10,000", 3, ["own-numbers","yes-no","shorthand"], "yes"),
 A("can i bind D&O and EPL at 1M each myself? HVAC distributor, 10 yrs in business, 85 emps, rev 12M, no claims ever", D, "$25,000,000", 4, ["own-numbers","yes-no","shorthand"], "yes"),
 A("co is planning to go public in about 18 months, can they still get D&O w/ you guys", D, "24 months", 4, ["own-numbers","yes-no","paraphrase","filler"], "no"),
 A("3 person shop wants EPL, can we write it", D, "5 and 500", 2, ["own-numbers","yes-no"], "no"),
 A("they laid off about 15% of staff last spring and are merging w/ a competitor next yr - does that change anything", D, "10%", 4, ["own-numbers","two-fact","paraphrase"]),
 A("do 1099 guys count toward the emp count?", D, "independent contractors", 1, ["shorthand","yes-no","paraphrase"], "no"),
 # not covered
 N("what commission does larkspur pay on mgmt liability?", ["shorthand"]),
 N("does the D&O have a sublimit for antitrust claims?", ["shorthand"]),
 N("quick q - is BIPA / biometric privacy covered under the EPL", ["filler","shorthand"]),
 N("can the insured pay the premium quarterly?", []),
 N("is there a defense outside limits option on the D&O?", ["shorthand"]),
 N("does the EPL cover punitive damages where insurable?", ["shorthand"]),
 # own words
 A("What is the minimum premium for each coverage part?", D, "$1,500", 4, ["own-words"]),
 A("What minimum Retention applies to claims brought as a class or collective action?", D, "$150,000", 3, ["own-words"]),
 A("Is third-party EPL included when the Employee Count is over 250?", D, "underwriter approval", 3, ["own-words","yes-no"], "no"),
 A("What is the sublimit for penalties under the IRS voluntary compliance programs?", D, "$25,000", 3, ["own-words"]),
 A("What must be sent for EPL when the Employee Count exceeds 50?", D, "employee handbook", 4, ["own-words"]),
]

# ---------------------------------------------------------------- Sablewood
D = "Sablewood Personal Auto Underwriting Memo 2026"
sable = [
 A("adding a 17 yo driver, whats the surcharge now and what was it last yr", D, "40%", 1, ["own-numbers","two-fact","shorthand"]),
 A("my insured wants to add her 19 yo son - surcharge?", D, "30%", 2, ["own-numbers","filler","shorthand"]),
 A("grandpa is 86 and still drives, can i just add him to the pol and bind", D, "vision certificate", 2, ["own-numbers","yes-no","paraphrase","filler","shorthand"], "no"),
 A("15 yr old w/ a learners permit - do i have to list her, and does she get rated?", D, "not rated", 2, ["own-numbers","two-fact","shorthand"]),
 A("2022 tesla model s, sticker was ~95k. min coll ded?", D, "$1,000", 2, ["own-numbers","shorthand"]),
 A("insured wants to add a 2024 range rover, sticker was 128k - can i bind it myself", D, "$100,001", 2, ["own-numbers","yes-no","shorthand"], "no"),
 A("household has 12 pts total between the 2 drivers, still eligible?", D, "over 10", 1, ["own-numbers","yes-no","shorthand","filler"], "no"),
 A("named insured is 17, can she be the policyholder on her own car", D, "18", 1, ["own-numbers","yes-no","paraphrase"], "no"),
 A("client let his insurance lapse for like 3 months, what limits can i give him and is there a surcharge", D, "30/60/25", 1, ["own-numbers","two-fact","paraphrase","filler"]),
 A("client does doordash on weekends w/ his car, can we cover him?", D, "deliver", 3, ["yes-no","paraphrase","shorthand"], "no"),
 A("uber driver, 31 yrs old - eligible for the ride-share use?", D, "TNC Gap", 3, ["own-numbers","yes-no","shorthand"], "yes"),
 A("ok to bind 250/500/100 myself? they want higher limits", D, "underwriter approval", 3, ["yes-no","shorthand","own-numbers"], "no"),
 A("f-350 dually, GVW is 11,500 lbs. can sablewood write it", D, "10,000 lbs", 3, ["own-numbers","yes-no","shorthand"], "no"),
 A("does the good student disc apply? kid is 20, full time at community college, 3.2 gpa", D, "10%", 2, ["own-numbers","yes-no","shorthand"], "yes"),
 A("severe t-storm warning in tarrant county rn, can i still bind comp on a new pol?", D, "thunderstorm", 3, ["yes-no","filler","shorthand"], "no"),
 A("driver is 23 w/ only 2 yrs of US driving exp, whats the total surcharge on him", D, "12%", 2, ["own-numbers","two-fact","shorthand"]),
 A("husband had a DUI 3 yrs ago - what do i do with him on the app", D, "excluded", 1, ["own-numbers","paraphrase","shorthand"]),
 # not covered
 N("does sablewood have accident forgiveness?", []),
 N("is there a multi-policy disc if they have their home w/ us too", ["shorthand"]),
 N("hey do they use credit-based insurance scores for rating?", ["filler"]),
 N("insured is driving to cancun in june, does the pol cover them in mexico", ["shorthand"]),
 N("can they get new car replacement cov on a brand new truck?", ["shorthand"]),
 N("any telematics / usage based discount program?", ["shorthand"]),
 # own words
 A("What is the towing and labor limit per disablement?", D, "$100 per disablement", 3, ["own-words"]),
 A("What credit does a student who attends school more than 100 miles from home without a vehicle earn?", D, "30%", 2, ["own-words"]),
 A("Are exotic makes such as Ferrari and Lamborghini eligible?", D, "exotic", 3, ["own-words","yes-no"], "no"),
 A("What is the look-back period for a Major Violation in the violation points table?", D, "60 months", 2, ["own-words"]),
 A("What deductible applies to uninsured motorist property damage?", D, "$250", 3, ["own-words"]),
]

# ---------------------------------------------------------------- seed carriers
HO = "Homeowners Underwriting Guidelines 2025"; BM = "Binding Authority Memo — Q1 2025"; DF = "Dwelling Fire Program Guide"
CA = "Commercial Auto Underwriting Manual"; FS = "Fleet_Safety_Program_Requirements".replace("_", " ")
CG = "Contractors Program Underwriting Guide"; IM = "Inland Marine Equipment Floater Guidelines"
EG = "E&S General Liability Appetite Guide"; ES = "E&S Submission and Binding Procedures"
BOP = "Businessowners Policy Eligibility Guide"; CP = "Commercial Property Underwriting Rules"; RD = "Required Documents Checklist"
def S(company, q, doc, says, page, kind, verdict=None):
    d = {"company": company}; d.update(A(q, doc, says, page, kind, verdict)); return d
def SN(company, q, kind):
    d = {"company": company}; d.update(N(q, kind)); return d
NS, BW, GP, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
seed = [
 S(NS, "HO3 w/ cov A of 820k, can i bind it myself?", BM, "$750,000", 1, ["shorthand","own-numbers","yes-no"], "no"),
 S(NS, "roof is 22 yrs old asphalt, how does northstar settle a roof claim on that", HO, "actual cash value", 1, ["own-numbers","paraphrase","shorthand"]),
 S(NS, "house built 1945 but electrical, plumbing, heat and roof were all redone in 2005. eligible for the HO?", HO, "25 years", 1, ["own-numbers","yes-no","shorthand"], "yes"),
 S(NS, "landlord has 12 rentals, can i put all of them on the DP without referring?", DF, "10 rental dwellings", 1, ["own-numbers","yes-no","shorthand"], "no"),
 S(NS, "tornado warning in my county rn, when can i bind again?", BM, "48 hours", 1, ["filler","paraphrase"]),
 S(NS, "min ded on DP-3 and how much fair rental value do they get", DF, "$2,500", 1, ["shorthand","two-fact"]),
 S(NS, "home is ppc 9, about 4 road miles from the station - can i write it w/o UW?", HO, "require referral", 2, ["own-numbers","yes-no","shorthand"], "no"),
 SN(NS, "does northstar allow trampolines on the HO?", ["shorthand"]),
 SN(NS, "is earthquake cov available as an endorsement on northstar HO-3?", ["shorthand"]),
 SN(NS, "hey whats the multi-policy discount if they bundle auto with the northstar home", ["filler"]),
 S(BW, "driver is 22, doesn't need a CDL, licensed 4 yrs. eligible on bluewater comm auto?", CA, "21", 1, ["own-numbers","yes-no","shorthand"], "yes"),
 S(BW, "fleet of 14 power units, can i bind it?", CA, "11 to 50", 2, ["own-numbers","yes-no"], "no"),
 S(BW, "my insured runs a wrecker service w/ 3 rollbacks, will bluewater take the auto?", CA, "wreckers", 1, ["filler","yes-no","paraphrase"], "no"),
 S(BW, "fleet of 8 - do they need telematics on every unit, and whats the max safety credit", FS, "10%", 1, ["own-numbers","two-fact","shorthand"]),
 SN(BW, "what's the rental reimbursement limit on bluewater commercial auto?", []),
 S(GP, "plumber, rev 3.2M, clean loss history - can i bind the GL myself?", CG, "$2,000,000", 2, ["own-numbers","yes-no","shorthand"], "no"),
 S(GP, "drywall contractor subs out about 30% of revenue, is that ok w/ granite?", CG, "25%", 1, ["own-numbers","yes-no","paraphrase"], "no"),
 S(GP, "putting an 80k excavator on the floater, does it need GPS?", IM, "GPS", 1, ["own-numbers","yes-no","shorthand"], "yes"),
 SN(GP, "does the granite contractors GL come with a blanket waiver of subrogation?", ["shorthand"]),
 SN(GP, "whats the min premium on the granite equipment floater?", ["shorthand"]),
 S(EV, "bar w/ liquor at 55% of receipts, closes at 1:30am - will evergreen quote it?", EG, "60%", 1, ["own-numbers","yes-no","shorthand"], "yes"),
 S(EV, "120 unit apt complex, can evergreen do the GL?", EG, "100 units", 1, ["own-numbers","yes-no","shorthand"], "no"),
 S(EV, "how fast does evergreen turn a quote and how long is it good for", ES, "three business days", 1, ["two-fact","paraphrase"]),
 SN(EV, "what's the TRIA / terrorism charge on evergreen GL?", ["shorthand"]),
 SN(EV, "does evergreen require a min number of yrs in business for restaurants?", ["shorthand"]),
 S(KS, "frame bldg w/ TIV of 2.4M - eligible on keystone comm prop?", CP, "$2,000,000", 1, ["own-numbers","yes-no","shorthand"], "no"),
 S(KS, "restaurant for the BOP, sales 1.2M and alcohol is about 30% of that. eligible?", BOP, "25%", 1, ["own-numbers","yes-no","shorthand"], "no"),
 S(KS, "after i bind, how long do i have to get the signed app in, and when do loss control recs have to be done", RD, "10 days", 1, ["two-fact","paraphrase","shorthand"]),
 S(KS, "bldg is 28k sq ft and not sprinklered, still ok on comm prop?", CP, "25,000 square feet", 1, ["own-numbers","yes-no","shorthand","filler"], "no"),
 SN(KS, "what's the ordinance or law limit on keystone commercial property?", []),
]

def dump(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1); f.write("\n")

dump("/work/blind2/ironbridge-restaurant-package.json", {"name": "Ironbridge Mutual restaurant package guide", "company_name": "Ironbridge Mutual",
     "line": "Commercial package: restaurants (property, general liability, liquor liability)",
     "files": ["Ironbridge Mutual Restaurant Package Guide 2026.pdf"], "questions": iron})
dump("/work/blind2/larkspur-management-liability.json", {"name": "Larkspur Indemnity management liability guide", "company_name": "Larkspur Indemnity",
     "line": "Management liability: D&O, EPL and fiduciary for private companies",
     "files": ["Larkspur Indemnity Management Liability Guide 2026.pdf"], "questions": lark})
dump("/work/blind2/sablewood-personal-auto.json", {"name": "Sablewood personal auto underwriting memo", "company_name": "Sablewood Insurance Company",
     "line": "Personal auto",
     "files": ["Sablewood Personal Auto Underwriting Memo 2026.pdf"], "questions": sable})
dump("/work/blind2/seed-round2.json", {"name": "seed carriers, round 2", "questions": seed})
