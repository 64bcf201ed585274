# Authoring script: writes the three guide question files, seed_questions.json and tools/not_covered_keywords.json.
import json
R=38
def A(q,says,page,kind,verdict=None,doc=None):
    d={"question":q,"expect":{"doc":doc,"says":says},"page":page}
    if verdict: d["verdict"]=verdict
    d["kind"]=kind; return d
def NC(q,kind=None):
    return {"question":q,"expect":"not covered","kind":kind or ["not-covered"]}
def guide(fn,carrier,company,line,pdf,qs,kw):
    doc=pdf[:-4]
    for q in qs:
        if isinstance(q["expect"],dict): q["expect"]["doc"]=doc
    json.dump({"name":f"{carrier} {line}, round {R}","company_name":company,"line":line,"files":[pdf],"questions":qs},
              open("/work/blind38/"+fn,"w"),indent=2,ensure_ascii=False)
    KW.update(kw)
KW={}

# ---------------- Rowanmere: private schools
qs=[
A("hey quick q, school has 1,620 students right now, still eligible for the program?","Enrollment from 50 to 1,500",1,["filler","own-numbers","yes-no"],"no"),
A("insd is a boarding school, about 30% of the kids board. ok to submit?","Schools where boarding students exceed 25% of",1,["shorthand","own-numbers","yes-no"],"no"),
A("can i bind a day school w/ 480 students, TIV ~$12M, no boarders, clean loss hx?","bind a school with enrollment up to 600",2,["shorthand","own-numbers","yes-no"],"yes"),
A("what's the AOP ded on these, and is there a separate named storm ded for the coastal VA campuses?","all other perils deductible is $2,500 per",2,["shorthand","two-fact"]),
A("insd has 700 kids enrolled - min prem? and what's the ELL retention at that size","601 to 1,000 $11,000",2,["shorthand","own-numbers","two-fact"]),
A("coach wants to start tackle football this fall, can I still bind it myself w/o UW?","Tackle football, or a swimming pool open",2,["shorthand","yes-no"],"no"),
A("field trip driver is 23 w/ a clean MVR, ok for him to drive the school's minivan under the non-owned cov?","at least 25 years old",3,["shorthand","own-numbers","yes-no"],"no"),
A("rn looking at a gym built in 1955, wiring + roof redone in 2015. does the bldg qualify?","Buildings built before 1960 qualify when",2,["filler","shorthand","own-numbers","yes-no"],"yes"),
A("how long do i have to get the signed apps in after I bind?","missing at binding are due within 15",3,["shorthand"]),
A("taking 40 kids on an overnight to DC, how many chaperones do they need?","at least one chaperone for every eight students",3,["own-numbers"]),
A("any chance the school's summer day camp is included? they run about 250 campers on campus","included for up to 300 campers",3,["filler","own-numbers","yes-no"],"yes"),
A("a church league wants to rent our gym on weekends, what do we need from them?","Outside groups that use campus buildings or fields",2,["paraphrase","own-words"]),
A("do they care how people get into the building during the day, like locked doors and stuff?","Every campus must control entry during school hours",3,["paraphrase","own-words"]),
A("if a kid gets his bell rung in a game, can he go back in?","removes a student from play the same day",1,["paraphrase","own-words"]),
NC("does the package include student accident medical for the athletes?"),
NC("hey any cyber cov if the student records get hit by a data breach?",["not-covered","filler","shorthand"]),
NC("can they add tuition refund coverage if a kid withdraws mid-year?"),
NC("quick q is there employee dishonesty cov in case the bookkeeper skims money?",["not-covered","filler","shorthand"]),
]
guide("rowanmere_private_schools.json","Rowanmere Mutual","Rowanmere Mutual Insurance Company","private schools",
      "Rowanmere Mutual Private Schools Guide 2026.pdf",qs,{
 "does the package include student accident medical for the athletes?":["accident"],
 "hey any cyber cov if the student records get hit by a data breach?":["cyber","breach"],
 "can they add tuition refund coverage if a kid withdraws mid-year?":["tuition","refund"],
 "quick q is there employee dishonesty cov in case the bookkeeper skims money?":["dishonesty","bookkeeper"],
})

# ---------------- Seaholm: ocean cargo
qs=[
A("hey insd imports about $62M a yr, eligible for the open cargo program?","ships an annual value of $500,000 to $50,000,000",1,["filler","shorthand","own-numbers","yes-no"],"no"),
A("can i bind an open policy w/ $8M annual shipping value, general merch only, no losses over $10k?","annual shipping value is no more than $10,000,000",2,["shorthand","own-numbers","yes-no"],"yes"),
A("vessel on this route is 30 yrs old, can the cargo still go on it?","vessels 26 to 35 years old carry",2,["shorthand","own-numbers","yes-no"],"yes"),
A("whats the ded on a container of laptops?","consumer electronics and pharmaceuticals carry a $5,000 deductible",2,["shorthand"]),
A("client wants to insure a container of used cars going to West Africa, doable?","used vehicles, and any boat or yacht",1,["yes-no"],"no"),
A("what's the max any one vessel limit, and what's the max per truck for the inland leg?","$5,000,000 any one vessel",2,["shorthand","two-fact"]),
A("how fast do the declarations have to come in, and what's the min deposit prem?","declared monthly within 15 days after month end",2,["shorthand","two-fact"]),
A("rate for new machinery in a container under deck?","C New machinery $0.18 $2,500",3,["shorthand"]),
A("insd is a freight forwarder wanting to cover its customers' cargo, can we write it?","Freight forwarders, NVOCCs and customs brokers",1,["shorthand","yes-no"],"no"),
A("cargo came in damaged 2 wks ago, how long do they have to report the claim?","reported within 30 days of discovery",3,["shorthand","own-numbers"]),
A("quick q what do they charge for war & strikes cov?","included at $0.05 per $100 of insured value",2,["filler","shorthand"]),
A("if the ship has to dump some boxes overboard to stay afloat and everybody chips in, are we on the hook?","General average and salvage charges are covered",2,["paraphrase","own-words"]),
A("what happens if my client forgets to report a shipment for a couple months?","unless the omission was an honest error",2,["paraphrase","own-words"]),
A("client's stuff is parked in a warehouse midway through the move, how long is it still protected?","insured for up to 60 days",1,["paraphrase","own-words"]),
NC("does the open cargo policy pick up rejection of food by customs at the port of entry?"),
NC("hey is there cov for loss of market if the shipment arrives late due to a delay at port?",["not-covered","filler","shorthand"]),
NC("insd sells FOB and the buyer's insurance fails — do they offer contingent cover?"),
NC("what's the sue and labor sublimit on these open policies?",["not-covered","shorthand"]),
]
guide("seaholm_ocean_cargo.json","Seaholm Marine","Seaholm Marine Underwriters, Inc.","ocean cargo",
      "Seaholm Marine Ocean Cargo Guide 2026.pdf",qs,{
 "does the open cargo policy pick up rejection of food by customs at the port of entry?":["rejection"],
 "hey is there cov for loss of market if the shipment arrives late due to a delay at port?":["delay","market"],
 "insd sells FOB and the buyer's insurance fails — do they offer contingent cover?":["contingent"],
 "what's the sue and labor sublimit on these open policies?":["sue","labor"],
})

# ---------------- Wendover: restoration contractors
qs=[
A("hey, insd does about $14M in revenue, do they fit the program?","Annual revenue from $250,000 to $12,000,000",1,["filler","own-numbers","yes-no"],"no"),
A("can i bind a water mitigation co w/ $3.2M rev, 5% mold, no claims in 3 yrs?","annual revenue is no more than $4,000,000",3,["shorthand","own-numbers","yes-no"],"yes"),
A("quick q - does the crew need a WRT tech on every water job?","on site for every water mitigation job",1,["filler","shorthand","yes-no"],"yes"),
A("insd also does crime scene cleanup on the side, is that ok?","Crime scene, trauma and biohazard cleanup",1,["shorthand","yes-no"],"no"),
A("whats the min prem for GL?","minimum premium is $3,000 per policy",2,["shorthand"]),
A("what's the max fungi limit they offer and whats the retention on it?","Limited fungi and bacteria $500,000 $500,000",2,["shorthand","two-fact"]),
A("how long do they have to keep the drying logs, and do they need a signed work auth on every job?","kept for five years after the job ends",3,["shorthand","two-fact"]),
A("subs are ~30% of rev for this insd, is that ok?","Subcontracted work may be no more than 25%",2,["shorthand","own-numbers","yes-no"],"no"),
A("insd keeps packed-out stuff in trailers parked in their yard, is that covered under bailee?","stored in open trailers or in the yard",2,["shorthand","yes-no"],"no"),
A("how much does the prof liab add to the prem?","liability adds 12% of the general liability premium",2,["shorthand"]),
A("rn insd opened a branch in a county 6 mo after the tornado disaster declaration, eligible?","opened an office in a county within 12",1,["filler","shorthand","own-numbers","yes-no"],"no"),
A("the same company that fixes the house also negotiates the claim for the homeowner, is that an issue?","Firms that also act as public adjuster",1,["paraphrase","own-words"]),
A("what counts as the dry goal, like how do they decide stuff is dry enough?","moisture content of unaffected materials",3,["paraphrase","own-words"]),
A("if the tech screwed up how long to run the fans and the drywall got moldy later, is there cov for that?","Errors in drying plans, moisture mapping",2,["paraphrase","own-words"]),
NC("do they cover insd's dehumidifiers and air movers if stolen from a job site?",["not-covered","shorthand"]),
NC("any cov for the company vans the techs drive to jobs?",["not-covered","shorthand"]),
NC("does UW need a min credit score or financial statements on these?",["not-covered","shorthand"]),
NC("hey can they do bonding for the techs who work inside customers' homes?",["not-covered","filler"]),
]
guide("wendover_restoration_contractors.json","Wendover Casualty","Wendover Casualty Company","restoration contractors",
      "Wendover Casualty Restoration Contractors Guide 2026.pdf",qs,{
 "do they cover insd's dehumidifiers and air movers if stolen from a job site?":["dehumidifiers","stolen"],
 "any cov for the company vans the techs drive to jobs?":["vans"],
 "does UW need a min credit score or financial statements on these?":["credit","financial"],
 "hey can they do bonding for the techs who work inside customers' homes?":["bonding"],
})

# ---------------- seed
def S(company,q,doc,says,page,kind,verdict=None):
    d={"company":company,"question":q,"expect":{"doc":doc,"says":says},"page":page}
    if verdict: d["verdict"]=verdict
    d["kind"]=kind; return d
def SNC(company,q,kind,kw):
    KW[q]=kw
    return {"company":company,"question":q,"expect":"not covered","kind":kind}
N,B,G,E,K="cmp_hv_northstar","cmp_hv_bluewater","cmp_hv_granite","cmp_hv_evergreen","cmp_hv_keystone"
HO="Homeowners Underwriting Guidelines 2025"; MEMO="Binding Authority Memo — Q1 2025"
CA="Commercial Auto Underwriting Manual"; FS="Fleet Safety Program Requirements"
CP="Contractors Program Underwriting Guide"; IM="Inland Marine Equipment Floater Guidelines"
GL="E&S General Liability Appetite Guide"; SUB="E&S Submission and Binding Procedures"
PR="Commercial Property Underwriting Rules"; BOP="Businessowners Policy Eligibility Guide"
seed=[
S(N,"insd's roof is 24 yrs old, can we still write the HO-3?",HO,"Roofs older than 20 years are written with",1,["shorthand","own-numbers","yes-no"],"yes"),
S(N,"Cov A is $820k on a house in MN, can I bind it myself?",MEMO,"Coverage A up to $750,000 without prior",1,["shorthand","own-numbers","yes-no"],"no"),
S(N,"hey quick q what's the water backup ded?",HO,"Water backup coverage carries a $2,500 deductible",2,["filler","shorthand"]),
S(B,"driver is 20 w/ a clean MVR, can he drive for the insd?",CA,"must be at least 21 years old",1,["shorthand","own-numbers","yes-no"],"no"),
S(B,"insd has 7 power units, do they need a written safety program?",FS,"five or more power units must keep",1,["shorthand","own-numbers","yes-no"],"yes"),
S(B,"what's the min prem on a commercial auto policy?",CA,"The minimum annual premium is $1,500 per policy",2,["shorthand"]),
S(G,"contractor subs out about 30% of the work, ok for the program?",CP,"may not exceed 25% of annual revenue",1,["shorthand","own-numbers","yes-no"],"no"),
S(G,"insd's tools got stolen out of an unlocked truck, what's the ded?",IM,"unsecured job site carries a $5,000 deductible",1,["shorthand"]),
S(E,"whats the max liquor % for a bar they'll still quote?",GL,"liquor sales of up to 60% of receipts",1,["shorthand"]),
S(E,"rn how long are Evergreen quotes good for?",SUB,"remain firm for 30 days",1,["filler"]),
S(K,"frame bldg w/ TIV of $2.4M, eligible for the property program?",PR,"Frame buildings up to $2,000,000 TIV",1,["shorthand","own-numbers","yes-no"],"no"),
S(K,"apartment bldg w/ 48 units, can it go on the BOP?",BOP,"Apartment buildings of up to 60 units",1,["shorthand","own-numbers","yes-no"],"yes"),
SNC(N,"does Northstar give a credit or cov for solar panels on the roof?",["not-covered","shorthand"],["solar"]),
SNC(B,"any rental reimbursement on the vehicles while one is in the shop?",["not-covered","filler"],["rental","reimbursement"]),
SNC(G,"can the contractors GL add employee benefits liability?",["not-covered","shorthand"],["benefits"]),
SNC(K,"does keystone offer spoilage cov for a grocery store's coolers?",["not-covered","shorthand"],["spoilage"]),
]
json.dump({"name":f"seed carriers, round {R}","questions":seed},open("/work/blind38/seed_questions.json","w"),indent=2,ensure_ascii=False)
json.dump(KW,open("/work/blind38/tools/not_covered_keywords.json","w"),indent=2,ensure_ascii=False)
