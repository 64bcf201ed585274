#!/usr/bin/env python3
"""Writes the four question files of round 9. Run from /work/blind9."""
import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind, keywords):
    return {"question": q, "expect": "not covered", "kind": kind, "absent_keywords": keywords}

T = "Redfern Small Fleet Trucking Underwriting Guide"
trucking = {
 "name": "Redfern trucking, round 9",
 "company_name": "Redfern Casualty Company",
 "line": "Small fleet trucking: motor carrier liability and auto physical damage",
 "files": [T + ".pdf"],
 "questions": [
  A("hey quick q, insd has 9 power units, can I bind w/o UW?", T, "7 to 15 power units require written", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
  A("my guy only has 8 months of authority under his own MC, can he get in the program?", T, "less than one year of authority are ineligible", 1, ["filler","own-numbers","yes-no"], "no"),
  A("insd runs abt a 450 mi radius, still eligible?", T, "radius of operation of 500 miles", 1, ["shorthand","filler","own-numbers","yes-no"], "yes"),
  A("whats the min APD ded on a regional tractor", T, "301–500 miles $1,000,000 $5,000", 2, ["shorthand"]),
  A("insd is a private carrier w/ 3 class 6 box trucks hauling their own goods, can they do 750k CSL?", T, "limits of $750,000 apply only to private carriers", 2, ["shorthand","own-numbers","yes-no"], "yes"),
  A("driver has 1 at fault + 2 speeding tix in last 3 yrs, still ok to list him?", T, "no more than one at-fault accident", 1, ["shorthand","filler","own-numbers","yes-no"], "yes"),
  A("min prem for an APD only pol?", T, "apd-only policy carries a minimum premium", 3, ["shorthand"]),
  A("so what docs do u need on a new sub, and how long do I have to clear subjectivities after binding", T, "subjectivities must be met within 15 days", 3, ["filler","shorthand","two-fact"]),
  A("reefer hauler, his reefer units are 12 yrs old rn, eligible?", T, "no more than 10 model years old", 2, ["filler","shorthand","own-numbers","yes-no"], "no"),
  A("tractor stated amt is 180k - whats the ded on that one and whats the max SA per unit", T, "stated amount over $150,000 carry a minimum deductible", 2, ["shorthand","own-numbers","two-fact"]),
  A("do u guys write hazmat? insd hauls placarded fuel loads", T, "hazardous materials that require placards", 2, ["shorthand","yes-no"], "no"),
  A("If one of the client's rigs gets stolen and it had no kill switch or tracker on it, how much does the client have to absorb?", T, "no engine immobilizer or gps tracking device", 2, ["paraphrase","own-words"]),
  A("How quickly must I tell you when my client brings on a new person behind the wheel partway through the year?", T, "must be submitted within 10 days of hire", 1, ["paraphrase","own-words"]),
  A("What share of the trucks can belong to independent contractors who lease onto my client?", T, "no more than 40% of the power units", 1, ["paraphrase","own-words"]),
  N("does redfern write motor truck cargo too?", ["filler","not-covered"], ["cargo"]),
  N("need trailer interchange cov for a contract, u guys offer it?", ["shorthand","not-covered"], ["interchange"]),
  N("what about bobtail / non-trucking liab for the owner ops?", ["shorthand","not-covered"], ["bobtail","non-trucking","unladen"]),
  N("can the insd pay monthly or is it paid in full upfront?", ["shorthand","not-covered"], ["monthly","installment","installments","pay plan","paid in full","down payment","upfront"]),
 ]}

H = "Quillmont Community Association Program Manual"
hoa = {
 "name": "Quillmont HOA and condo, round 9",
 "company_name": "Quillmont Insurance Company",
 "line": "Condominium and homeowners associations: association property and D&O",
 "files": [H + ".pdf"],
 "questions": [
  A("hey, HOA w/ 180 units, can i bind it myself?", H, "associations of 151 to 250 units", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
  A("condo assn is only 45% owner occupied, eligible?", H, "owner-occupancy of at least 60% of the units", 1, ["shorthand","own-numbers","yes-no"], "no"),
  A("D&O retention for a 120 unit condo?", H, "associations of 101 to 250 units", 2, ["shorthand","own-numbers"]),
  A("TIV is 8.2M, whats the min AOP ded", H, "$5,000,001 to $15,000,000 $10,000 per occurrence", 2, ["shorthand","own-numbers"]),
  A("quick q - bldgs built 1972, nothing updated. still ok?", H, "buildings constructed in 1980 or later", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
  A("assn had 4 water claims in last 5 yrs, what do they need to do before i bind and whats the water ded gonna be", H, "must install automatic water shutoff valves", 2, ["shorthand","own-numbers","two-fact","filler"]),
  A("roof on the clubhouse bldg is 22 yrs old, still eligible?", H, "roofs older than 25 years are ineligible", 2, ["shorthand","own-numbers","yes-no"], "yes"),
  A("can they get a 2M D&O limit?", H, "limits of $1,000,000 or $2,000,000 per claim", 2, ["shorthand","own-numbers","yes-no"], "yes"),
  A("so the pool has an 8 ft water slide lol, is the pool still eligible?", H, "water slides over six feet high", 3, ["filler","own-numbers","yes-no"], "no"),
  A("min prem on the package + whats the min for the D&O part", H, "d&o coverage part carries a minimum of $750", 3, ["shorthand","two-fact"]),
  A("self managed HOA, 70 units rn - do i need to refer it?", H, "self-managed associations with more than 50 units", 3, ["shorthand","filler","own-numbers","yes-no"], "yes"),
  A("Could the board-member protection be purchased by itself, without the building and injury parts of the package?", H, "not offered on a stand-alone basis", 1, ["paraphrase","own-words","yes-no"], "no"),
  A("If a lot of owners have fallen behind on their monthly fees, at what point does that knock the community out?", H, "more than 60 days delinquent", 1, ["paraphrase","own-words"]),
  A("Once the builder hands control over to the residents' board, how long is the community treated as a special case?", H, "within two years of turnover", 3, ["paraphrase","own-words"]),
  N("do they cover earthquake on the master?", ["shorthand","not-covered"], ["earthquake","seismic","quake","earth movement"]),
  N("is there cyber cov for the assn, like if the mgmt co portal gets hacked?", ["shorthand","not-covered"], ["cyber","hacked","hacking","data breach","network security"]),
  N("does the D&O pick up EPL / wrongful termination claims from the assn's staff?", ["shorthand","not-covered"], ["employment practices","wrongful termination","EPL","EPLI","discrimination","harassment"]),
  N("hey any rules on EV chargers in the parking garage?", ["filler","shorthand","not-covered"], ["EV","electric vehicle","charger","chargers","charging station","parking garage"]),
 ]}

M = "Tallowmere Metalworking Program Underwriting Guide"
mfg = {
 "name": "Tallowmere manufacturing, round 9",
 "company_name": "Tallowmere Indemnity Company",
 "line": "Manufacturing: small metal fabrication and machine shops (property, GL, products)",
 "files": [M + ".pdf"],
 "questions": [
  A("hey, machine shop doing 4.2M sales, 22 employees, TIV 2M, all job shop work, no critical parts, clean losses - can i bind?", M, "gross sales of no more than $5,000,000", 3, ["filler","shorthand","own-numbers","yes-no"], "yes"),
  A("insd only has 3 yrs in biz, eligible?", M, "at least four years in business", 1, ["shorthand","own-numbers","yes-no"], "no"),
  A("one customer is like 55% of their sales, still eligible?", M, "no single customer accounting for more than 40%", 1, ["filler","own-numbers","yes-no"], "no"),
  A("do u write shops that do anodizing in house?", M, "electroplating, anodizing and chemical etching", 2, ["shorthand","yes-no"], "no"),
  A("AOP ded for a location w/ 6M TIV?", M, "$5,000 for locations with tiv over $5,000,000", 2, ["shorthand","own-numbers"]),
  A("bldg is 32k sq ft, no sprinklers, ok?", M, "over 25,000 square feet must be fully sprinklered", 1, ["shorthand","own-numbers","yes-no"], "no"),
  A("min prem for the package pol? and when does it become fully earned", M, "package policy combining both parts", 3, ["shorthand","two-fact"]),
  A("shop does powder coat in-house in an enclosed booth w/ an approved cure oven, cool?", M, "powder coating in an enclosed booth", 1, ["shorthand","filler","yes-no"], "yes"),
  A("frame bldg, 8,000 sq ft, TIV 1.2M - eligible?", M, "accepted only up to 10,000 square feet", 2, ["shorthand","own-numbers","yes-no"], "yes"),
  A("had 1 products claim last yr, small $ - do i have to refer it or can i just quote", M, "any products liability claim, whatever the amount paid", 3, ["shorthand","own-numbers","filler"]),
  A("whats the BI period and the EB ded for a shop w/ a 600k laser?", M, "extended to 18 months for shops", 2, ["shorthand","own-numbers","two-fact"]),
  A("If the shop sells items it designed itself and puts its own brand on, how big a slice of revenue can that be?", M, "no more than 25% of gross sales", 1, ["paraphrase","own-words"]),
  A("Once the welders finish up for the day, how long does somebody need to stay and keep an eye out for flare-ups?", M, "fire watch of at least 60 minutes", 2, ["paraphrase","own-words"]),
  A("For pieces where a failure could hurt somebody, how long must the client hang on to the paperwork proving they were checked?", M, "material certifications for at least 10 years", 2, ["paraphrase","own-words"]),
  N("do they cover product recall expense?", ["not-covered"], ["recall","withdrawal"]),
  N("GC wants a waiver of subrogation from the insd, can we endorse that on?", ["shorthand","not-covered"], ["subrogation","waiver"]),
  N("shop has 3 robotic welding cells, any special UW rules for those?", ["shorthand","own-numbers","not-covered"], ["robot","robotic","robots","automation","automated"]),
  N("insd does 3D printing of metal parts now, in appetite?", ["shorthand","not-covered"], ["3D","additive","printing","printer","printers"]),
 ]}

NS, BW, GR, EG, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
def SA(company, q, doc, says, page, kind, verdict=None):
    d = A(q, doc, says, page, kind, verdict); d = {"company": company, **d}; return d
def SN(company, q, kind, keywords):
    return {"company": company, **N(q, kind, keywords)}

seed = {
 "name": "seed carriers, round 9",
 "questions": [
  SA(NS, "ho3 w/ cov A of 820k, can i bind w/o UW?", "Binding Authority Memo — Q1 2025", "coverage a up to $750,000", 1, ["shorthand","own-numbers","yes-no"], "no"),
  SA(NS, "roof is 24 yrs old on the HO, hows it settled?", "Homeowners Underwriting Guidelines 2025", "written with actual cash value settlement", 1, ["shorthand","own-numbers"]),
  SA(NS, "min ded on DP-3 rn?", "Dwelling Fire Program Guide", "$2,500 on dp-3", 1, ["shorthand","filler"]),
  SA(BW, "insd has 8 power units, all drivers clean, $1M CSL - can I bind?", "Commercial Auto Underwriting Manual", "bind fleets of up to 10 power units", 2, ["shorthand","own-numbers","yes-no"], "yes"),
  SA(BW, "driver is 22 and needs a CDL, is he ok?", "Commercial Auto Underwriting Manual", "must be at least 23 years old", 1, ["own-numbers","yes-no"], "no"),
  SA(BW, "whats the max fleet safety credit w/ telematics + dash cams", "Fleet Safety Program Requirements", "fleet safety credit of up to 10%", 1, ["shorthand"]),
  SA(GR, "so my contractor subs out like 35% of the work, eligible still?", "Contractors Program Underwriting Guide", "may not exceed 25% of annual revenue", 1, ["filler","own-numbers","yes-no"], "no"),
  SA(GR, "tools stolen from an unlocked truck - whats the ded on the floater", "Inland Marine Equipment Floater Guidelines", "unlocked vehicle or an unsecured job site", 1, ["shorthand"]),
  SA(EG, "bar in OR w/ 55% liquor receipts, in appetite?", "E&S General Liability Appetite Guide", "liquor sales of up to 60% of receipts", 1, ["shorthand","own-numbers","yes-no"], "yes"),
  SA(EG, "hey how long r quotes good for", "E&S Submission and Binding Procedures", "remain firm for 30 days", 1, ["filler","shorthand"]),
  SA(KS, "frame bldg in PA, TIV 2.4M, eligible for prop?", "Commercial Property Underwriting Rules", "frame buildings up to $2,000,000 tiv", 1, ["shorthand","own-numbers","yes-no"], "no"),
  SA(KS, "restaurant w/ 1.2M sales and 20% alcohol, BOP eligible?", "Businessowners Policy Eligibility Guide", "restaurants with annual sales up to $1,500,000", 1, ["shorthand","own-numbers","yes-no"], "yes"),
  SN(NS, "does northstar have a flood endorsement on the HO?", ["shorthand","not-covered"], ["flood","flooding"]),
  SN(BW, "does bluewater write motor truck cargo?", ["not-covered"], ["cargo"]),
  SN(GR, "granite - is there a builders risk option for the contractor's jobs?", ["not-covered"], ["builders risk","builder's risk","builders' risk","builder’s risk","course of construction"]),
  SN(KS, "keystone BOP - does it include cyber cov?", ["shorthand","not-covered"], ["cyber","data breach","data compromise"]),
 ]}

KW = {}
for fn, obj in [("trucking-redfern.json", trucking), ("hoa-quillmont.json", hoa), ("mfg-tallowmere.json", mfg), ("seed-round9.json", seed)]:
    KW[fn] = []
    for q in obj["questions"]:
        if "absent_keywords" in q:
            KW[fn].append({"question": q["question"], "company": q.get("company"), "keywords": q.pop("absent_keywords")})
with open(os.path.join(HERE, "tools", "not_covered_keywords.json"), "w", encoding="utf-8") as f:
    json.dump(KW, f, ensure_ascii=False, indent=1)
for fn, obj in [("trucking-redfern.json", trucking), ("hoa-quillmont.json", hoa), ("mfg-tallowmere.json", mfg), ("seed-round9.json", seed)]:
    with open(os.path.join(HERE, fn), "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")
print("wrote 4 files")
