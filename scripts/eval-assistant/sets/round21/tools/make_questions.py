"""Writes the four question files and tools/not_covered_keywords.json (round 21)."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def A(q, doc, says, page, kind, verdict=None, company=None):
    d = {"question": q, "expect": {"doc": doc, "says": says}, "page": page}
    if verdict: d["verdict"] = verdict
    d["kind"] = kind
    if company: d = {"company": company, **d}
    return d

def N(q, kind, company=None):
    d = {"question": q, "expect": "not covered", "kind": ["not-covered"] + kind}
    if company: d = {"company": company, **d}
    return d

KW = {}

# ---------------- Guide 1: campgrounds ----------------
D1 = "Drumlin Ferry Campground and RV Park Program Guide 2026"
g1 = [
 A("quick q - insd pool has a waterslide, tallest one is 22 ft. still eligible?", D1, "pools with waterslides more than 15 feet high", 1, ["shorthand","filler","own-numbers","yes-no"], "no"),
 A("new owner bought the park 2 yrs ago but ran another campground for 8 yrs before that, ok for the program?", D1, "at least five years of campground management experience", 1, ["shorthand","own-numbers","yes-no"], "yes"),
 A("hey whats the min prop ded and is there a separate wind/hail ded for a park in TN?", D1, "2% of the building limit", 2, ["shorthand","filler","two-fact"]),
 A("GL rate per site for full hookup RV sites in Ohio?", D1, "RV site, full hookup $31 $35", 3, ["shorthand"]),
 A("my guy has 180 sites, TIV 1.9M, can I bind it myself?", D1, "no more than 150 campsites", 3, ["shorthand","filler","own-numbers","yes-no"], "no"),
 A("seasonals are 45% of the sites at this park, do I need UW approval?", D1, "Seasonal sites over 40% of campsites", 3, ["shorthand","own-numbers","yes-no"], "yes"),
 A("insd wants to rent pontoons w/ 40hp motors to guests, is that ok?", D1, "Motorized watercraft rentals are ineligible", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("how deep does the mulch under the playground have to be", D1, "at least 9 inches of wood mulch", 2, ["shorthand"]),
 A("whats the min prem on the campground package rn", D1, "$3,500 per package policy", 3, ["shorthand","filler"]),
 A("propane - insd fills about 3,500 gal a yr of guest cylinders, can I still bind w/o a referral?", D1, "fill more than 2,000 gallons of propane", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("what docs do I need for a new campground sub, and how soon after binding is the loss control survey?", D1, "loss control survey within 60 days of binding", 3, ["shorthand","two-fact"]),
 A("The owners shut the whole place down from November to April. What do they have to do so the building coverage stays good while nobody is around?", D1, "checked at least once every seven days", 1, ["paraphrase","own-words"]),
 A("If a tree comes down on a family's camper parked on one of the sites, would my client's policy pay to fix the family's camper?", D1, "tents and personal property are not covered", 2, ["paraphrase","own-words","yes-no"], "no"),
 A("A few folks live at the park year round as their home address. Is there a cap on how many of them my client can have?", D1, "No more than 10% of campsites", 1, ["paraphrase","own-words"]),
]
n1 = [
 (N("camp store sells beer and wine coolers, do they need liquor liab on this?", ["shorthand"]), ["liquor","beer","alcohol","wine"]),
 (N("insd rents golf carts to campers to get around the park, covered under the GL?", ["shorthand"]), ["golf","cart","carts"]),
 (N("does the package include EPLI for the summer seasonal staff?", ["shorthand"]), ["EPLI","employment practices","harassment"]),
 (N("hey they take credit cards online for reservations, any cyber / data breach cov available?", ["shorthand","filler"]), ["cyber","breach","hacked"]),
]

# ---------------- Guide 2: janitorial ----------------
D2 = "Tussock Bend Janitorial Contractors Program Guide 2026"
g2 = [
 A("insd does window cleaning on a 4 story office bldg from a lift, eligible?", D2, "Window washing above the second floor", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("quick q: cleaning co has 2 guys w/ theft convictions from 10 yrs ago, can they still work on client sites?", D2, "fraud conviction in the last seven years", 2, ["shorthand","filler","own-numbers","yes-no"], "yes"),
 A("what's the premium for a 50k janitorial bond, insd has 18 employees", D2, "$50,000 $275 $450 $720", 2, ["shorthand","own-numbers"]),
 A("does the bond need the employee to be convicted before it pays?", D2, "Conviction is not required", 2, ["shorthand","yes-no"], "no"),
 A("my guy's crew lost a client's master keys - how much is the rekey cov and whats the ded?", D2, "included at $10,000 per occurrence", 2, ["shorthand","filler","two-fact"]),
 A("receipts 1.2M, 30 employees, can I bind it?", D2, "no more than 25 employees", 3, ["shorthand","own-numbers","yes-no"], "no"),
 A("min prem on the GL?", D2, "$850 for general liability", 3, ["shorthand"]),
 A("post-construction clean up is like 20% of sales rn, do I need to refer it?", D2, "Post-construction cleaning over 15% of receipts", 3, ["shorthand","filler","own-numbers","yes-no"], "yes"),
 A("can insd get 2M/4M GL limits? they've been in biz 3 yrs", D2, "at least five years in business", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("hey does the blanket AI endt have primary non-contrib wording?", D2, "primary and non-contributory wording", 2, ["shorthand","filler","yes-no"], "yes"),
 A("how fast do GL claims need to be reported, and what info do you need on a bond claim?", D2, "reported within 72 hours of notice", 3, ["shorthand","two-fact"]),
 A("My client's crew wrecked a customer's hardwood floor while stripping the old wax. Does their liability policy help with that?", D2, "damage to client property being cleaned", 2, ["paraphrase","own-words"]),
 A("The owner only opened his own shop last year, but he ran crews for another outfit for about six years. Can we still take him on?", D2, "at least five years of supervisory experience", 1, ["paraphrase","own-words","yes-no"], "yes"),
 A("A customer says one of the cleaners walked off with a laptop, and they only noticed a month after the bond was cancelled. Is there a window for that?", D2, "within 60 days after it ends", 3, ["paraphrase","own-words"]),
]
n2 = [
 (N("does this program write the workers comp too or just GL and the bond?", ["shorthand"]), ["compensation","comp"]),
 (N("insd's crews drive their own cars to job sites, is hired/non-owned auto available?", ["shorthand"]), ["auto","hired","non-owned"]),
 (N("client wants them to do snow removal on the parking lot this winter, ok under the GL?", ["shorthand"]), ["snow","plowing"]),
 (N("quick q can I put an umbrella over the GL, client contract wants 5M", ["shorthand","filler","own-numbers"]), ["umbrella","excess"]),
]

# ---------------- Guide 3: salons ----------------
D3 = "Corncrake Lane Salon Businessowners Program 2026"
g3 = [
 A("salon has 2 rooms doing laser hair removal, eligible?", D3, "laser or IPL hair removal", 1, ["shorthand","own-numbers","yes-no"], "no"),
 A("nail salon in AZ, 8 stations, whats the rate per station", D3, "Nail salon $160 $148 $172", 3, ["shorthand","own-numbers"]),
 A("quick q - what GL/PL limits do booth renters need to carry?", D3, "at least $1,000,000 per occurrence", 1, ["shorthand","filler"]),
 A("insd does spray tans, ok?", D3, "Spray tanning is acceptable", 1, ["shorthand","yes-no"], "yes"),
 A("14 stations and 900k receipts, can I bind it?", D3, "More than 12 stations", 3, ["shorthand","own-numbers","yes-no"], "no"),
 A("client had hair breakage from a bad bleach job, no injury - does PL pick that up?", D3, "covered up to $25,000 per claim", 2, ["shorthand","yes-no"], "yes"),
 A("whats the PL ded for a nail salon", D3, "$1,000 for all other salons", 2, ["shorthand"]),
 A("BI waiting period on the BOP?", D3, "actual loss sustained, after a 72-hour", 2, ["shorthand"]),
 A("insd does bridal hair on-site at weddings, about 35% of sales, still covered?", D3, "no more than 20% of gross receipts", 2, ["shorthand","own-numbers","yes-no"], "no"),
 A("max BPP limit per location, and how much for the stylists' own tools?", D3, "$2,500 per stylist", 2, ["shorthand","two-fact"]),
 A("hey my guy has 6 booth renters out of 10 chairs - do I refer it, and how are the renter chairs rated?", D3, "rated at 40% of the station rate", 3, ["shorthand","filler","own-numbers","two-fact"]),
 A("The owner wants to add that semi-permanent eyebrow feathering done with a little handheld blade. Would you folks still insure her shop?", D3, "microblading and permanent cosmetics", 1, ["paraphrase","own-words","yes-no"], "no"),
 A("Say a first-time customer ends up with a burned scalp from lightener. What would you expect the shop to have done before starting?", D3, "perform a patch or strand test", 2, ["paraphrase","own-words"]),
 A("The shop's sign out by the road got knocked over in a storm. How much would they get back for it?", D3, "Signs up to $10,000", 2, ["paraphrase","own-words"]),
]
n3 = [
 (N("does the BOP include workers comp for the stylists?", ["shorthand"]), ["compensation","comp"]),
 (N("salon is in a flood zone, can we add flood to the BOP?", ["shorthand"]), ["flood"]),
 (N("insd's online booking app got hacked and client card info leaked, any cyber cov?", ["shorthand"]), ["cyber","breach","hacked"]),
 (N("is EPLI available? a stylist is threatening a harassment suit rn", ["shorthand","filler"]), ["EPLI","employment practices","harassment"]),
]

guides = [
 ("campgrounds-drumlin-ferry-21.json", "Drumlin Ferry campgrounds and RV parks, 21", "Drumlin Ferry Mutual Insurance Company", "campgrounds and RV parks", D1, g1, n1),
 ("janitorial-tussock-bend-21.json", "Tussock Bend janitorial and commercial cleaning contractors, 21", "Tussock Bend Casualty Company", "janitorial and commercial cleaning contractors", D2, g2, n2),
 ("salons-corncrake-lane-21.json", "Corncrake Lane hair, nail and beauty salons, 21", "Corncrake Lane Insurance Company", "hair, nail and beauty salons", D3, g3, n3),
]
for fn, name, co, line, doc, ans, nc in guides:
    qs = ans + [q for q, _ in nc]
    KW[fn] = {q["question"]: kw for q, kw in nc}
    json.dump({"name": name, "company_name": co, "line": line, "files": [doc + ".pdf"], "questions": qs},
              open(os.path.join(ROOT, fn), "w"), indent=1, ensure_ascii=False)

# ---------------- Seed carriers ----------------
NS, BW, GP, EV, KS = "cmp_hv_northstar", "cmp_hv_bluewater", "cmp_hv_granite", "cmp_hv_evergreen", "cmp_hv_keystone"
HO, MEMO, DF = "Homeowners Underwriting Guidelines 2025", "Binding Authority Memo — Q1 2025", "Dwelling Fire Program Guide"
CA, FS = "Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"
CG, IM = "Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"
GL, SB = "E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"
CP, BOP = "Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide"
seed = [
 A("HO insd roof is 24 yrs old, do we still get replacement cost on the roof?", HO, "actual cash value settlement for the roof", 1, ["shorthand","own-numbers","yes-no"], "no", NS),
 A("whats the max cov A I can bind on a DP-3 w/o going to UW?", MEMO, "Coverage A up to $400,000", 1, ["shorthand"], None, NS),
 A("home is PPC 6 and about 4 road miles from the station, eligible for HO?", HO, "1 through 8 is eligible", 2, ["shorthand","own-numbers","yes-no"], "yes", NS),
 A("driver is 22 w/ a CDL, can he be on the policy?", CA, "must be at least 23 years old", 1, ["shorthand","own-numbers","yes-no"], "no", BW),
 A("insd runs 8 power units, do they need a written fleet safety program?", FS, "must keep a written fleet safety program", 1, ["shorthand","own-numbers","yes-no"], "yes", BW),
 A("comp/coll ded on a truck w/ stated value 120k?", CA, "minimum deductible of $2,500", 2, ["shorthand","own-numbers"], None, BW),
 A("contractor subs out about 30% of revenue, still ok for the program?", CG, "may not exceed 25% of annual revenue", 1, ["shorthand","own-numbers","yes-no"], "no", GP),
 A("on the equipment floater whats the max per item for unscheduled tools", IM, "maximum of $2,500 per item", 1, ["shorthand"], None, GP),
 A("E&S GL for a bar where liquor is 55% of receipts, will they quote it?", GL, "liquor sales of up to 60% of receipts", 1, ["shorthand","own-numbers","yes-no"], "yes", EV),
 A("how long are Evergreen quotes good for", SB, "remain firm for 30 days", 1, ["shorthand"], None, EV),
 A("BOP for a restaurant doing 1.2M in sales, 20% from alcohol - eligible?", BOP, "Restaurants with annual sales up to $1,500,000", 1, ["shorthand","own-numbers","yes-no"], "yes", KS),
 A("quick q whats the max TIV on a frame bldg for commercial prop", CP, "Frame buildings up to $2,000,000 TIV", 1, ["shorthand","filler"], None, KS),
]
nseed = [
 (N("insd wants an earthquake endt on the HO, do they offer it?", ["shorthand"], NS), ["earthquake"]),
 (N("do they write motor truck cargo for the insd's box trucks?", ["shorthand"], BW), ["cargo"]),
 (N("contractor wants workers comp w/ the GL, does Granite write WC?", ["shorthand"], GP), ["workers","compensation"]),
 (N("BOP insd is in flood zone AE, can we get flood cov from Keystone?", ["shorthand"], KS), ["flood"]),
]
KW["seed-round-21.json"] = {q["question"]: kw for q, kw in nseed}
json.dump({"name": "seed carriers, 21", "questions": seed + [q for q, _ in nseed]},
          open(os.path.join(ROOT, "seed-round-21.json"), "w"), indent=1, ensure_ascii=False)
json.dump(KW, open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), "w"), indent=1, ensure_ascii=False)
print("written")
