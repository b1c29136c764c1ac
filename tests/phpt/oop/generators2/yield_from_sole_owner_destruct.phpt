--TEST--
yield from a generator only the delegation holds: its values, return, exception and destruction order
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function inner($x) { $d = new D("inner $x"); yield 1; yield 2; return new D("ret $x"); }
function outer($x) { $r = yield from inner($x); echo "got {$r->n}\n"; unset($r); yield 3; echo "outer end\n"; }
foreach (outer('a') as $k => $v) { echo "$k => $v\n"; }
function thrower() { $d = new D("thrower"); yield 1; throw new Exception("boom"); }
function catcher() { try { yield from thrower(); } catch (Exception $e) { echo "caught {$e->getMessage()}\n"; } yield 9; }
foreach (catcher() as $v) { echo "v $v\n"; }
// foreach over a generator whose old values are objects with destructors
function objs() { for ($i = 0; $i < 3; $i++) { yield "k$i" => new D("obj $i"); } }
foreach (objs() as $k => $o) { echo "$k {$o->n}\n"; }
echo "after\n";
$g = outer('b');
foreach ($g as $v) { echo "v $v\n"; if ($v == 2) break; }
unset($g);
echo "done\n";
--EXPECT--
0 => 1
1 => 2
destruct inner a
got ret a
destruct ret a
0 => 3
outer end
v 1
destruct thrower
caught boom
v 9
k0 obj 0
destruct obj 0
k1 obj 1
destruct obj 1
k2 obj 2
after
v 1
v 2
destruct inner b
done
destruct obj 2
