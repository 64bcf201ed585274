#!/usr/bin/env python3
"""Writes the four question files. Run from /work/blind7."""
import json

def A(q, doc, says, page, kind, verdict=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict:
        d["verdict"] = verdict
    d["kind"] = kind
    return d

def N(q, kind):
    return {"question": q, "expect": "not covered", "kind": kind + ["not-covered"]}

G = "Garage Operations Underwriting Guide"
garage = {
 "name": "Pennant Road garage, round 7",
 "company_name": "Pennant Road Insurance Company",
 "line": "Garage liability, garagekeepers and dealers",
 "files": [G + ".pdf"],
 "questions": [
  A("hey quick q - insd is a repair shop, owner bought it 2 yrs ago. eligible?", G, "at least three years under the current ownership", 1, ["filler","shorthand","own-numbers","yes-no"], "no"),
  A("my guy wants to start doing towing on the side, maybe 10% of receipts. can u guys still write him?", G, "towing and wrecker services for hire", 1, ["filler","own-numbers","yes-no"], "no"),
  A("insd wants GK limit of 900k per loc, can we do that?", G, "limits over $750,000 are not offered", 2, ["shorthand","own-numbers","yes-no"], "no"),
  A("GKLL comp ded per auto?", G, "$500 per customer auto, subject to a maximum", 2, ["shorthand"]),
  A("so whats the collision ded on customer cars for a body shop rn", G, "$1,000 collision deductible per customer auto", 2, ["filler","shorthand"]),
  A("min prem for a used car dealer?", G, "for dealers, franchised or independent: $3,500", 3, ["shorthand"]),
  A("insd is a general repair shop, 1.8M gross receipts, 12 employees, can I bind?", G, "$2,500,000 and no more than 15 employees", 3, ["shorthand","own-numbers","two-fact","yes-no"], "yes"),
  A("can i bind a small franchised dealer myself or no", G, "franchised dealers may not be bound by agents", 3, ["filler","yes-no"], "no"),
  A("hey how many dealer plates b4 i gotta refer", G, "more than 12 dealer plates requires referral", 2, ["filler","shorthand"]),
  A("service bldg is 14,000 sq ft w/ no sprinklers - thats ok right?", G, "over 12,000 square feet must be fully sprinklered", 1, ["shorthand","own-numbers","yes-no"], "no"),
  A("what acord apps do u need + how many yrs of loss runs", G, "five years of loss runs", 3, ["shorthand","two-fact"]),
  A("Will the carrier pay for a customer's car that gets damaged at my client's shop even when my client did nothing wrong?", G, "whether or not the insured is liable", 1, ["paraphrase","own-words"]),
  A("If somebody buys a car from the lot and pays with a check that bounces, is the dealer protected?", G, "is covered up to $50,000 per occurrence", 2, ["paraphrase","own-words","yes-no"], "yes"),
  A("How old does a worker have to be before they can take a customer's car out on the street?", G, "must be at least 21 years old", 2, ["paraphrase","own-words"]),
  N("do they cover EV charging stations at the dealership?", ["shorthand"]),
  N("is cyber cov avail for a dealer's customer data?", ["shorthand"]),
  N("workers comp for the mechanics - do they write it too?", ["filler"]),
  N("any pollution cov for underground storage tanks at the shop", ["shorthand"]),
 ]}

F = "Fitness Center and Gym Program Guide"
fitness = {
 "name": "Larkspur fitness, round 7",
 "company_name": "Larkspur Mutual Casualty",
 "line": "Fitness centers and gyms",
 "files": [F + ".pdf"],
 "questions": [
  A("hey so brand new gym, but the GM has 6 yrs managing fitness clubs. ok for a new venture?", F, "five years of fitness industry management experience", 1, ["filler","shorthand","own-numbers","yes-no"], "yes"),
  A("insd has 3,400 members at one location, eligible?", F, "no more than 3,000 active members per location", 1, ["shorthand","own-numbers","yes-no"], "no"),
  A("quick q can we write a kickboxing gym that lets members spar", F, "mixed martial arts gyms that permit sparring", 1, ["filler","yes-no"], "no"),
  A("24 hr gym w/ no staff overnight, whats the prop ded?", F, "property deductible for a key-access gym is $2,500", 2, ["shorthand"]),
  A("A&M limits for a gym?", F, "$100,000 per occurrence and $300,000 aggregate", 2, ["shorthand"]),
  A("insd has like 20 kids in the child watch room at peak, is that ok", F, "up to 15 children at one time", 2, ["filler","own-numbers","yes-no"], "no"),
  A("min prem for a small yoga studio, 1,800 sq ft?", F, "$750 for a boutique studio under 2,500", 2, ["shorthand","own-numbers"]),
  A("gym has 1,200 members, TIV 850k, no pool no kids room no claims - can I bind?", F, "no more than 1,500 active members", 3, ["shorthand","own-numbers","two-fact","yes-no"], "yes"),
  A("do IC trainers need their own cov? what limit", F, "must carry their own liability limits", 2, ["shorthand","two-fact"]),
  A("how many yrs loss runs do u need on new biz", F, "three years of currently valued loss runs", 3, ["shorthand"]),
  A("so if the lap pool is 10 ft at the deep end are we still ok", F, "any pool deeper than 9 feet", 1, ["filler","own-numbers","yes-no"], "no"),
  A("Can a teenager come in and work out in the middle of the night when nobody from the club is around?", F, "members under 18 may not enter", 2, ["paraphrase","own-words","yes-no"], "no"),
  A("If my client runs an outdoor session in a city park with about 20 people, does the policy respond?", F, "no more than 30 participants", 2, ["paraphrase","own-words","own-numbers","yes-no"], "yes"),
  A("How fast does an underwriter get back to me when I send something up for approval?", F, "referrals receive an answer within two business days", 3, ["paraphrase","own-words"]),
  N("do they cover products liab for protein supplements the gym sells?", ["shorthand"]),
  N("EPLI avail on the fitness pkg?", ["shorthand"]),
  N("hey is there cyber / data breach cov for member credit card info", ["filler","shorthand"]),
  N("gym is in a flood zone, can they add flood cov?", ["shorthand"]),
 ]}

W = "Religious Institutions Package Underwriting Guide"
worship = {
 "name": "Vesper Hill worship, round 7",
 "company_name": "Vesper Hill Mutual Insurance Company",
 "line": "Houses of worship property and liability package",
 "files": [W + ".pdf"],
 "questions": [
  A("hey church avg weekly attendance is about 900, can i bind?", W, "average weekly attendance of no more than 750", 3, ["filler","shorthand","own-numbers","yes-no"], "no"),
  A("insd congregation has only been meeting 2 yrs, no denomination backing them. eligible?", W, "regular worship services for at least three years", 1, ["shorthand","own-numbers","yes-no"], "no"),
  A("sanctuary is frame construction, TIV 3.5M - ok?", W, "frame sanctuaries limited to $3,000,000", 1, ["shorthand","own-numbers","yes-no"], "no"),
  A("they run a preschool w/ 45 kids, can i still bind it myself", W, "preschool, private school or overnight shelter", 3, ["shorthand","own-numbers","yes-no","filler"], "no"),
  A("stained glass window apprasied at like 80k, do i need to schedule it?", W, "must be scheduled with an appraisal", 2, ["filler","own-numbers","yes-no"], "yes"),
  A("wind/hail ded?", W, "1% of building tiv, minimum $5,000", 2, ["shorthand"]),
  A("sexual abuse limits - what r they", W, "$250,000 per occurrence and $500,000 aggregate", 2, ["shorthand"]),
  A("youth group van is a 15 passenger, still ok?", W, "vans designed for 15 passengers are ineligible", 2, ["filler","own-numbers","yes-no"], "no"),
  A("min prem for a church w/ 2 locations?", W, "$1,500 per account, and $750", 3, ["shorthand","own-numbers"]),
  A("so the fellowship hall gets rented to outside groups ~30 times a yr, do i need to refer that?", W, "outside group use more than 24 events", 3, ["filler","shorthand","own-numbers","yes-no"], "yes"),
  A("AOP ded and whats the ded for copper/hvac theft?", W, "$10,000 per occurrence", 2, ["shorthand","two-fact"]),
  A("Is the pastor protected if someone sues over advice he gave them in a counseling session?", W, "pastoral counseling professional liability of $1,000,000 per claim", 2, ["paraphrase","own-words","yes-no"], "yes"),
  A("If a helper from the congregation gets hurt while pitching in, is there anything that pays their doctor bills?", W, "volunteer accident medical coverage of $10,000 per person", 2, ["paraphrase","own-words"]),
  A("Can we insure a small faith group that gathers for services in a member's living room?", W, "hold worship services in a private home", 3, ["paraphrase","own-words","yes-no"], "no"),
  N("workers comp for church staff - do they write it?", ["shorthand"]),
  N("church has an armed security team of volunteers, any issue w/ cov?", ["shorthand"]),
  N("they livestream services online - any media liab cov?", ["shorthand"]),
  N("earthquake ded for a church in TN?", ["shorthand"]),
 ]}

HO = "Homeowners Underwriting Guidelines 2025"; DP = "Dwelling Fire Program Guide"; MEMO = "Binding Authority Memo — Q1 2025"
CA = "Commercial Auto Underwriting Manual"; FS = "Fleet Safety Program Requirements"
CP = "Contractors Program Underwriting Guide"; IM = "Inland Marine Equipment Floater Guidelines"
ES = "E&S General Liability Appetite Guide"; SB = "E&S Submission and Binding Procedures"
KP = "Commercial Property Underwriting Rules"; RD = "Required Documents Checklist"; BOP = "Businessowners Policy Eligibility Guide"

def S(c, q, doc, says, page, kind, verdict=None):
    d = {"company": c}; d.update(A(q, doc, says, page, kind, verdict)); return d
def SN(c, q, kind):
    d = {"company": c}; d.update(N(q, kind)); return d

seed = {"name": "seed carriers, round 7", "questions": [
  S("cmp_hv_northstar", "insd wants cov A of 800k on the HO, can i bind w/o UW?", MEMO, "coverage a up to $750,000", 1, ["shorthand","own-numbers","yes-no"], "no"),
  S("cmp_hv_northstar", "hey roof is 25 yrs old on an HO-3 in MN, still eligible?", HO, "actual cash value settlement for the roof surface", 1, ["filler","shorthand","own-numbers","yes-no"], "yes"),
  S("cmp_hv_northstar", "landlord rents the duplex out w/ 20 day stays, ok on the DP?", DP, "stays of fewer than 30 days", 1, ["shorthand","own-numbers","yes-no"], "no"),
  S("cmp_hv_bluewater", "driver is 22 and needs a CDL, can he be on the policy?", CA, "must be at least 23 years old", 1, ["own-numbers","yes-no"], "no"),
  S("cmp_hv_bluewater", "so 8 power units, 1M CSL, all drivers clean - can i bind it rn?", CA, "fleets of up to 10 power units", 2, ["filler","shorthand","own-numbers","two-fact","yes-no"], "yes"),
  S("cmp_hv_bluewater", "how fast do accidents need to be reported under the fleet safety program", FS, "within 24 hours", 1, ["shorthand"]),
  S("cmp_hv_granite", "contractor subs out about 30% of revenue, still eligible for the program?", CP, "may not exceed 25% of annual revenue", 1, ["filler","own-numbers","yes-no"], "no"),
  S("cmp_hv_granite", "insd's excavator is 12 yrs old, RC or ACV on the floater?", IM, "equipment older than 10 years is valued", 1, ["shorthand","own-numbers"]),
  S("cmp_hv_evergreen", "quick q can we bind the E&S GL ourselves once we have the quote", ES, "brokers have no binding authority", 1, ["filler","yes-no"], "no"),
  S("cmp_hv_evergreen", "how many yrs of loss runs for an E&S sub?", SB, "five years of currently valued loss runs", 1, ["shorthand"]),
  S("cmp_hv_keystone", "restaurant does ~30% of sales in booze, BOP ok?", BOP, "more than 25% of sales from alcohol", 1, ["shorthand","own-numbers","yes-no"], "no"),
  S("cmp_hv_keystone", "insd bldg is 30k sq ft, no sprinklers, ok for prop?", KP, "over 25,000 square feet must be fully sprinklered", 1, ["shorthand","own-numbers","yes-no"], "no"),
  SN("cmp_hv_northstar", "does northstar offer flood cov on the HO?", ["shorthand"]),
  SN("cmp_hv_bluewater", "whats bluewater's limit for motor truck cargo?", ["shorthand"]),
  SN("cmp_hv_granite", "do they write builders risk for my contractor's jobs?", ["own-words"]),
  SN("cmp_hv_evergreen", "hey will evergreen quote GL for a cannabis dispensary", ["filler"]),
 ]}

for fn, obj in [("garage-round7.json", garage), ("fitness-round7.json", fitness), ("worship-round7.json", worship), ("seed-round7.json", seed)]:
    with open(fn, "w") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False); f.write("\n")
print("written")
