--TEST--
nullsafe operator
--FILE--
<?php
class A { public $b = null; function m() { return 'm'; } }
$a = new A; var_dump($a?->m()); $n = null; var_dump($n?->m());
--EXPECT--
string(1) "m"
NULL
