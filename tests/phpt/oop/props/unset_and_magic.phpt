--TEST--
unsetting a declared property makes __get run for it
--FILE--
<?php
class A { public $p = 1; function __get($n) { return "magic $n"; } }
$a = new A;
echo $a->p, "\n";
unset($a->p);
echo $a->p, "\n";
$a->p = 2;
echo $a->p, "\n";
--EXPECT--
1
magic p
2
