--TEST--
__sleep naming parent private property
--FILE--
<?php
class P { private $pp = "parent-private"; protected $pr = "prot"; }
class C extends P { public $c = 1; function __sleep() { return ["c", "pr", "pp"]; } }
var_dump(str_replace("\0", "~", serialize(new C)));
--EXPECTF--

Warning: serialize(): "pp" returned as member variable from __sleep() but does not exist in %s on line 4
string(47) "O:1:"C":2:{s:1:"c";i:1;s:5:"~*~pr";s:4:"prot";}"
