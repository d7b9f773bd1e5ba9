import re,sys
pat=sys.argv[3]
def final(path):
    st={}; ev={}
    for line in open(path):
        m=re.match(r'\s*(\d+)\s+(\d+)\s+([%sbn!]*)\s*(\d)\s+(\S+)',line)
        if not m: continue
        t,cid,flags,lvl,meth=m.groups()
        if not re.search(pat,meth): continue
        key=meth+('%' if '%' in flags else '')
        ent=st.setdefault(key,{})
        ev.setdefault(key,[]).append(lvl+('x' if 'made not entrant' in line else ''))
        if 'made not entrant' in line: ent.pop(cid,None)
        else: ent[cid]=lvl
    return {k:(max(v.values()) if v else '-', ' '.join(ev[k])) for k,v in st.items()}
a=final(sys.argv[1]); b=final(sys.argv[2])
for k in sorted(set(a)|set(b)):
    print('%-70s %-30s %-30s'%(k, a.get(k), b.get(k)))
