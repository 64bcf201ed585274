import json
R=27
def A(q,says,page,kind,verdict=None,doc=None):
    d={"question":q,"expect":{"doc":doc,"says":says},"page":page}
    if verdict: d["verdict"]=verdict
    d["kind"]=kind; return d
def N(q): return {"question":q,"expect":"not covered","kind":["not-covered"]}

C="Cresthaven Funeral Home Guide 2026"
cres={"name":f"Cresthaven Mutual funeral homes, round {R}","company_name":"Cresthaven Mutual Insurance Company",
 "line":"funeral homes and crematories","files":[C+".pdf"],"questions":[
 A("hey quick q, insd runs 3 retorts at one site. still eligible or is that too many?","more than three retorts at one location",1,["filler","shorthand","own-numbers","yes-no"],"yes"),
 A("new owner bought the FH 2 yrs ago, been a licensed director 12 yrs. does that meet the yrs in business rule?","license for at least 10 years",1,["shorthand","own-numbers","yes-no"],"yes"),
 A("insd wants to start doing pet cremations in the same unit they use for people, allowed?","retort that is also used for human remains",1,["shorthand","yes-no"],"no"),
 A("they do about 1,100 calls a yr at the main location, ok w/ UW?","No more than 900 calls per year",1,["shorthand","own-numbers","yes-no"],"no"),
 A("what PL limits can we offer and is wrongful cremation sublimited?","$500,000 or $1,000,000 per claim",2,["shorthand","two-fact"]),
 A("insd retiring next yr - how long is the tail on the PL and what does it cost?","extended reporting period of 36 months",2,["shorthand","two-fact"]),
 A("does the pkg pick up the insd's own hearse and removal van?","limousines and removal vans are not covered",2,["shorthand","yes-no"],"no"),
 A("rn their cemetery is 15 acres w/ ~120 burials a yr, is it covered under the FH?","no more than 150 interments a year",2,["filler","shorthand","own-numbers","yes-no"],"yes"),
 A("can i bind a location w/ TIV of $3.4M myself?","TIV of $3,000,000 or less",3,["shorthand","own-numbers","yes-no"],"no"),
 A("what's the min prem for a plain FH, no crematory or cemetery?","Funeral home only $1.85 $410 $560 $2,500",3,["shorthand"]),
 A("how long r quotes good for on this program?","Quotes are valid for 45 days",3,["shorthand"]),
 A("how long does the home have to hang on to the paperwork tracking whose ashes are whose?","custody logs are kept for seven years",2,["paraphrase","own-words"]),
 A("can staff leave the furnace burning a body and head home for the night?","operator remains on the premises during every cremation",2,["paraphrase","own-words"]),
 A("family says the home mixed up their mom with someone else - is that something the pro cov pays for?","mishandling or misidentification of remains",2,["paraphrase","own-words"]),
 N("does the FH policy have a pollution sublimit for embalming fluid spills?"),
 N("what's the employee dishonesty limit on the funeral home pkg?"),
 N("any cyber cov if the family records system gets hacked?"),
 N("does UW require formaldehyde exposure monitoring in the prep room?"),
]}

D="Dunmore Entertainment Center Guide 2026"
dun={"name":f"Dunmore Casualty bowling and entertainment centers, round {R}","company_name":"Dunmore Casualty Company",
 "line":"bowling and family entertainment centers","files":[D+".pdf"],"questions":[
 A("insd has a bowling ctr w/ 70 lanes, eligible?","8 to 64 lanes",1,["shorthand","own-numbers","yes-no"],"no"),
 A("hey, booze is ~35% of receipts at this FEC, do i have to send it to UW?","Alcohol sales from 30% to 45% of receipts",3,["filler","shorthand","own-numbers","yes-no"],"yes"),
 A("center stays open til 2am fri and sat, still eligible?","Centers open later than 1 a.m.",1,["own-numbers","yes-no"],"no"),
 A("FEC has indoor electric karts governed at 18 mph for adults, are those eligible?","karts are governed to 20 miles per hour",2,["shorthand","own-numbers","yes-no"],"yes"),
 A("bowling alley w/ a bar doing 25% liquor - what's the A&B sublimit, and do they need a guard on fri/sat nights?","sublimited to $100,000 per occurrence",1,["shorthand","own-numbers","two-fact"]),
 A("pool hall, no alcohol: what's the GL rate and the min prem?","Billiard hall $2.40 $3.25 $4.70 $0.27 $0.45 $2,500",3,["shorthand","two-fact"]),
 A("what's the wind/hail ded for a center in IL?","wind and hail deductible of 1%",2,["shorthand"]),
 A("can i bind a 12 lane alley, $4.2M TIV, $3M receipts, 15% liquor, no karts?","TIV of up to $5,000,000 per",3,["shorthand","own-numbers","yes-no"],"yes"),
 A("quick q - bday party w/ 5 yr olds, can they play laser tag?","must be at least 6 years old",2,["filler","shorthand","own-numbers","yes-no"],"no"),
 A("how long does the insd have to keep the go kart waivers?","Waivers are kept for four years",2,["shorthand"]),
 A("min AOP ded for a bldg thats 50 yrs old?","$5,000 for buildings more than 40 years",2,["shorthand","own-numbers"]),
 A("do the arcade machines a vending company puts in on a split of the take get covered?","owned by a route operator",2,["paraphrase","own-words"]),
 A("who's allowed to fix the machines that reset the pins?","Pinsetter maintenance is done only by trained",2,["paraphrase","own-words"]),
 A("do the bartenders have to take some class before pouring drinks?","responsible alcohol service course within 30",1,["paraphrase","own-words"]),
 N("is there a rate credit for centers w/ an AED on site?"),
 N("does UW write outdoor batting cages attached to the FEC?"),
 N("what EPLI limit can we add for the bowling center staff?"),
 N("any cov for spoilage if the snack bar coolers die?"),
]}

F="Fairlight Printing and Sign Shop Guide 2026"
fai={"name":f"Fairlight Indemnity printing and sign shops, round {R}","company_name":"Fairlight Indemnity Company",
 "line":"printing and sign shops","files":[F+".pdf"],"questions":[
 A("insd is a screen printer w/ about 80 employees, eligible?","no more than 75 employees",1,["shorthand","own-numbers","yes-no"],"no"),
 A("hey, sign shop installs up to 35 ft above grade, can i bind it myself?","no sign is installed more than 25 feet",3,["filler","shorthand","own-numbers","yes-no"],"no"),
 A("any chance we can write a shop that prints payroll checks for its clients?","Printing of currency, checks, stock certificates",1,["filler","yes-no"],"no"),
 A("max gallons of solvent the insd can keep outside the flammable cabinet?","No more than 25 gallons of flammable liquids",2,["shorthand"]),
 A("what's the E&O ded and what limits can we offer?","omissions carries a $2,500 deductible",3,["shorthand","two-fact"]),
 A("min prem for a screen printer and what's the GL rate w/o install?","Screen printer $1.30 n/a $0.68 $0.53 $0.36 $1,750",3,["shorthand","two-fact"]),
 A("wrap shop customer brings in a $140k porsche, do i need to refer it?","Wrap work on a vehicle valued over $100,000",3,["own-numbers","yes-no"],"yes"),
 A("rn paper stock is stacked 14 ft, bldg has no sprinklers. ok?","stacked no higher than 12 feet",2,["filler","shorthand","own-numbers","yes-no"],"no"),
 A("named storm ded for a shop in coastal TX?","named storm deductible of 2% of TIV",3,["shorthand"]),
 A("insd has BPP of $650k, do they need a central station alarm?","central station burglar alarm is required",2,["shorthand","own-numbers","yes-no"],"yes"),
 A("how much cov for paper and film the customer drops off?","covered as property of others up to",2,["shorthand"]),
 A("client sues bc the brochures came out w/ typos and the colors off - does anything respond?","liability to a customer for misprints",2,["paraphrase","own-words"]),
 A("where do the greasy wipe-down towels go at night?","self-closing metal cans",2,["paraphrase","own-words"]),
 A("who has to hook up the power on lit signs?","made only by a licensed electrician",2,["paraphrase","own-words"]),
 N("does the pkg cover pollution cleanup if ink chemicals leak?"),
 N("can the insd add 3D printing services under this program?"),
 N("is equipment breakdown available on the presses?"),
 N("is there hired and non-owned auto for the delivery drivers?"),
]}

for qs,docname in ((cres,C),(dun,D),(fai,F)):
    for q in qs["questions"]:
        if isinstance(q["expect"],dict): q["expect"]["doc"]=docname

HO="Homeowners Underwriting Guidelines 2025"; BM="Binding Authority Memo — Q1 2025"; DF="Dwelling Fire Program Guide"
CA="Commercial Auto Underwriting Manual"; FS="Fleet Safety Program Requirements"
CG="Contractors Program Underwriting Guide"; IM="Inland Marine Equipment Floater Guidelines"
EA="E&S General Liability Appetite Guide"; ES="E&S Submission and Binding Procedures"
KP="Commercial Property Underwriting Rules"; KB="Businessowners Policy Eligibility Guide"
def S(co,q,says,page,kind,doc,verdict=None):
    d=A(q,says,page,kind,verdict,doc); return {"company":co,**d}
def SN(co,q): return {"company":co,**N(q)}
seed={"name":f"seed carriers, round {R}","questions":[
 S("cmp_hv_northstar","HO insd's roof is 24 yrs old, will it still settle at RC?","actual cash value settlement for the roof surface",1,["shorthand","own-numbers","yes-no"],HO,"no"),
 S("cmp_hv_northstar","can i bind an HO w/ Cov A of $700k w/o going to UW?","Coverage A up to $750,000",1,["shorthand","own-numbers","yes-no"],BM,"yes"),
 S("cmp_hv_northstar","what's the min ded on a DP-3 rental?","$2,500 on DP-3",1,["shorthand"],DF),
 S("cmp_hv_bluewater","driver is 22 and needs a CDL, ok to add?","must be at least 23",1,["own-numbers","yes-no"],CA,"no"),
 S("cmp_hv_bluewater","fleet has 8 power units w/ $1M CSL, can i bind it?","bind fleets of up to 10 power units",2,["shorthand","own-numbers","yes-no"],CA,"yes"),
 S("cmp_hv_bluewater","insd runs 6 trucks, do they need a written safety program?","five or more power units must keep",1,["shorthand","own-numbers","yes-no"],FS,"yes"),
 S("cmp_hv_granite","contractor subs out about 30% of revenue, ok?","may not exceed 25% of annual revenue",1,["own-numbers","yes-no"],CG,"no"),
 S("cmp_hv_granite","quick q - max per item for unscheduled tools on the floater?","maximum of $2,500 per item",1,["filler","shorthand"],IM),
 S("cmp_hv_evergreen","who binds on the E&S GL, me or the carrier?","Brokers have no binding authority",1,["shorthand"],EA),
 S("cmp_hv_evergreen","how long do E&S quotes stay good?","remain firm for 30 days",1,["shorthand"],ES),
 S("cmp_hv_keystone","BOP for a restaurant w/ 30% of sales from booze, eligible?","more than 25% of sales from alcohol",1,["shorthand","own-numbers","yes-no"],KB,"no"),
 S("cmp_hv_keystone","what sq ft triggers the sprinkler requirement on comm prop?","over 25,000 square feet must be fully sprinklered",1,["shorthand"],KP),
 SN("cmp_hv_northstar","does northstar HO have any rule on trampolines?"),
 SN("cmp_hv_bluewater","what's the cargo limit available on the trucks?"),
 SN("cmp_hv_granite","does the contractors program include pollution liability?"),
 SN("cmp_hv_keystone","does the keystone BOP include cyber cov?"),
]}
for fn,obj in (("cresthaven.json",cres),("dunmore.json",dun),("fairlight.json",fai),("seed.json",seed)):
    json.dump(obj,open("questions/"+fn,"w"),indent=2,ensure_ascii=False)
kw={"Cresthaven Mutual Insurance Company":{"does the FH policy have a pollution sublimit for embalming fluid spills?":["pollution"],
  "what's the employee dishonesty limit on the funeral home pkg?":["dishonesty"],
  "any cyber cov if the family records system gets hacked?":["cyber","hacked"],
  "does UW require formaldehyde exposure monitoring in the prep room?":["formaldehyde"]},
 "Dunmore Casualty Company":{"is there a rate credit for centers w/ an AED on site?":["AED","defibrillator"],
  "does UW write outdoor batting cages attached to the FEC?":["batting","cages"],
  "what EPLI limit can we add for the bowling center staff?":["EPLI","employment practices"],
  "any cov for spoilage if the snack bar coolers die?":["spoilage","coolers"]},
 "Fairlight Indemnity Company":{"does the pkg cover pollution cleanup if ink chemicals leak?":["pollution"],
  "can the insd add 3D printing services under this program?":["3D"],
  "is equipment breakdown available on the presses?":["breakdown"],
  "is there hired and non-owned auto for the delivery drivers?":["hired","non-owned"]},
 "seed":{"does northstar HO have any rule on trampolines?":["trampoline","trampolines"],
  "what's the cargo limit available on the trucks?":["cargo"],
  "does the contractors program include pollution liability?":["pollution"],
  "does the keystone BOP include cyber cov?":["cyber"]}}
json.dump(kw,open("tools/not_covered_keywords.json","w"),indent=2)
