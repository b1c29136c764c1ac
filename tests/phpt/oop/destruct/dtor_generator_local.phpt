--TEST--
Objects held by a generator die with it
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
function gen() { $d = new D('gen-local'); yield 1; yield 2; }
$g = gen();
foreach ($g as $v) { echo $v, "\n"; }
echo "loop done\n";
unset($g);
echo "gen gone\n";
--EXPECT--
1
2
destroy gen-local
loop done
gen gone
